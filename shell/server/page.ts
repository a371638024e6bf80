import path from 'node:path';
import type { RemotesConfig } from '@arbora/shared/platform';
import { normalizeTrailingSlash } from '@arbora/shared/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { matchRoute, type RouteMatch } from '../src/routing/match-route';
import { setSiteCookies } from './cookies';
import type { ShellEnv } from './env';
import { buildHead, heroImage } from './head';
import { imageLinkHeader, readIndexHtml, renderPage, type LinkHint, type ServerRender } from './html';
import { loadPageData, type PageData } from './page-data';
import { createHtmlCache, type CachedPage } from './html-cache';
import { withoutInlined } from './inlined-images';
import { headFromPage } from './page-head';
import { findRedirection, mayHaveRedirection, type RedirectAnswer } from './redirects';
import { remoteHints, resolvedRemotes } from './remote-assets';
import { loadRenderer, type RenderResult } from './renderer';
import { remotesConfig } from './remotes';
import { requestFetch } from './request-fetch';
import { shellHints } from './shell-assets';

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

/** Below this width PageCover shows the phone crop (mfe-content page-cover.tsx, `PHONE`). */
const PHONE_MEDIA = '(max-width: 47.99em)';
const WIDER_MEDIA = '(min-width: 48em)';

function heroHint(data: PageData, match: RouteMatch): LinkHint[] {
  // The content remote's pages show the cover as their first, largest paint: home, content pages
  // and CMS pages under the listing routes (blog and realisation posts).
  const shown = match.kind === 'page' && (match.route.id === 'home' || data.entity?.kind === 'page');
  const hero = shown ? heroImage(data) : null;
  if (!hero) return [];
  const hint = (image: { url_webp: string }, media?: string): LinkHint => ({
    rel: 'preload',
    href: image.url_webp,
    as: 'image',
    type: 'image/webp',
    fetchpriority: 'high',
    ...(media ? { media } : {}),
  });
  // One picture per screen: a phone never downloads the wide cover, nor a desktop the crop.
  return hero.mobile ? [hint(hero.mobile, PHONE_MEDIA), hint(hero.image, WIDER_MEDIA)] : [hint(hero.image)];
}

/** The page rendered by the shell's renderer, or null (no renderer, or it failed: the browser renders). */
async function serverRender(
  env: ShellEnv,
  config: RemotesConfig,
  url: string,
  fetcher: typeof fetch,
): Promise<RenderResult | null> {
  if (env.SSR !== 'on') return null;
  const renderer = loadRenderer(env.SHELL_DIST);
  if (!renderer) return null;
  try {
    return await renderer.renderRoute({
      url,
      apiBaseUrl: `${env.API_URL.replace(/\/+$/, '')}/v1`,
      remotes: config,
      budgetMs: env.PAGE_API_TIMEOUT_MS,
      remoteTimeoutMs: env.SSR_REMOTE_TIMEOUT_MS,
      fetch: fetcher,
    });
  } catch (error) {
    // Never a 500 because of the renderer: the page goes out client-rendered.
    console.error('[shell server] server rendering failed', error);
    return null;
  }
}

type Answer =
  | { kind: 'redirect'; rule: RedirectAnswer }
  | { kind: 'slash'; target: string }
  | ({ kind: 'page'; cacheable: boolean } & CachedPage);

/**
 * The answer for one path: redirections (trailing slash, per-path rules), then the page with the
 * status and head the route table, the page's data and the API give, server-rendered when the
 * renderer and the route's remote allow it. The API calls of one page run together, under one
 * budget: past it the page goes out with a generic head.
 */
