import type { DehydratedState } from '@tanstack/react-query';
import { isCustomerPage } from '../src/routing/customer-pages';
import type { RouteMatch } from '../src/routing/match-route';
import type { ShellEnv } from './env';
import { MAX_SLUG_LENGTH } from './redirects';
import type { RenderResult } from './renderer';

/**
 * How the shell server decides a page's status when the route table alone cannot: paths no page
 * can have, lists asked for a page past their last, and pages the server owed but could not render
 * within its budget (never a 200 whose page area is a skeleton: a crawler would index it empty).
 */

/** Seconds a client (a crawler) is asked to wait before asking again for a page not rendered. */
export const RETRY_AFTER_SECONDS = 30;

/**
 * The renderer's answer, or null past the time a render may take in all: the remote's load, the
 * page's data, the render's own deadline (server-render.tsx: the data budget, at least 200 ms) and
 * some slack. A renderer that hangs (a remote's Node build that never answers) costs no more.
 */
export async function withinRenderBound<T>(
  env: Pick<ShellEnv, 'SSR_REMOTE_TIMEOUT_MS' | 'PAGE_API_TIMEOUT_MS'>,
  rendering: Promise<T>,
): Promise<T | null> {
  const boundMs = env.SSR_REMOTE_TIMEOUT_MS + env.PAGE_API_TIMEOUT_MS + Math.max(env.PAGE_API_TIMEOUT_MS, 200) + 500;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), boundMs);
  });
  try {
    return await Promise.race([rendering, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * A request path no page has: longer than any slug the API accepts, or with an empty segment or a
 * backslash (`//blog`, `/\x`: a URL parser takes what follows for a host, so `//blog` was read as
 * the home page). `rawUrl` is the request target as received, query included.
 */
export function isImpossiblePath(rawUrl: string): boolean {
  const rawPath = rawUrl.split('?', 1)[0] ?? '';
  return (
    !rawPath.startsWith('/') || rawPath.includes('//') || rawPath.includes('\\') || rawPath.length > MAX_SLUG_LENGTH
  );
}

interface PaginationLike {
  page: number;
  pages: number;
}

function isPagination(value: unknown): value is PaginationLike {
  const candidate = value as PaginationLike | null;
  return typeof candidate?.page === 'number' && typeof candidate.pages === 'number';
}

/** The `pagination` blocks of a query's data (`{ items, pagination }`, or one level below it). */
function paginationsOf(data: unknown, depth = 2): PaginationLike[] {
  if (!data || typeof data !== 'object' || Array.isArray(data) || depth < 0) return [];
  const record = data as Record<string, unknown>;
  const own = isPagination(record.pagination) ? [record.pagination] : [];
  return [...own, ...Object.values(record).flatMap((value) => paginationsOf(value, depth - 1))];
}

/**
 * Whether the page's data holds a list asked for a page past its last (the API echoes the page it
 * was asked for; page 1 of an empty list is a real, empty page).
 */
export function isPastLastPage(queries: DehydratedState | undefined): boolean {
  return (queries?.queries ?? []).some((query) =>
    paginationsOf(query.state.data).some(({ page, pages }) => page > 1 && page > pages),
  );
}

/**
 * Whether the server owed this answer the page's area and could not render it: a public page
 * (not a customer page, which is always left to the browser) that the renderer failed, left to the
 * browser (remote's Node build missing or late, data late or failing) or cut at its deadline.
 * `rendered` is null when the renderer failed; with `SSR=off` (or no renderer built) nothing is owed.
 */
export function isPageAreaMissing({
  ssr,
  match,
  rendered,
}: {
  ssr: boolean;
  match: RouteMatch;
  rendered: Pick<RenderResult, 'pageRendered' | 'timedOut'> | null;
}): boolean {
  if (!ssr || match.kind !== 'page' || isCustomerPage(match.route)) return false;
  return !rendered || !rendered.pageRendered || rendered.timedOut;
}
