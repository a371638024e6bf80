import path from 'node:path';
import { refusedFormTitle } from '@arbora/shared/messages';
import { FORM_TOKEN_PLACEHOLDER, type FormActionState, type RemotesConfig } from '@arbora/shared/platform';
import { normalizeTrailingSlash } from '@arbora/shared/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchedPath, matchRoute, type RouteMatch } from '../src/routing/match-route';
import { setSiteCookies } from './cookies';
import type { ShellEnv } from './env';
import { formToken, withFormToken } from './form-actions/token';
import { buildHead } from './head';
import {
  imageLinkHeader,
  readIndexHtml,
  renderPage,
  withRemotesConfig,
  type LinkHint,
  type PageHead,
  type ServerRender,
} from './html';
import {
  isImpossiblePath,
  isPageAreaMissing,
  isPastLastPage,
  RETRY_AFTER_SECONDS,
  withinRenderBound,
} from './page-outcome';
import { createHtmlCache, type CachedPage, type RenderOutcome, type SharedPageStore } from './html-cache';
import { etagMatches, htmlCacheControl, htmlEtag, type HtmlAudience } from './page-caching';
import type { LoadGauge } from './load-shedding';
import { headFromPage } from './page-head';
import { pictureHints } from './picture-preloads';
import { firstPageLocation } from '../src/routing/first-page';
import { findRedirection, mayHaveRedirection, type RedirectAnswer } from './redirects';
import { remoteHints, resolvedRemotes } from './remote-assets';
import { loadRenderer, type RenderResult } from './renderer';
import { remotesConfig } from './remotes';
import { assignmentKey, canaryAssignment } from './remote-canary';
import { currentAssignment, withAssignment } from './remote-assignment';
import { requestFetch } from './request-fetch';
import { shellHints } from './shell-assets';
import { shellOnlyBody } from './shell-only-body';
import { singleFlight } from './single-flight';
import { siteMenus } from './site-menus';
import { rendersForVisitor, visitorOf, withBearer, type Visitor } from './visitor';
import { isCustomerPage, isGuarded } from '../src/routing/customer-pages';
import { loginRedirect } from '../src/routing/middleware';

/** A malformed escape (`/p-%E0`) makes the route matcher throw: no page has such a path. */
function safeMatch(pathname: string): RouteMatch {
  try {
    return matchRoute(pathname);
  } catch {
    return { kind: 'not-found', status: 404, message: `Page not found ${pathname}`, plasticLine: false };
  }
}

function sendRedirect(reply: FastifyReply, rule: RedirectAnswer) {
  // A CMS rule can be edited: a 301 the browser keeps forever could never be taken back.
  return reply
    .header('Cache-Control', rule.status === 301 ? 'public, max-age=3600' : 'no-cache')
    .redirect(rule.location, rule.status);
}

async function routeHints(config: RemotesConfig, match: RouteMatch, publicUrl: string): Promise<LinkHint[]> {
  if (match.kind !== 'page') return [];
  const remote = config.remotes.find((candidate) => candidate.name === match.route.remote);
  return remote ? remoteHints(remote.entry, match.route.module, publicUrl) : [];
}

/**
 * The page rendered by the shell's renderer; 'off' when nothing is rendered on the server (`SSR=off`,
 * or a shell built without the renderer); null when the renderer failed or went past its bound.
 */
