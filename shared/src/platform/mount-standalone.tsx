import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../api';
import { AppProviders } from './app-providers';

/**
 * A remote's own page for development without the shell: its pages under the site's providers.
 * Each remote's bootstrap calls this; the shell never does.
 */
export function mountStandalone(pages: Record<string, ComponentType>, element = document.getElementById('root')) {
  if (!element) throw new Error('mountStandalone: no #root element');
  const router = createBrowserRouter(Object.entries(pages).map(([path, Page]) => ({ path, element: <Page /> })));
  createRoot(element).render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
}
