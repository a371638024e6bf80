import { pageContext, type PageContext, type PageParams } from '@arbora/shared/platform';
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
  /** Loads a remote page's code without running it (the federation runtime's preloadRemote). */
  preloadCode: (remote: string, module: string) => Promise<unknown>;
  /** Runs the page module's `pageQueries` into the site's QueryClient. */
  preloadData: (target: PageDataTarget) => Promise<unknown>;
  /** The page's origin: links elsewhere are never prefetched. */
  origin: string;
}

/**
 * SPEC 9: what a link needs before it is clicked, found with the shell's own route table: the
 * remote module of its page and the data that page declares (`pageQueries`, the route data
 * contract). Data waits until `enablePayloads()` (1 s after load); code does not.
 */
export function createRoutePrefetcher({ queue, preloadCode, preloadData, origin }: RoutePrefetcherDeps) {
  let payloadsEnabled = false;
  const held: { key: string; target: PageDataTarget }[] = [];

  const addData = (key: string, target: PageDataTarget) => queue.add(`data ${key}`, () => preloadData(target));

  return {
    prefetch(href: string): void {
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
      queue.add(`code ${route.remote}/${route.module}`, () => preloadCode(route.remote, route.module));
      // Guarded pages render for a customer only: their data is not warmed from a link.
      if (route.middleware?.includes('auth')) return;
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