async function serverRender(
  env: ShellEnv,
  config: RemotesConfig,
  url: string,
  match: RouteMatch,
  fetcher: typeof fetch,
  formState?: FormActionState,
  visitor?: Visitor,
): Promise<RenderResult | 'off' | null> {
  if (env.SSR !== 'on') return 'off';
  const renderer = loadRenderer(env.SHELL_DIST);
  if (!renderer) return 'off';
  // The same for every page and visitor: read once for many renders (site-menus.ts).
  const menus = siteMenus(env.API_URL);
  try {
    return await withinRenderBound(
      env,
      renderer.renderRoute({
        url,
        route: matchedPath(match),
        apiBaseUrl: `${env.API_URL.replace(/\/+$/, '')}/v1`,
        remotes: config,
        budgetMs: env.PAGE_API_TIMEOUT_MS,
        remoteTimeoutMs: env.SSR_REMOTE_TIMEOUT_MS,
        fetch: fetcher,
        ...(menus ? { menus } : {}),
        ...(formState ? { formState } : {}),
        ...(visitor ? { cartToken: visitor.cartToken } : {}),
        // The render's API calls carry the session cookie's token (`fetcher`): this request's only.
        ...(visitor?.bearer ? { session: true, authorization: visitor.bearer } : {}),
      }),
    );
  } catch (error) {
    // Never a 500 because of the renderer: the page is owed (page-outcome.ts).
    console.error('[shell server] server rendering failed', error);
    return null;
  }
}

type Answer =
  | { kind: 'redirect'; rule: RedirectAnswer }
  /** The one URL of the page (without a trailing slash, without `-p--1`): a 301. */
  | { kind: 'moved'; target: string }
  | ({
      kind: 'page';
      cacheable: boolean;
      /** The page's area could not be rendered: a 503, unless the last good page can go instead. */
      unavailable: boolean;
      /** A customer's page (account, cart, order): this browser's only, with the site's cookies. */
      personal: boolean;
    } & CachedPage);

/**
 * The answer for one path: redirections (trailing slash, per-path rules), then the page with the
 * status and head the route table and the page itself give: its remote's `pageQueries` loaded by
 * the renderer are the only data read (a query's `NotFoundError` is the 404), its `pageHead` the
 * only head and JSON-LD, its first priority picture the preloaded one. Past the budget, or not
 * rendered, the page goes out with the route table's head.
 */
