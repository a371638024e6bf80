import { AsyncLocalStorage } from 'node:async_hooks';
import { Writable } from 'node:stream';
import { api, apiConfig, type ApiConfig, scopeApiConfig, STALE_TIME } from '@arbora/shared/api';
import { BusContext, createRequestBus } from '@arbora/shared/bus';
import { isHttpError } from '@arbora/shared/errors';
import {
  AppProviders,
  formActionKey,
  loadPageData,
  pageContext,
  pageStatusOf,
  type FormActionState,
  type PageHead,
  type RemotePageModule,
  type RemotesConfig,
} from '@arbora/shared/platform';
import {
  cartApi,
  createRequestStores,
  type CustomerLike,
  RequestStoresContext,
  SERVER_CART_KEY,
  type ServerCart,
} from '@arbora/shared/store';
import type { Menu } from '@arbora/shared/schemas';
import { PicturePreloadContext, type PicturePreload } from '@arbora/shared/ui';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { CLIENT_RENDER_DIGEST, InitialPageContext, type InitialPage } from '../federation/initial-page';
import { loadServerPage, serverBuildId } from '../federation/server-remotes';
import { menusQuery } from '../layouts/use-menus';
import { fromMatchedPath, matchRoute, type MatchedPath, type RouteMatch } from '../routing/match-route';
import {
  isCustomerPage,
  rendersAnonymousView,
  rendersWithSession,
  rendersWithSessionCart,
  rendersWithSessionCustomer,
  rendersWithVisitorCart,
} from '../routing/customer-pages';
import { ShellRoutes } from '../app/router';
import { serializeState, type SsrState } from '../core/ssr-state';

export interface RenderInput {
  /** Path and query of the page. */
  url: string;
  /** The route the shell server matched for `url` (matched here when absent). */
  route?: MatchedPath;
  /** The API as the server reaches it, with its version (`http://api:4000/v1`). */
  apiBaseUrl: string;
  remotes: RemotesConfig;
  /** The page's API budget: past it the page's area is rendered in the browser. */
  budgetMs: number;
  /** How long the remote's Node build may take to load. */
  remoteTimeoutMs: number;
  /** Tests: page modules without the federation runtime, and the API's fetch. */
  loadPage?: (remote: string, module: string) => Promise<RemotePageModule | null>;
  /** Tests: the build id of the remote code `loadPage` returned. */
  buildIdOf?: (remote: string) => string | undefined;
  fetch?: typeof fetch;
  /** A refused form submission (no JavaScript): the page shows its messages and values. */
  formState?: FormActionState;
  /** The visitor's cart token (cart cookie), for the pages rendered with the visitor's cart. */
  cartToken?: string | null;
  /**
   * The request carries the customer's session cookie, and `fetch` its token: a customer's account
   * page is rendered with the customer's data (issue 36), for this request only.
   */
  session?: boolean;
  /**
   * The site's menus, read and parsed once for many renders by the shell server (site-menus.ts):
   * the render seeds its menus query with them instead of asking the API. Absent, it asks.
   */
  menus?: readonly Menu[];
  /**
   * The session's `Bearer …` header, for a render thread (render-worker.cjs), whose own fetch must
   * carry it: a function (`fetch`) cannot cross threads. Unused in the server's own thread.
   */
  authorization?: string;
}

export interface RenderResult {
  status: number;
  /** The inner HTML of #root. */
  html: string;
  /** styled-components' style elements for the head. */
  styles: string;
  state: SsrState;
  /** `state`, serialized for a script element. */
  stateJson: string;
  /**
   * The page's own head (`pageHead`), when it exports one and its data came in time: the page's only
   * head and JSON-LD (the shell server completes it with the route table's defaults).
   */
  head: PageHead | null;
  /** Whether the remote page itself was server-rendered. */
  pageRendered: boolean;
  /** The render deadline cut the render: what still waited went out as its fallback (a skeleton). */
  timedOut: boolean;
  /**
   * The preloads of the page's largest picture (its first `<Picture priority>`: one, or one per
   * crop), with the `srcset` and `sizes` the page gave it.
   */
  preloads: PicturePreload[];
}

// Each request's API config: the module-level one stays the browser's (per-request isolation).
const requestApi = new AsyncLocalStorage<ApiConfig>();
let scoped = false;

function safeMatch(pathname: string): RouteMatch | null {
  try {
    return matchRoute(pathname);
  } catch {
    return null;
  }
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | 'late'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

/** A QueryClient for one request: no retry (the budget is short), no toasts (no one to see them). */
export function createServerQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: STALE_TIME.page } } });
}

