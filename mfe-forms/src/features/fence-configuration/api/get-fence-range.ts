import { api } from '@arbora/shared/api';
import type { Product } from '@arbora/shared/schemas';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

/** The range of a configured fence: the panel product's name and its colours' names. */
export interface FenceRange {
  name: string;
  colours: { technicalName: string; name: string }[];
}

/**
 * GET /v1/product/{id}: the range a configuration names. Never fails the page: a range gone from
 * the catalogue (an old link) reads null and the summary names it by its number.
 */
export async function getFenceRange(rangeId: number): Promise<FenceRange | null> {
  try {
    const product = await api.get<Pick<Product, 'name' | 'colors'>>(`/product/${rangeId}`);
    return {
      name: product.name,
      colours: (product.colors ?? []).map((c) => ({ technicalName: c.technical_name, name: c.name })),
    };
  } catch {
    return null;
  }
}

export const fenceRangeQuery = (rangeId: number) =>
  queryOptions({ queryKey: ['forms', 'fence-range', rangeId], queryFn: () => getFenceRange(rangeId) });

export const useFenceRange = (rangeId: number) => useSuspenseQuery(fenceRangeQuery(rangeId)).data;
