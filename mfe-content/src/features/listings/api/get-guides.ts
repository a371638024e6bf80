import { api } from '@arbora/shared/api';
import type { PageSummary, Paginated } from '@arbora/shared/schemas';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

/** What the guides index reads of a page: its title and link (the index's data is in its HTML). */
export type GuideLink = Pick<PageSummary, 'id' | 'title' | 'slug'>;

export interface Guides {
  terrace: GuideLink[];
  gate: GuideLink[];
}

/**
 * GET /v1/page for each advice family, by title: the index of advice pages and guides (`/content`),
 * each page's title and link only (`fields`; kept to them here too, whatever the answer carries).
 */
export async function getGuides(): Promise<Guides> {
  const list = (type: string) =>
    api
      .get<Paginated<GuideLink>>('/page', { query: { type, perPage: 100, sort: 'title', fields: 'title,slug' } })
      .then((answer) => answer.items.map(({ id, title, slug }) => ({ id, title, slug })));
  const [terrace, gate] = await Promise.all([list('advice_terrace'), list('advice_gate')]);
  return { terrace, gate };
}

export const guidesQuery = () => queryOptions({ queryKey: ['content', 'guides'], queryFn: getGuides });

export const useGuides = () => useSuspenseQuery(guidesQuery()).data;