function renderToString(element: ReactNode, deadlineMs: number): Promise<{ markup: string; timedOut: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let ready = false;
    let timedOut = false;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(Buffer.from(chunk));
        callback();
      },
      final(callback) {
        resolve({ markup: Buffer.concat(chunks).toString('utf8'), timedOut });
        callback();
      },
    });
    const stream = renderToPipeableStream(element, {
      // Everything is ready (the page's data was loaded first): one piece, styles known.
      onAllReady: () => {
        ready = true;
        stream.pipe(sink);
      },
      // Never outline a finished boundary: that needs an inline script, which the CSP refuses.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      onShellError: reject,
      onError(error) {
        const digest = (error as { digest?: unknown })?.digest;
        if (digest === CLIENT_RENDER_DIGEST) return digest;
        // A page that is not server-safe, or whose data failed: its area renders in the browser.
        console.warn('[shell server] part of the page is rendered in the browser:', (error as Error)?.message);
        return undefined;
      },
    });
    // Past the deadline, what still waits is sent as its fallback and finished in the browser.
    setTimeout(() => {
      if (ready) return;
      timedOut = true;
      stream.abort(new Error('render deadline'));
    }, deadlineMs).unref();
  });
}

/**
 * The visitor's cart as the cart cookie names it: none without a token, nor when the API refuses it
 * (another customer's, gone) or is late; the page then shows an empty cart until the browser knows better.
 */
async function visitorCart(token: string | null, budgetMs: number): Promise<ServerCart> {
  if (!token) return { token: null, cart: null };
  const response = await within(
    cartApi.get(token).catch(() => null),
    budgetMs,
  );
  return response && response !== 'late' ? { token: response.token, cart: response.cart } : { token: null, cart: null };
}

/**
 * The customer of the session the request carries (GET /me with its token), or null: none, refused
 * or late. Null renders the anonymous view (a skeleton the browser fills), never another's data.
 */
async function sessionCustomer(budgetMs: number): Promise<CustomerLike | null> {
  const customer = await within(
    api.get<CustomerLike>('/me').catch(() => null),
    budgetMs,
  );
  return customer && customer !== 'late' && typeof customer.id === 'number' ? customer : null;
}

/** The page module to render and what happened to its data. */
async function preparePage(
  input: RenderInput,
  match: RouteMatch | null,
  pathname: string,
  search: string,
  queryClient: QueryClient,
  /** The customer's session is known: their account pages are rendered with their data. */
  withSession: boolean,
): Promise<{ initial: InitialPage | null; head: PageHead | null; status: number }> {
  if (!match) return { initial: null, head: null, status: 404 };
  if (match.kind !== 'page') return { initial: null, head: null, status: 404 };
  const { route, params } = match;
  const base = { pathname, remote: route.remote, module: route.module };
  // The server renders the anonymous view: a customer's pages get the shell and a skeleton (the
  // cart excepted, rendered with the visitor's cart; and the account pages of a known session).
  const withVisitorData = rendersWithVisitorCart(route) || (withSession && rendersWithSession(route));
  const anonymousView = !withSession && rendersAnonymousView(route);
  if (isCustomerPage(route) && !withVisitorData && !anonymousView) return { initial: null, head: null, status: 200 };
  const remote = input.remotes.remotes.find((candidate) => candidate.name === route.remote);
  const page = remote
    ? await (input.loadPage
        ? input.loadPage(route.remote, route.module)
        : loadServerPage(remote, route.module, input.remoteTimeoutMs))
    : null;
  if (!page) return { initial: base, head: null, status: 200 };
  // Read as soon as the module is loaded: the code this page is rendered with.
  const buildId = (input.buildIdOf ?? (input.loadPage ? () => undefined : serverBuildId))(route.remote);
  const ctx = pageContext(pathname, search, match.plasticLine);
  try {
    // The API budget is the page's data alone: loading the remote has its own timeout.
    const data = anonymousView ? [] : await within(loadPageData(queryClient, page, params, ctx), input.budgetMs);
    if (data === 'late') {
      await queryClient.cancelQueries();
      return { initial: base, head: null, status: 200 };
    }
    return {
      initial: { ...base, page, ...(buildId ? { buildId } : {}) },
      head: page.pageHead?.(data, params, ctx) ?? null,
      // A page's own status (a refused GET form's 400).
      status: pageStatusOf(page, data, params, ctx),
    };
  } catch (error) {
    // 400: the API refused the page's parameters (a page number past its bound): no such page.
    if (isHttpError(error) && (error.status === 404 || error.status === 400)) {
      const message = error.status === 404 ? error.message : `Page Not Found ${pathname}`;
      return { initial: { ...base, httpError: { status: 404, message } }, head: null, status: 404 };
    }
    // Another failure: the browser asks again and shows the page's own error handling.
    return { initial: base, head: null, status: 200 };
  }
}

