import { api } from '@arbora/shared/api';
import { NotFoundError } from '@arbora/shared/errors';
import { routeValidationMessage } from '@arbora/shared/messages';
import type { Page, UrlEntity } from '@arbora/shared/schemas';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

/** GET /v1/url/entity then GET /v1/page/{id}: a content page from its (possibly nested) slug. */
export async function getPageBySlug(slug: string): Promise<Page> {
  let entity: UrlEntity;
  try {
    entity = await api.get<UrlEntity>('/url/entity', { query: { slug, entity_type: 'cms_page' } });
  } catch (error) {
    if ((error as { status?: number }).status === 404) throw new NotFoundError(routeValidationMessage(`/${slug}`));
    throw error;
  }
  if (entity.entity_type !== 'cms_page') throw new NotFoundError(routeValidationMessage(`/${slug}`));
  return api.get<Page>(`/page/${entity.id}`);
}

export const pageBySlugQuery = (slug: string) =>
  queryOptions({ queryKey: ['content', 'page-by-slug', slug], queryFn: () => getPageBySlug(slug) });

export const usePageBySlug = (slug: string) => useSuspenseQuery(pageBySlugQuery(slug)).data;