export async function buildAnswer(
  env: ShellEnv,
  url: URL,
  formState?: FormActionState,
  /** A page rendered with the visitor's data (visitor.ts): its cart and session, never cached. */
  visitor?: Visitor,
): Promise<Answer> {
  const slashTarget = normalizeTrailingSlash(url.pathname + url.search);
  const pathname = slashTarget ? new URL(slashTarget, 'http://shell.local').pathname : url.pathname;
  const match = safeMatch(pathname);
  const abort = new AbortController();
  const signal = AbortSignal.any([abort.signal, AbortSignal.timeout(env.PAGE_API_TIMEOUT_MS)]);
  const rule = mayHaveRedirection(match)
    ? findRedirection(env.API_URL, url.pathname, url.search, signal)
    : Promise.resolve(null);

  // `/blog/-p--1/` goes to `/blog` in one hop.
  const movedTarget = firstPageLocation(match, pathname, url.search) ?? slashTarget;
  if (movedTarget) {
    // A legacy `/faq/` rule goes straight to its target, in one hop.
    const found = await rule;
    return found ? { kind: 'redirect', rule: found } : { kind: 'moved', target: movedTarget };
  }

  const config = remotesConfig(env);
  // The page's queries share one request's reads (the same resource asked for once). They last as
  // long as the renderer may wait (its remote, then its data).
  const fetcher = withBearer(
    requestFetch(
      AbortSignal.any([abort.signal, AbortSignal.timeout(env.PAGE_API_TIMEOUT_MS + env.SSR_REMOTE_TIMEOUT_MS)]),
    ),
    visitor?.bearer ?? null,
  );
  const hints = env.PRELOAD_HINTS === 'on' ? routeHints(config, match, env.PUBLIC_URL) : Promise.resolve([]);
  const rendering = serverRender(env, config, pathname + url.search, match, fetcher, formState, visitor);
  const inlined = resolvedRemotes(config, env.PUBLIC_URL, match.kind === 'page' ? match.route.remote : undefined);
  const redirect = await rule;
  if (redirect) {
    abort.abort();
    return { kind: 'redirect', rule: redirect };
  }
  const outcome = await rendering;
  const rendered = outcome === 'off' ? null : outcome;
  const notFound = match.kind === 'not-found' || rendered?.status === 404 || isPastLastPage(rendered?.state.queries);
  const unavailable = !notFound && isPageAreaMissing({ ssr: outcome !== 'off', match, rendered });
  // The page refused its query string (its `pageStatus`): rendered with its messages, as a 400.
  const refused = !notFound && !unavailable && rendered?.status === 400;
  const status = notFound ? 404 : unavailable ? 503 : refused ? 400 : 200;
  const shellHead = buildHead({ publicUrl: env.PUBLIC_URL, match, pathname, status });
  // Not indexed while it cannot be rendered on the server (the browser still renders it).
  if (unavailable) shellHead.robots = 'noindex';
  // The page's own head (its `pageHead` export) when it gave one; else the route table's.
  const head =
    rendered?.head && (status === 200 || refused)
      ? headFromPage(rendered.head, shellHead, env.PUBLIC_URL, pathname)
      : shellHead;
  // A refused form sent again (form-actions), or a GET form's refused values: not a page to index.
  if ((formState || refused) && head.title) {
    head.title = refusedFormTitle(head.title);
    head.robots = 'noindex';
  }
  if (env.PRELOAD_HINTS === 'on') {
    // The shell boots on every page (a 404 too); the route's remote and hero only on a page.
    const own = shellHints(env.SHELL_DIST);
    // The picture the render found largest (its first `<Picture priority>`), by width as the page shows it.
    // It goes first: the preload scanner asks in document order, and on HTTP/1.1 the first requests
    // get the host's connections; scripts only hydrate what the HTML already shows.
    const hero = pictureHints(rendered?.preloads ?? []);
    head.hints = status === 200 || refused ? [...hero, ...own, ...(await hints)] : own;
  }
  const ssr: ServerRender | undefined = rendered
    ? { html: rendered.html, styles: rendered.styles, state: rendered.stateJson }
    : undefined;
  const html = renderPage(readIndexHtml(path.join(env.SHELL_DIST, 'index.html')), await inlined, head, ssr);
  // Only a complete server render is worth keeping: a page its remote could not render is not.
  const link = imageLinkHeader(head.hints ?? []);
  const page: CachedPage = { status, html, ...(link ? { link } : {}) };
  return {
    kind: 'page',
    ...page,
    etag: htmlEtag(page),
    cacheable: !visitor && ((status === 200 && Boolean(rendered?.pageRendered)) || status === 404),
    unavailable,
    personal: match.kind === 'page' && isCustomerPage(match.route),
  };
}

/** The shell alone (the browser renders the page), with nothing asked of the API or the renderer. */
async function shellOnlyAnswer(env: ShellEnv, status: 404 | 503, head: PageHead): Promise<Answer> {
  if (env.PRELOAD_HINTS === 'on') head.hints = shellHints(env.SHELL_DIST);
  const remotes = await resolvedRemotes(remotesConfig(env), env.PUBLIC_URL, undefined);
  const html = renderPage(readIndexHtml(path.join(env.SHELL_DIST, 'index.html')), remotes, head, undefined, {
    body: shellOnlyBody(status),
  });
  const page: CachedPage = { status, html };
  return {
    kind: 'page',
    ...page,
    etag: htmlEtag(page),
    cacheable: false,
    unavailable: status === 503,
    personal: false,
  };
}

/** A path no page can have (page-outcome.ts): the shell's 404. */
function impossiblePathAnswer(env: ShellEnv): Promise<Answer> {
  const match: RouteMatch = { kind: 'not-found', status: 404, message: 'Page not found', plasticLine: false };
  const head = buildHead({ publicUrl: env.PUBLIC_URL, match, pathname: '/', status: 404 });
  delete head.canonical;
  return shellOnlyAnswer(env, 404, head);
}