async function renderInScope(input: RenderInput): Promise<RenderResult> {
  const url = new URL(input.url, 'http://shell.local');
  const match = input.route ? fromMatchedPath(input.route, url.pathname) : safeMatch(url.pathname);
  const queryClient = createServerQueryClient();
  // Read by the page's form (useFormActionState), and by its hydration through the dehydrated cache.
  if (input.formState) queryClient.setQueryData(formActionKey(url.pathname), input.formState);
  // The customer of the session cookie, for their own pages and the cart only (never cached: page.ts).
  const customer =
    input.session && match?.kind === 'page' && rendersWithSessionCustomer(match.route)
      ? await sessionCustomer(input.budgetMs)
      : null;
  const session = customer ? { customer, isPro: Boolean(customer.isPro) } : undefined;
  // The visitor's view (anonymous, or this customer's), this request's own; from the first request
  // on, the module's stores and bus (federation singletons) refuse writes: they stay the browser's.
  const stores = createRequestStores(session);
  const bus = createRequestBus();
  // The menus the server read for many renders (data shared, never changed), else this render's read.
  if (input.menus) queryClient.setQueryData(menusQuery().queryKey, input.menus as Menu[]);
  const menus = input.menus ? null : within(queryClient.prefetchQuery(menusQuery()), input.budgetMs);
  // The cart page's cart, and the delivery step's for a known session.
  const withCart =
    match?.kind === 'page' &&
    (rendersWithVisitorCart(match.route) || (Boolean(session) && rendersWithSessionCart(match.route)));
  if (withCart) queryClient.setQueryData(SERVER_CART_KEY, await visitorCart(input.cartToken ?? null, input.budgetMs));
  const prepared = await preparePage(input, match, url.pathname, url.search, queryClient, Boolean(session));
  await menus;

  const render = async (initial: InitialPage | null) => {
    const sheet = new ServerStyleSheet();
    // The first priority picture rendered is the page's largest paint: the one preloaded.
    let preloads: PicturePreload[] = [];
    const report = (asked: PicturePreload[]) => {
      if (!preloads.length) preloads = asked;
    };
    try {
      const { markup, timedOut } = await renderToString(
        <StyleSheetManager sheet={sheet.instance}>
          <PicturePreloadContext value={report}>
            <InitialPageContext value={{ initial, server: true }}>
              <RequestStoresContext value={stores}>
                <BusContext value={bus}>
                  <AppProviders queryClient={queryClient}>
                    <StaticRouter location={url.pathname + url.search}>
                      <ShellRoutes />
                    </StaticRouter>
                  </AppProviders>
                </BusContext>
              </RequestStoresContext>
            </InitialPageContext>
          </PicturePreloadContext>
        </StyleSheetManager>,
        Math.max(input.budgetMs, 200),
      );
      return { markup, timedOut, styles: sheet.getStyleTags(), preloads };
    } finally {
      sheet.seal();
    }
  };
  try {
    let { initial } = prepared;
    let rendered: { markup: string; timedOut: boolean; styles: string; preloads: PicturePreload[] };
    try {
      rendered = await render(initial);
    } catch (error) {
      // The page itself threw (the document's shell has no boundary around a loaded page, so its
      // area hydrates with the rest): the document again, the area left to the browser.
      if (!initial?.page) throw error;
      console.warn('[shell server] the page is rendered in the browser:', (error as Error)?.message);
      initial = { pathname: initial.pathname, remote: initial.remote, module: initial.module };
      rendered = await render(initial);
    }
    const html = rendered.markup;
    const state: SsrState = {
      // The browser's session store starts from it: its first render is the server's (no flash).
      ...(session ? { session } : {}),
      // Dehydrated after the render: queries the render itself fetched are included.
      queries: dehydrate(queryClient),
      page: initial
        ? {
            pathname: initial.pathname,
            remote: initial.remote,
            module: initial.module,
            rendered: Boolean(initial.page),
            ...(initial.page && initial.buildId ? { buildId: initial.buildId } : {}),
            ...(initial.httpError ? { httpError: initial.httpError } : {}),
          }
        : null,
    };
    return {
      status: prepared.status,
      html,
      styles: rendered.styles,
      head: prepared.head,
      pageRendered: Boolean(initial?.page),
      timedOut: rendered.timedOut,
      preloads: rendered.preloads,
      state,
      stateJson: serializeState(state),
    };
  } finally {
    queryClient.clear();
  }
}

/** Runs `work` with the shared API client pointed at `apiBaseUrl` for this request only. */
export function withRequestApi<T>(apiBaseUrl: string, fetcher: typeof fetch | undefined, work: () => Promise<T>) {
  if (!scoped) {
    scopeApiConfig(() => requestApi.getStore());
    scoped = true;
  }
  const config: ApiConfig = { ...apiConfig(), baseUrl: apiBaseUrl, fetch: fetcher ?? globalThis.fetch };
  return requestApi.run(config, work);
}

/** Renders one page of the site for an anonymous visitor. */
export function renderRoute(input: RenderInput): Promise<RenderResult> {
  return withRequestApi(input.apiBaseUrl, input.fetch, () => renderInScope(input));
}
