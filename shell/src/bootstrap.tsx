import { createQueryClient } from '@arbora/shared/api';
import { AppProviders } from '@arbora/shared/platform';
import { refreshCart } from '@arbora/shared/store';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { createShellRouter } from './app/router';
import { readRemotesConfig } from './federation/remotes-config';
import { registerRemotesFromConfig } from './federation/runtime';

async function boot() {
  const element = document.getElementById('root');
  if (!element) throw new Error('no #root element');
  // Remote discovery happens at run time: no remote URL is compiled into this bundle.
  registerRemotesFromConfig(await readRemotesConfig());
  const queryClient = createQueryClient();
  createRoot(element).render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={createShellRouter()} />
    </AppProviders>,
  );
  // The server is the truth for the cart: refresh the persisted copy once the page is up.
  void refreshCart().catch(() => undefined);
}

void boot();