/** A page not rendered because the server sheds load (load-shedding.ts): a 503 unless its last good HTML can go. */
function sheddedAnswer(env: ShellEnv, url: URL): Promise<Answer> {
  const match = safeMatch(url.pathname);
  const head = buildHead({ publicUrl: env.PUBLIC_URL, match, pathname: url.pathname, status: 200 });
  head.robots = 'noindex';
  return shellOnlyAnswer(env, 503, head);
}

/** What a render leaves in the HTML cache: the page, nothing (forget the path), or the last good page kept. */
function cacheOutcome(answer: Answer): RenderOutcome {
  if (answer.kind !== 'page') return null;
  if (answer.unavailable) return undefined;
  const { status, html, link, etag } = answer;
  return answer.cacheable ? { status, html, ...(link ? { link } : {}), ...(etag ? { etag } : {}) } : null;
}

type Source = 'hit' | 'miss' | 'stale';

/** How far the answer may be kept (page-caching.ts). */
function audienceOf(answer: { unavailable: boolean }, from: Source, personal: boolean): HtmlAudience {
  if (answer.unavailable) return 'unavailable';
  if (from === 'stale') return 'stale';
  return personal ? 'personal' : 'public';
}

/**
 * The login page with this path as its target, for a guarded route asked (GET, or a form's POST:
 * form-actions/register.ts) without a session cookie.
 */
export function loginTargetWithoutSession(url: URL, request: FastifyRequest): string | null {
  const match = safeMatch(url.pathname);
  if (match.kind !== 'page' || !isGuarded(match.route) || visitorOf(request).bearer) return null;
  return loginRedirect(url.pathname, url.search);
}

/**
 * Every navigation that is not a file. The server-rendered pages of anonymous visitors (everyone:
 * the server never renders a session) are reused for SSR_CACHE_SECONDS and revalidated in the
 * background (html-cache.ts), and concurrent renders of one page are shared (single-flight). A
 * public page goes out the same to everybody: no cookie, `Cache-Control: public` and an ETag. A
 * page whose area could not be rendered, or not rendered because `load` says the server is too
 * busy, goes out as its last good HTML (`X-Page-Cache: stale`), else a 503.
 */
