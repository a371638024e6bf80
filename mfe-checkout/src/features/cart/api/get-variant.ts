import { api, STALE_TIME } from '@arbora/shared/api';
import type { ProductVariant } from '@arbora/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useServerRead } from '../../../lib/use-server-read';

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
 * cart cookie): the server's render waits for them (useServerRead), so its HTML shows them without
 * JavaScript; past its deadline `VariantAttributes`' `<Suspense>` sends the line without them. In
 * the browser, never suspending: a line shows at once, its attributes when they arrive (nothing when
 * the call fails).
 */
export const useVariantAttributes = (id: number) => {
  const options = variantQuery(id);
  const enabled = id > 0;
  useServerRead(options, enabled);
  const { data } = useQuery({ ...options, enabled });
  return (data?.attributes ?? []).filter((attribute) => attribute.value !== null && attribute.value !== '');
};
