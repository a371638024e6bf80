import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startAfterInteractive } from '../core/after-interactive';
import type { LinkPrefetchOptions } from './link-prefetch';

/**
 * Link prefetch (SPEC 9, link-prefetch.ts) is not what makes the first screen work: its code comes
 * in a chunk of its own once the page is interactive, then it watches the links.
 */
export function useLinkPrefetch(deps: Omit<LinkPrefetchOptions, 'queryClient'> = {}): void {
  const queryClient = useQueryClient();
  const { fetchCode, preloadCode, preloadData } = deps;
  useEffect(
    () =>
      startAfterInteractive(
        () => import(/* webpackChunkName: "link-prefetch" */ './link-prefetch'),
        ({ startLinkPrefetch }) => startLinkPrefetch({ queryClient, fetchCode, preloadCode, preloadData }),
      ),
    [queryClient, fetchCode, preloadCode, preloadData],
  );
}