export function pageHandler(
  env: ShellEnv,
  load: Pick<LoadGauge, 'overloaded'> = { overloaded: () => false },
  sharedPages?: SharedPageStore,
) {
  const secureSite = env.PUBLIC_URL.startsWith('https:');
  const cache = createHtmlCache({ ttlMs: env.SSR_CACHE_SECONDS * 1000, shared: sharedPages });
  // With the cache off, every request renders (the bench's "no cache" measures renders).
  const shared = env.SSR_CACHE_SECONDS > 0 ? singleFlight<Answer>() : null;
  const policy = {
    sMaxAgeSeconds: env.HTML_S_MAXAGE_SECONDS,
    staleWhileRevalidateSeconds: env.HTML_STALE_WHILE_REVALIDATE_SECONDS,
  };

  async function answerFor(url: URL): Promise<{ answer: Answer; from: Source }> {
    // Visitors on different canary versions never share a page (remote-canary.ts).
    const key = url.pathname + url.search + assignmentKey(env);
    let uncached: Answer | null = null;
    const render = () => {
      // Too busy: no render, not even a background one (the last good HTML stays).
      if (load.overloaded()) return sheddedAnswer(env, url);
      return shared ? shared(key, () => buildAnswer(env, url)) : buildAnswer(env, url);
    };
    // A page is kept with the remotes it was rendered from: a repointed remote shows at once.
    const variant = JSON.stringify(remotesConfig(env).remotes);
    const { page, hit } = await cache.get(
      key,
      async () => {
        const answer = await render();
        uncached = answer;
        return cacheOutcome(answer);
      },
      variant,
    );
    const cached = (from: CachedPage): Answer => ({
      kind: 'page',
      cacheable: true,
      unavailable: false,
      personal: false,
      ...from,
    });
    const answer: Answer = uncached ?? cached(page!);
    if (answer.kind !== 'page' || !answer.unavailable) return { answer, from: hit ? 'hit' : 'miss' };
    const last = await cache.lastGood(key);
    if (!last) return { answer, from: 'miss' };
    return { answer: cached(await withCurrentRemotes(last, url)), from: 'stale' };
  }

  /**
   * The last good HTML names the remotes it was rendered with; a repoint or a rollback since must
   * win (the CSP allows only today's). It goes out with today's config: the build ids it names then
   * differ from the render's, and the browser renders the page with today's code instead of
   * hydrating it (src/federation/build-id.ts).
   */
  async function withCurrentRemotes(last: CachedPage, url: URL): Promise<CachedPage> {
    const match = safeMatch(url.pathname);
    const route = match.kind === 'page' ? match.route.remote : undefined;
    const remotes = await resolvedRemotes(remotesConfig(env), env.PUBLIC_URL, route);
    const { etag: _old, ...page } = { ...last, html: withRemotesConfig(last.html, remotes) };
    return { ...page, etag: htmlEtag(page) };
  }

  // The whole answer sees the visitor's canary versions, if any (remote-assignment.ts).
  return function servePage(request: FastifyRequest, reply: FastifyReply) {
    return withAssignment(canaryAssignment(env, request, reply, secureSite), () => answerPage(request, reply));
  };

  async function answerPage(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    }
    const impossible = isImpossiblePath(request.url);
    const url = new URL(impossible ? '/' : request.url, 'http://shell.local');
    if (path.extname(url.pathname) && !url.pathname.endsWith('.html')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    // A route that needs login, asked without a session: the login page, before any HTML (SPEC 2.1).
    const guardTarget = impossible ? null : loginTargetWithoutSession(url, request);
    if (guardTarget) return reply.header('Cache-Control', 'no-store').redirect(guardTarget, 302);
    // A page rendered with the visitor's cookies (the cart, a customer's account pages with the
    // session cookie) is this visitor's: no cache, no sharing.
    const cookies = visitorOf(request);
    const visitor = !impossible && rendersForVisitor(url.pathname, cookies) ? cookies : undefined;
    const { answer, from } = impossible
      ? { answer: await impossiblePathAnswer(env), from: 'miss' as const }
      : visitor
        ? { answer: await buildAnswer(env, url, undefined, visitor), from: 'miss' as const }
        : await answerFor(url);
    if (answer.kind === 'redirect') return sendRedirect(reply, answer.rule);
    if (answer.kind === 'moved') return reply.redirect(answer.target, 301);

    // A page with a form carries this visitor's token (form-actions/token.ts): this browser's only.
    // The cart's forms carry none (form-actions/guard.ts): a product page stays public.
    // A canary assignment is this visitor's too: its versions must not reach another visitor's cache.
    const personal =
      answer.personal || answer.html.includes(FORM_TOKEN_PLACEHOLDER) || currentAssignment() !== undefined;
    const audience = audienceOf(answer, from, personal);
    // Cookies only where the answer is this browser's own: a public page is anyone's (a CDN's).
    const visitorId = audience === 'personal' ? setSiteCookies(request, reply, secureSite) : '';
    reply.header('X-Page-Cache', from).header('Cache-Control', htmlCacheControl(audience, policy));
    if (answer.unavailable) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    if (answer.link) reply.header('Link', answer.link);
    if (answer.etag && (audience === 'public' || audience === 'stale')) {
      reply.header('ETag', answer.etag);
      if (answer.status === 200 && etagMatches(request.headers['if-none-match'], answer.etag)) {
        return reply.code(304).send();
      }
    }
    const html = visitorId ? withFormToken(answer.html, formToken(visitorId, env.FORM_TOKEN_SECRET)) : answer.html;
    return reply.code(answer.status).type('text/html; charset=utf-8').send(html);
  }
}
