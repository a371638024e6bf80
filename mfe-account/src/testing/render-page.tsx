import { bus, type ToastRequest } from '@arbora/shared/bus';
import { theme } from '@arbora/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';

/** Renders a page like the shell does: a fresh QueryClient (no retries), theme, router. */
export function renderPage(page: ReactElement, { route = '/' }: { route?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[route]}>{page}</MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

/** Records the toasts the shared bus is asked to show (the shell's toast host is not mounted). */
export function recordToasts() {
  const toasts: ToastRequest[] = [];
  const stop = bus.on('toast:show', (toast) => toasts.push(toast));
  return { toasts, stop };
}