async function buildAnswer(env: ShellEnv, url: URL): Promise<Answer> {
  const slashTarget = normalizeTrailingSlash(url.pathname + url.search);
  const pathname = slashTarget ? new URL(slashTarget, 'http://shell.local').pathname : url.pathname;
  const match = safeMatch(pathname);
  const abort = new AbortController();
  const signal = AbortSignal.any([abort.signal, AbortSignal.timeout(env.PAGE_API_TIMEOUT_MS)]);
  const rule = mayHaveRedirection(match)
    ? findRedirection(env.API_URL, url.pathname, url.search, signal)
    : Promise.resolve(null);

  if (slashTarget) {
    // A legacy `/faq/` rule goes straight to its target, in one hop.
    const found = await rule;
    return found ? { kind: 'redirect', rule: found } : { kind: 'slash', target: slashTarget };
  }

  const config = remotesConfig(env);
  // The page's queries (renderer) and the shell's head lookups read the same resources: once each.
  // The shared calls last as long as the renderer may wait (its remote, then its data).
  const fetcher = requestFetch(
    AbortSignal.any([abort.signal, AbortSignal.timeout(env.PAGE_API_TIMEOUT_MS + env.SSR_REMOTE_TIMEOUT_MS)]),
  );
  const data = loadPageData(env.API_URL, match, pathname, signal, fetcher);
  const hints = env.PRELOAD_HINTS === 'on' ? routeHints(config, match, env.PUBLIC_URL) : Promise.resolve([]);
  const rendering = serverRender(env, config, pathname + url.search, fetcher);
  const inlined = resolvedRemotes(config, env.PUBLIC_URL, match.kind === 'page' ? match.route.remote : undefined);
  const redirect = await rule;
  if (redirect) {
    abort.abort();
    return { kind: 'redirect', rule: redirect };
  }
  const [pageData, rendered] = await Promise.all([data, rendering]);
  const status = match.kind === 'not-found' || pageData.exists === false || rendered?.status === 404 ? 404 : 200;
  const shellHead = buildHead({ publicUrl: env.PUBLIC_URL, match, pathname, status, data: pageData });
  // The page's own head (its `pageHead` export) when it gave one; else the shell's.
  const head =
    rendered?.head && status === 200 ? headFromPage(rendered.head, shellHead, env.PUBLIC_URL, pathname) : shellHead;
  if (env.PRELOAD_HINTS === 'on') {
    // The shell boots on every page (a 404 too); the route's remote and hero only on a page.
    const own = shellHints(env.SHELL_DIST);
    const hero = withoutInlined(heroHint(pageData, match), rendered?.inlinedImages);
    head.hints = status === 200 ? [...own, ...(await hints), ...hero] : own;
  }
  const ssr: ServerRender | undefined = rendered
    ? { html: rendered.html, styles: rendered.styles, state: rendered.stateJson }
    : undefined;
  const html = renderPage(readIndexHtml(path.join(env.SHELL_DIST, 'index.html')), await inlined, head, ssr);
  // Only a complete server render is worth keeping: a page its remote could not render is not.
  const link = imageLinkHeader(head.hints ?? []);
  return {
    kind: 'page',
    status,
    html,
    ...(link ? { link } : {}),
    cacheable: Boolean(rendered?.pageRendered) || status === 404,
  };
}

/**
 * Every navigation that is not a file. With SSR_CACHE_SECONDS, the server-rendered pages of
 * anonymous visitors (everyone: the server never renders a session) are reused briefly and
 * revalidated in the background (html-cache.ts); cookies are still set per visitor.
 */
export function pageHandler(env: ShellEnv) {
  const secureSite = env.PUBLIC_URL.startsWith('https:');
  const cache = env.SSR_CACHE_SECONDS > 0 ? createHtmlCache({ ttlMs: env.SSR_CACHE_SECONDS * 1000 }) : null;

  async function answerFor(url: URL): Promise<{ answer: Answer; hit: boolean }> {
    if (!cache) return { answer: await buildAnswer(env, url), hit: false };
    let uncached: Answer | null = null;
    const { page, hit } = await cache.get(url.pathname + url.search, async () => {
      const answer = await buildAnswer(env, url);
      uncached = answer;
      return answer.kind === 'page' && answer.cacheable
        ? { status: answer.status, html: answer.html, ...(answer.link ? { link: answer.link } : {}) }
        : null;
    });
    if (uncached) return { answer: uncached, hit: false };
    return { answer: { kind: 'page', cacheable: true, ...page! }, hit };
  }

  return async function servePage(request: FastifyRequest, reply: FastifyReply) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    }
    const url = new URL(request.url, 'http://shell.local');
    if (path.extname(url.pathname) && !url.pathname.endsWith('.html')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }
    const { answer, hit } = await answerFor(url);
    if (answer.kind === 'redirect') return sendRedirect(reply, answer.rule);
    if (answer.kind === 'slash') return reply.redirect(answer.target, 301);

    setSiteCookies(request, reply, secureSite);
    if (cache) reply.header('X-Page-Cache', hit ? 'hit' : 'miss');
    if (answer.link) reply.header('Link', answer.link);
    return reply
      .code(answer.status)
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(answer.html);
  };
}
