import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { use } from 'react';

interface ReadOptions {
  queryKey: QueryKey;
  // The options come from `queryOptions()`, whose function type is contravariant in its context.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  queryFn?: any;
}

/**
 * A list the server's HTML must show that `pageQueries` cannot name, because it depends on what was
 * posted (issue 36: the relay farms of the postcode a shopper searched without JavaScript, the
 * stores near the address typed). While the server renders (never in the browser), the render waits
 * for it (docs/server-rendering.md: a query fetched during the render is dehydrated with the page),
 * so the HTML lists it and the hydration finds it in the cache. A failure stays in the cache: the
 * component's `useQuery` shows it as it does in the browser.
 */
export function useServerRead(options: ReadOptions, enabled: boolean): void {
  const client = useQueryClient();
  if (!enabled || typeof window !== 'undefined') return;
  const status = client.getQueryState(options.queryKey)?.status;
  if (status === 'success' || status === 'error') return;
  use(client.fetchQuery(options as never).catch(() => undefined));
}
