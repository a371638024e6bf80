import { theme } from '@arbora/shared/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderResult } from '@testing-library/react';
import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createMemoryHistory, type Location } from 'react-router';
import { ThemeProvider } from 'styled-components';
import { reachInteractive } from '../core/after-interactive';
import { ShellRoutes } from '../app/router';

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

/** The test's handle on the shell's router: where it is, and a navigation as a `<Link>` makes one. */
export interface TestRouter {
  navigate(to: string): void;
  readonly state: { readonly location: Location };
}

type MemoryHistory = ReturnType<typeof UNSAFE_createMemoryHistory>;

/** `<BrowserRouter>` as the shell's bootstrap renders it (declarative mode, updates in a transition), in memory. */
function MemoryHistoryRouter({ history, children }: { history: MemoryHistory; children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <Router location={state.location} navigationType={state.action} navigator={history}>
      {children}
    </Router>
  );
}

/** Renders `ui` under a memory router at `path`, as the shell's browser router would (declarative mode). */
export function renderWithRouter(path: string, ui: ReactNode): RenderResult & { router: TestRouter } {
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const router: TestRouter = {
    navigate: (to) => history.push(to),
    get state() {
      return { location: history.location };
    },
  };
  return { ...render(<MemoryHistoryRouter history={history}>{ui}</MemoryHistoryRouter>), router };
}

/**
 * Renders the whole shell (frame, route view, error screens) at `path`, in a memory router. The
 * page counts as interactive (the bootstrap's InteractiveMark): what waits for it starts at once.
 */
export function renderShell(path: string): RenderResult & { router: TestRouter } {
  reachInteractive();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return renderWithRouter(
    path,
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <ShellRoutes />
      </ThemeProvider>
    </QueryClientProvider>,
  );
}

/** The current path and query of the shell's router. */
export const currentUrl = (router: TestRouter) => router.state.location.pathname + router.state.location.search;
