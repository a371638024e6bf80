import { api } from '@arbora/shared/api';
import { NotFoundError } from '@arbora/shared/errors';
import { routeValidationMessage } from '@arbora/shared/messages';
import type { ProductDetail } from '@arbora/shared/schemas';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { isNotFound, resolveEntity } from '../../../lib/resolve-entity';

/** GET /v1/url/entity then GET /v1/product/{id}: the product of `/p-{slug}` (404 when unknown). */
export async function getProductBySlug(slug: string, path: string): Promise<ProductDetail> {
  const entity = await resolveEntity(`p-${slug}`, 'product', path);
  try {
    return await api.get<ProductDetail>(`/product/${entity.id}`);
  } catch (error) {
    if (isNotFound(error)) throw new NotFoundError(routeValidationMessage(path));
    throw error;
  }
}

export const productQuery = (slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'product', slug],
    queryFn: () => getProductBySlug(slug, `/p-${slug}`),
  });

export const useProduct = (slug: string) => useSuspenseQuery(productQuery(slug)).data;
