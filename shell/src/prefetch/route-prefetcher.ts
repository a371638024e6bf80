import { buildUrl } from '@arbora/shared/api';
import { matchRoute } from '../routing/match-route';
import type { TaskQueue } from './task-queue';

export interface RoutePrefetcherDeps {
  queue: TaskQueue;
  /** Loads a remote page's code without running it (the federation runtime's preloadRemote). */
  preloadCode: (remote: string, module: string) => Promise<unknown>;
  /** Warms the HTTP cache with one same-host API answer. */
  preloadPayload: (url: string) => Promise<unknown>;
  /** The page's origin: links elsewhere are never prefetched. */
  origin: string;
}

/**
 * SPEC 9: what a link needs before it is clicked, found with the shell's own route table: the
 * remote module of its page and, where the route declares one, its first API payload. Payloads
 * wait until `enablePayloads()` (1 s after load); code does not.
 */
export function createRoutePrefetcher({ queue, preloadCode, preloadPayload, origin }: RoutePrefetcherDeps) {
  let payloadsEnabled = false;
  const heldPayloads: string[] = [];

  const addPayload = (url: string) => queue.add(`payload ${url}`, () => preloadPayload(url));

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
      const payload = route.payload?.(params);
      if (!payload) return;
      const apiUrl = buildUrl(payload.path, payload.query);
      // Same host only (SPEC 7): the API is reached through this origin.
      if (new URL(apiUrl, origin).origin !== origin) return;
      if (payloadsEnabled) addPayload(apiUrl);
      else if (!heldPayloads.includes(apiUrl)) heldPayloads.push(apiUrl);
    },
    enablePayloads(): void {
      if (payloadsEnabled) return;
      payloadsEnabled = true;
      heldPayloads.splice(0).forEach(addPayload);
    },
  };
}

export type RoutePrefetcher = ReturnType<typeof createRoutePrefetcher>;
