import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes, useLocation, useParams } from 'react-router';
import { createQueryClient } from '@arbora/shared/api';
import { isPlasticLinePath } from '@arbora/shared/routes';
import { AppProviders, pageContext, PageRouteProvider } from '@arbora/shared/platform';

/** Gives a standalone page the route parameters the shell would give it (`*` becomes `splat`). */
function StandaloneRoute({ Page }: { Page: ComponentType }) {
  const { '*': splat, ...named } = useParams();
  const { pathname, search } = useLocation();
  const params = splat === undefined ? named : { ...named, splat };
  return (
    <PageRouteProvider params={params} ctx={pageContext(pathname, search, isPlasticLinePath(pathname))}>
      <Page />
    </PageRouteProvider>
  );
}

/**
 * A remote's own page for development without the shell: its pages under the site's providers.
 * Each remote's bootstrap calls this; the shell never does. Declarative routing, as the shell's
 * (no data router: docs/remote-team-guide.md), so a page behaves here as it will in the site.
 */
export function mountStandalone(pages: Record<string, ComponentType>, element = document.getElementById('root')) {
  if (!element) throw new Error('mountStandalone: no #root element');
  createRoot(element).render(
    <AppProviders queryClient={createQueryClient()}>
      <BrowserRouter>
        <Routes>
          {Object.entries(pages).map(([path, Page]) => (
            <Route key={path} path={path} element={<StandaloneRoute Page={Page} />} />
          ))}
        </Routes>
      </BrowserRouter>
    </AppProviders>,
  );
}
