import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { use } from 'react';

interface ReadOptions {
  queryKey: QueryKey;
  // The options come from `queryOptions()`, whose function type is contravariant in its context.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  queryFn?: any;
}

/**
 * What the server's HTML must show that `pageQueries` cannot name, because it depends on what was
 * posted or on the visitor's cart (issue 36: the relay farms of the postcode a shopper searched
 * without JavaScript, the stores near the address typed; a cart line's variant attributes). While
 * the server renders (never in the browser), the render waits for it (docs/server-rendering.md: a
 * query fetched during the render is dehydrated with the page), so the HTML shows it and the
 * hydration finds it in the cache. A failure is not dehydrated: the browser asks again, and the
 * component's `useQuery` shows what it gets as it does in the browser. Past the render's deadline,
 * the nearest `<Suspense>` goes out as its fallback and the browser fills it in.
 */
export function useServerRead(options: ReadOptions, enabled: boolean): void {
  const client = useQueryClient();
  if (!enabled || typeof window !== 'undefined') return;
  const status = client.getQueryState(options.queryKey)?.status;
  if (status === 'success' || status === 'error') return;
  use(client.fetchQuery(options as never).catch(() => undefined));
}
