import { api } from '@arbora/shared/api';
import type { Paginated, PageSummary } from '@arbora/shared/schemas';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

/** GET /v1/page?type=installer: the partner installers (content pages of services/trouver-un-poseur) with their location. */
export async function getInstallers(): Promise<PageSummary[]> {
  const page = await api.get<Paginated<PageSummary>>('/page', { query: { type: 'installer', perPage: 100 } });
  return page.items.filter((item) => item.location !== null);
}

export const installersQuery = () => queryOptions({ queryKey: ['forms', 'installers'], queryFn: getInstallers });

export const useInstallers = () => useSuspenseQuery(installersQuery()).data;

/**
 * The partner an installer request names (`?poseur=<its page's slug>`, from « Être recontacté par
 * ce poseur » on its page), if it is one of the partners; the API stores it with the request.
 */
export const installerOf = (installers: readonly PageSummary[], slug: string | null) =>
  slug ? installers.find((installer) => installer.slug === slug) : undefined;
