import { api } from '@arbora/shared/api';
import { constructionSiteSchema, type ConstructionSite } from '@arbora/shared/schemas';
import { queryOptions } from '@tanstack/react-query';

/** GET /v1/construction-site: the customer's sites (token call). */
export async function getConstructionSites(): Promise<ConstructionSite[]> {
  return constructionSiteSchema.array().parse(await api.get('/construction-site'));
}

export const constructionSitesQuery = () =>
  queryOptions({ queryKey: ['account', 'construction-sites'], queryFn: getConstructionSites });
