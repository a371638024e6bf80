import { api } from '@arbora/shared/api';
import { NotFoundError } from '@arbora/shared/errors';
import { constructionSiteDetailSchema, type ConstructionSiteDetail } from '@arbora/shared/schemas';
import { queryOptions } from '@tanstack/react-query';
import { getConstructionSites } from './get-construction-sites';

/**
 * A site by the slug of its page (`/mes-chantiers/{slug}`): the API reads sites by id, so the slug
 * is looked up among the customer's own sites; another customer's site is not among them (404).
 */
export async function getConstructionSite(slug: string): Promise<ConstructionSiteDetail> {
  const site = (await getConstructionSites()).find((s) => s.slug === slug);
  if (!site) throw new NotFoundError(`Page Not Found /mes-chantiers/${slug}`);
  return constructionSiteDetailSchema.parse(await api.get(`/construction-site/${site.id}`));
}

export const constructionSiteQuery = (slug: string) =>
  queryOptions({ queryKey: ['account', 'construction-site', slug], queryFn: () => getConstructionSite(slug) });
