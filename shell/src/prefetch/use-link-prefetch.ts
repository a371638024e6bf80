import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { startWhenIdle } from '../core/when-idle';
import type { LinkPrefetchOptions } from './link-prefetch';

/**
 * Link prefetch (SPEC 9, link-prefetch.ts) is not what makes the first screen work: its code comes
 * in a chunk of its own, asked for in an idle period once the page is interactive, and it starts
 * watching the links in another (core/when-idle.ts).
 */
export function useLinkPrefetch(deps: Omit<LinkPrefetchOptions, 'queryClient'> = {}): void {
  const queryClient = useQueryClient();
  const { fetchCode, preloadCode, preloadData } = deps;
  useEffect(
    () =>
      startWhenIdle(
        () => import(/* webpackChunkName: "link-prefetch" */ './link-prefetch'),
        ({ startLinkPrefetch }) => startLinkPrefetch({ queryClient, fetchCode, preloadCode, preloadData }),
      ),
    [queryClient, fetchCode, preloadCode, preloadData],
  );
}
