import { api, STALE_TIME } from '@arbora/shared/api';
import { isBrowser } from '@arbora/shared/env';
import type { ProductVariant } from '@arbora/shared/schemas';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { use } from 'react';

/** GET /v1/product-variant/{id}: the variant's attributes (colour, length...) that a cart line does not carry. */
export const getVariant = (id: number) => api.get<ProductVariant>(`/product-variant/${id}`);

export const variantQuery = (id: number) =>
  queryOptions({
    queryKey: ['checkout', 'variant', id],
    queryFn: () => getVariant(id),
    staleTime: STALE_TIME.reference,
  });

/**
 * A line's attributes, which its `pageQueries` cannot name (the cart is the visitor's, read from the
 * cart cookie). While the server renders, the render waits for them (suspends), so its HTML shows
 * them without JavaScript, and the answer, fetched by the render, is dehydrated with the page: the
 * hydration finds it in the cache and renders the same list. A failure renders none (it is not
 * dehydrated: the browser asks again). The render's deadline cuts a late one: its `<Suspense>`
 * (`VariantAttributes`) then sends the line without them, filled in by the browser.
 * In the browser, never suspending: a line shows at once, its attributes when they arrive (nothing
 * when the call fails).
 */
export const useVariantAttributes = (id: number) => {
  const client = useQueryClient();
  const options = variantQuery(id);
  const enabled = id > 0;
  const status = client.getQueryState(options.queryKey)?.status;
  if (enabled && !isBrowser && status !== 'success' && status !== 'error') {
    use(client.fetchQuery(options).catch(() => undefined));
  }
  const { data } = useQuery({ ...options, enabled });
  return (data?.attributes ?? []).filter((attribute) => attribute.value !== null && attribute.value !== '');
};
