import { createBrowserRouter, useRouteError } from 'react-router';
import { ErrorScreen } from '../errors/error-screen';
import { SiteLayout } from '../layouts/site-layout';
import { RouteView } from './route-view';
import { ShellFrame } from './shell-frame';

function RootError() {
  const error = useRouteError();
  console.error('[shell] unexpected error', error);
  return (
    <SiteLayout layout="default">
      <ErrorScreen status={500} />
    </SiteLayout>
  );
}

/** One splat route: the shell's own table (routing/route-table.ts) decides everything below it. */
export function createShellRouter() {
  return createBrowserRouter([
    {
      element: <ShellFrame />,
      errorElement: <RootError />,
      children: [{ path: '*', element: <RouteView /> }],
    },
  ]);
}
