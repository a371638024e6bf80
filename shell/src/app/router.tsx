import { isProduction } from '@arbora/shared/env';
import { createBrowserRouter, useRouteError, type RouteObject } from 'react-router';
import { ChunkErrorReload } from '../build/chunk-error-reload';
import { ErrorScreen } from '../errors/error-screen';
import { SiteLayout } from '../layouts/site-layout';
import { UnknownMiddlewareError } from '../routing/middleware';
import { RouteView } from './route-view';
import { ShellFrame } from './shell-frame';

/** What the error screen may print: a route-table mistake names its middleware; other details only outside production. */
function technicalMessage(error: unknown): string | undefined {
  if (error instanceof UnknownMiddlewareError) return error.message;
  return !isProduction && error instanceof Error ? error.message : undefined;
}

/** Anything the routed view throws lands here: an error screen in the site's frame, never a white page. */
export function RootError() {
  const error = useRouteError();
  console.error('[shell] unexpected error', error);
  return (
    <SiteLayout layout="default">
      <ChunkErrorReload error={error}>
        <ErrorScreen status={500} message={technicalMessage(error)} />
      </ChunkErrorReload>
    </SiteLayout>
  );
}

/** One splat route: the shell's own table (routing/route-table.ts) decides everything below it. */
export function shellRoutes(): RouteObject[] {
  return [
    {
      element: <ShellFrame />,
      errorElement: <RootError />,
      // The page's own errors keep the frame (toasts, update banner); the frame's fall to the root.
      children: [{ path: '*', element: <RouteView />, errorElement: <RootError /> }],
    },
  ];
}

export function createShellRouter() {
  return createBrowserRouter(shellRoutes());
}
