import { queriesOf, usePageRoute, type PageHeadLink, type RemotePageModule } from '@arbora/shared/platform';
import { useQueryClient, useQueryErrorResetBoundary } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState, type ComponentType } from 'react';
import { withSiteName } from '../routing/document-title';
import { absolutePageLinks, syncPageLinks } from '../core/page-links';
import { ChunkErrorReload } from '../build/chunk-error-reload';
import { ErrorScreen } from '../errors/error-screen';
import { ClientRenderOnly, useInitialPage, useServerRender } from './initial-page';
import { RemoteBoundary } from './remote-boundary';
import { RemoteUnavailable, ServerOnlyNotice } from './remote-unavailable';
import { PageSkeleton } from './page-skeleton';
import { loadRemotePage } from './runtime';

interface RemotePageProps {
  remote: string;
  module: string;
}

/** Server only: the remote is not loaded, so its area goes to the browser (Suspense fallback). */
function RenderInBrowser({ remote }: { remote: string }): never {
  throw new ClientRenderOnly(`remote ${remote}`);
}

/**
 * The document title and link tags (`rel=prev/next`) from the page's own `pageHead` once its data is
 * there (client navigation; the server wrote the first ones). The route's title from the catalogue
 * stands until then (RouteView); a page's links leave with it.
 */
function PageHeadSync({ page }: { page: RemotePageModule }) {
  const { params, ctx } = usePageRoute();
  const queryClient = useQueryClient();
  const data = queriesOf(page, params, ctx).map((query) => queryClient.getQueryData(query.queryKey));
  const head = page.pageHead && data.every((value) => value !== undefined) ? page.pageHead(data, params, ctx) : null;
  const title = head?.title;
  const links = JSON.stringify(head?.links ?? []);
  useEffect(() => {
    // A title that already ends with it stays: a refused form's « Erreur : … » (the server's).
    if (title && !document.title.endsWith(withSiteName(title))) document.title = withSiteName(title);
  }, [title]);
  useEffect(() => {
    syncPageLinks(document.head, absolutePageLinks(JSON.parse(links) as PageHeadLink[], window.location.origin));
    return () => syncPageLinks(document.head, []);
  }, [links]);
  return null;
}

const withHead = new WeakMap<RemotePageModule, ComponentType>();

/** The page's component followed by its head sync; one component per module (stable identity). */
function pageWithHead(page: RemotePageModule): ComponentType {
  let component = withHead.get(page);
  if (!component) {
    const Page = page.default;
    component = function PageAndHead() {
      return (
        <>
          <Page />
          <PageHeadSync page={page} />
        </>
      );
    };
    withHead.set(page, component);
  }
  return component;
}

/**
 * Mounts `remote/module` with fault isolation: Suspense while loading, an error boundary that
 * shows a French fallback with « Réessayer », and a new lazy component per attempt (React.lazy
 * caches a failed import, so retrying the same one would fail forever).
 */
export function RemotePage({ remote, module }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const { reset } = useQueryErrorResetBoundary();
  const server = useServerRender();
  // The page the server rendered is already loaded (both sides): rendered as is, no lazy fallback.
  const { pathname } = usePageRoute().ctx;
  const initial = useInitialPage(remote, module, pathname);
  // Kept while the view stays (route `viewKey`): a filter change must not swap in a lazy copy.
  const [firstPage] = useState(() => initial?.page);
  const ready = attempt === 0 && firstPage ? pageWithHead(firstPage) : undefined;
  const Page = useMemo<ComponentType>(
    () =>
      ready ??
      (server
        ? () => <RenderInBrowser remote={remote} />
        : lazy(async () => ({ default: pageWithHead(await loadRemotePage(remote, module, attempt)) }))),
    [ready, server, remote, module, attempt],
  );
  // The area a remote renders, marked for tests and ops tooling (present once its page is).
  const area = (
    <div data-remote={remote}>
      <Page />
    </div>
  );
  if (attempt === 0 && initial?.httpError) {
    return <ErrorScreen status={initial.httpError.status} />;
  }
  if (attempt === 0 && !firstPage && initial?.serverHtml !== undefined) {
    // The browser could not load the remote's files: the server's HTML stays (hydrated as is, React
    // leaves inner HTML alone), readable, its links and forms working without the page's code.
    return (
      <>
        <ServerOnlyNotice remote={remote} />
        <div data-remote={remote} dangerouslySetInnerHTML={{ __html: initial.serverHtml }} />
      </>
    );
  }
  return (
    <RemoteBoundary
      key={`${remote}/${module}#${attempt}`}
      remote={remote}
      resetKey={pathname}
      onRetry={() => {
        reset();
        setAttempt((n) => n + 1);
      }}
      httpError={(error) => <ErrorScreen status={error.status} />}
      fallback={(error, retry) => (
        <ChunkErrorReload error={error}>
          <RemoteUnavailable remote={remote} onRetry={retry} />
        </ChunkErrorReload>
      )}
    >
      {ready ? (
        // The server-rendered page hydrates with the rest of the document, in one pass: inside a
        // Suspense boundary it would hydrate after the root's commit, and a checkbox clicked in
        // between would change with no onChange (React starts tracking its value once it is checked).
        area
      ) : (
        <Suspense fallback={<PageSkeleton />}>{area}</Suspense>
      )}
    </RemoteBoundary>
  );
}
