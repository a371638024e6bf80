import { api } from '@arbora/shared/api';
import { NotFoundError } from '@arbora/shared/errors';
import { routeValidationMessage } from '@arbora/shared/messages';
import type { Category } from '@arbora/shared/schemas';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { isNotFound, resolveEntity } from '../../../lib/resolve-entity';

/** GET /v1/url/entity then GET /v1/category/{id}: the category of `/category/{slug}` (404 when unknown). */
export async function getCategoryBySlug(slug: string, path: string): Promise<Category> {
  const entity = await resolveEntity(`category/${slug}`, 'category', path);
  try {
    return await api.get<Category>(`/category/${entity.id}`);
  } catch (error) {
    if (isNotFound(error)) throw new NotFoundError(routeValidationMessage(path));
    throw error;
  }
}

export const categoryQuery = (slug: string) =>
  queryOptions({
    queryKey: ['catalogue', 'category', slug],
    queryFn: () => getCategoryBySlug(slug, `/category/${slug}`),
  });

export const useCategory = (slug: string) => useSuspenseQuery(categoryQuery(slug)).data;
