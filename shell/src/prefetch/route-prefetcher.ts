import { pageContext, type PageContext, type PageParams } from '@arbora/shared/platform';
import { isCustomerPage } from '../routing/customer-pages';
import { matchRoute } from '../routing/match-route';
import type { TaskQueue } from './task-queue';

/** A page to warm: its remote module and the URL facts its `pageQueries` take. */
export interface PageDataTarget {
  remote: string;
  module: string;
  params: PageParams;
  ctx: PageContext;
}

export interface RoutePrefetcherDeps {
  queue: TaskQueue;
  /** Downloads a remote page's files into the browser cache, running nothing (a link in view). */
  fetchCode: (remote: string, module: string) => Promise<unknown>;
  /** Loads a remote page's entry and chunks and runs its module (federation/runtime.ts preloadRemotePage). */
  preloadCode: (remote: string, module: string) => Promise<unknown>;
  /** Runs the page module's `pageQueries` into the site's QueryClient. */
  preloadData: (target: PageDataTarget) => Promise<unknown>;
  /** The page's origin: links elsewhere are never prefetched. */
  origin: string;
}

/**
 * SPEC 9: what a link needs before it is clicked, found with the shell's own route table: the
 * remote module of its page and the data that page declares (`pageQueries`, the route data
 * contract). A link in view only downloads its page's files (nothing runs: a phone's main thread
 * stays free while the page settles); a link the shopper points at, focuses or touches (`intent`)
 * also gets its code loaded and its data, which waits until `enablePayloads()` (1 s after load).
 */
export function createRoutePrefetcher({ queue, fetchCode, preloadCode, preloadData, origin }: RoutePrefetcherDeps) {
  let payloadsEnabled = false;
  const held: { key: string; target: PageDataTarget }[] = [];

  const addData = (key: string, target: PageDataTarget) => queue.add(`data ${key}`, () => preloadData(target));

  return {
    prefetch(href: string, { intent = false }: { intent?: boolean } = {}): void {
      let url: URL;
      try {
        url = new URL(href, origin);
      } catch {
        return;
      }
      if (url.origin !== origin || url.pathname.startsWith('/api/')) return;
      const match = matchRoute(url.pathname);
      if (match.kind !== 'page') return;
      const { route, params } = match;
      queue.add(`files ${route.remote}/${route.module}`, () => fetchCode(route.remote, route.module));
      if (!intent) return;
      queue.add(`code ${route.remote}/${route.module}`, () => preloadCode(route.remote, route.module));
      // A customer's pages load their data in the browser for that customer: none is warmed from a link.
      if (isCustomerPage(route)) return;
      const key = `${url.pathname}${url.search}`;
      const target = {
        remote: route.remote,
        module: route.module,
        params,
        ctx: pageContext(url.pathname, url.search, match.plasticLine),
      };
      if (payloadsEnabled) addData(key, target);
      else if (!held.some((entry) => entry.key === key)) held.push({ key, target });
    },
    enablePayloads(): void {
      if (payloadsEnabled) return;
      payloadsEnabled = true;
      held.splice(0).forEach(({ key, target }) => addData(key, target));
    },
  };
}

export type RoutePrefetcher = ReturnType<typeof createRoutePrefetcher>;
