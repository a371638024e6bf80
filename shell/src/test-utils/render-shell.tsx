import { theme } from '@arbora/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { shellRoutes } from '../app/router';

// react-router's data router builds a Request per navigation; jsdom has none. Enough of one for it.
if (typeof globalThis.Request === 'undefined') {
  class TestRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  globalThis.Request = TestRequest as unknown as typeof Request;
}

/** What a fake endpoint answers: a status and a JSON body (undefined for an empty body). */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/** A Response as far as the shell and the shared API client read it (jsdom has no fetch). */
export function fakeResponse({ status = 200, body }: FakeAnswer): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText: String(status),
    text: () => Promise.resolve(text),
    json: () => Promise.resolve(body === undefined ? null : body),
  } as Response;
}

type Handler = (url: URL, init?: RequestInit) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Installs a fetch that answers by pathname: the shell's own calls get quiet defaults (no
 * redirection, no menus, a fixed build id) that `handlers` can override.
 */
export function installFetch(handlers: Record<string, Handler> = {}) {
  const all: Record<string, Handler> = {
    '/api/v1/redirection': () => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Redirection not found' } }),
    '/api/v1/menu': () => ({ body: { data: [] } }),
    '/api/v1/cart': () => ({ status: 404, body: {} }),
    '/build-manifest.json': () => ({ body: { id: 'build-1' } }),
    ...handlers,
  };
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = all[url.pathname];
    return fakeResponse(handler ? await handler(url, init) : { status: 404 });
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** The URLs a fetch mock was called with, as URL objects. */
export const fetchedUrls = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://localhost'));

/** Renders the whole shell (frame, route view, error screens) at `path`, in a memory router. */
export function renderShell(path: string): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter(shellRoutes(), { initialEntries: [path] });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <RouterProvider router={router} />
      </ThemeProvider>
    </QueryClientProvider>,
  );
  return { ...result, router };
}

/** The current path and query of a memory router. */
export const currentUrl = (router: ReturnType<typeof createMemoryRouter>) =>
  router.state.location.pathname + router.state.location.search;
