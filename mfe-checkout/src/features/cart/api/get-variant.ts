import { api, STALE_TIME } from '@arbora/shared/api';
import type { ProductVariant } from '@arbora/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /v1/product-variant/{id}: the variant's attributes (colour, length...) that a cart line does not carry. */
export const getVariant = (id: number) => api.get<ProductVariant>(`/product-variant/${id}`);

export const variantQuery = (id: number) =>
  queryOptions({
    queryKey: ['checkout', 'variant', id],
    queryFn: () => getVariant(id),
    staleTime: STALE_TIME.reference,
  });

/**
 * Not suspending: a line shows at once, its attributes when they arrive (nothing when the call fails).
 * `null` (a service line such as the off-cut recovery, which is no variant) asks nothing.
 */
export const useVariantAttributes = (id: number | null) => {
  const { data } = useQuery({ ...variantQuery(id ?? 0), enabled: id !== null && id > 0 });
  return (data?.attributes ?? []).filter((attribute) => attribute.value !== null && attribute.value !== '');
};
