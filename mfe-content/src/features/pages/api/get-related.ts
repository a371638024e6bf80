import { api } from '@arbora/shared/api';
import type { Page, PageSummary, Paginated } from '@arbora/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /v1/page: pages of the same type sharing the page's first tag, the page itself left out. */
export async function getRelated(page: Page): Promise<PageSummary[]> {
  const [tag] = page.tags;
  const list = await api.get<Paginated<PageSummary>>('/page', {
    query: { type: page.type.technical_name, take: 5, ...(tag ? { tags: tag.technical_name } : {}) },
  });
  return list.items.filter((item) => item.id !== page.id).slice(0, 4);
}

export const relatedQuery = (page: Page) =>
  queryOptions({
    queryKey: ['content', 'related', page.id],
    queryFn: () => getRelated(page),
    // Below the fold and optional: a failure hides the block, it does not alarm the shopper.
    meta: { apiErrors: false },
  });

export const useRelated = (page: Page) => useQuery(relatedQuery(page)).data ?? [];
