import { useEffect } from 'react';
import { PAYLOAD_PRELOAD_DELAY_MS, PREFETCH_MAX_PARALLEL } from '../app/constants';
import { preloadRemotePage } from '../federation/runtime';
import { currentConnection, payloadPreloadAllowed, prefetchAllowed } from './connection';
import { createRoutePrefetcher, type RoutePrefetcherDeps } from './route-prefetcher';
import { createTaskQueue } from './task-queue';

const LINK = 'a[href]';

function preloadPayload(url: string): Promise<unknown> {
  return fetch(url, { credentials: 'same-origin', headers: { Accept: 'application/json' }, priority: 'low' });
}

function prefetchable(anchor: HTMLAnchorElement): boolean {
  return !anchor.hasAttribute('download') && (anchor.target === '' || anchor.target === '_self');
}

/**
 * SPEC 9: links in view or hovered (or focused) prefetch their page's remote code and payload,
 * at most 5 requests at once, nothing on data saver or 2g; payloads from 1 s after the load event,
 * never on slow-2g. Watches the whole document, so links a remote renders count too.
 */
export function useLinkPrefetch(deps: Partial<Pick<RoutePrefetcherDeps, 'preloadCode' | 'preloadPayload'>> = {}): void {
  const { preloadCode = preloadRemotePage, preloadPayload: payload = preloadPayload } = deps;
  useEffect(() => {
    const connection = currentConnection();
    if (!prefetchAllowed(connection)) return undefined;
    const prefetcher = createRoutePrefetcher({
      queue: createTaskQueue(PREFETCH_MAX_PARALLEL),
      preloadCode,
      preloadPayload: payload,
      origin: window.location.origin,
    });
    const cleanups: (() => void)[] = [];

    if (payloadPreloadAllowed(connection)) {
      let timer: number | undefined;
      const start = () => {
        timer = window.setTimeout(() => prefetcher.enablePayloads(), PAYLOAD_PRELOAD_DELAY_MS);
      };
      if (document.readyState === 'complete') start();
      else window.addEventListener('load', start, { once: true });
      cleanups.push(() => {
        window.removeEventListener('load', start);
        window.clearTimeout(timer);
      });
    }

    const prefetchLink = (anchor: HTMLAnchorElement) => {
      if (prefetchable(anchor)) prefetcher.prefetch(anchor.href);
    };

    if (typeof IntersectionObserver === 'function') {
      const inView = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          inView.unobserve(entry.target);
          prefetchLink(entry.target as HTMLAnchorElement);
        }
      });
      const observeWithin = (node: Node) => {
        if (!(node instanceof Element)) return;
        if (node.matches(LINK)) inView.observe(node);
        node.querySelectorAll<HTMLAnchorElement>(LINK).forEach((anchor) => inView.observe(anchor));
      };
      observeWithin(document.body);
      // Pages arrive after the shell (remotes load late): watch for their links too.
      const added = new MutationObserver((records) =>
        records.forEach((record) => record.addedNodes.forEach(observeWithin)),
      );
      added.observe(document.body, { childList: true, subtree: true });
      cleanups.push(() => {
        added.disconnect();
        inView.disconnect();
      });
    }

    const onIntent = (event: Event) => {
      const anchor = (event.target as Element | null)?.closest?.<HTMLAnchorElement>(LINK);
      if (anchor) prefetchLink(anchor);
    };
    for (const type of ['mouseover', 'focusin', 'touchstart'] as const) {
      document.addEventListener(type, onIntent, { passive: true });
      cleanups.push(() => document.removeEventListener(type, onIntent));
    }
    return () => cleanups.forEach((cleanup) => cleanup());
  }, [preloadCode, payload]);
}
