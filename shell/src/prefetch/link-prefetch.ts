import { prefetchPageData } from '@arbora/shared/platform';
import type { QueryClient } from '@tanstack/react-query';
import { PAYLOAD_PRELOAD_DELAY_MS, PREFETCH_MAX_PARALLEL } from '../core/constants';
import { fetchRemotePageFiles, loadRemotePage, preloadRemotePage } from '../federation/runtime';
import { currentConnection, payloadPreloadAllowed, prefetchAllowed } from './connection';
import { createRoutePrefetcher, type PageDataTarget, type RoutePrefetcherDeps } from './route-prefetcher';
import { createTaskQueue } from './task-queue';

const LINK = 'a[href]';

/** The page module's own `pageQueries`, run into the site's QueryClient: the page then renders at once. */
const pageDataPreloader =
  (queryClient: QueryClient) =>
  async ({ remote, module, params, ctx }: PageDataTarget): Promise<void> => {
    const page = await loadRemotePage(remote, module);
    await prefetchPageData(queryClient, page, params, ctx);
  };

function prefetchable(anchor: HTMLAnchorElement): boolean {
  return !anchor.hasAttribute('download') && (anchor.target === '' || anchor.target === '_self');
}

/** What the prefetcher uses: the site's QueryClient, and (tests) other code and data loaders. */
export type LinkPrefetchOptions = { queryClient: QueryClient } & Partial<
  Pick<RoutePrefetcherDeps, 'fetchCode' | 'preloadCode' | 'preloadData'>
>;

/**
 * SPEC 9: links in view download their page's remote files; hovered, focused or touched links also
 * load that code and prefetch the page's data (`pageQueries`); at most 5 requests at once, nothing
 * on data saver or 2g; payloads from 1 s after the load event, never on slow-2g. Watches the whole
 * document, so links a remote renders count too. Returns what stops it.
 */
export function startLinkPrefetch({
  queryClient,
  fetchCode = fetchRemotePageFiles,
  preloadCode = preloadRemotePage,
  preloadData: injectedData,
}: LinkPrefetchOptions): () => void {
  const data = injectedData ?? pageDataPreloader(queryClient);
  const connection = currentConnection();
  if (!prefetchAllowed(connection)) return () => undefined;
  const prefetcher = createRoutePrefetcher({
    queue: createTaskQueue(PREFETCH_MAX_PARALLEL),
    fetchCode,
    preloadCode,
    preloadData: data,
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

  const prefetchLink = (anchor: HTMLAnchorElement, intent: boolean) => {
    if (prefetchable(anchor)) prefetcher.prefetch(anchor.href, { intent });
  };

  if (typeof IntersectionObserver === 'function') {
    const inView = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        inView.unobserve(entry.target);
        prefetchLink(entry.target as HTMLAnchorElement, false);
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
    if (anchor) prefetchLink(anchor, true);
  };
  for (const type of ['mouseover', 'focusin', 'touchstart'] as const) {
    document.addEventListener(type, onIntent, { passive: true });
    cleanups.push(() => document.removeEventListener(type, onIntent));
  }
  return () => cleanups.forEach((cleanup) => cleanup());
}
