import { api } from '@arbora/shared/api';
import type { PageSummary, Paginated } from '@arbora/shared/schemas';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

export interface Guides {
  terrace: PageSummary[];
  gate: PageSummary[];
}

/** GET /v1/page for each advice family, by title: the index of advice pages and guides (`/content`). */
export async function getGuides(): Promise<Guides> {
  const list = (type: string) =>
    api
      .get<Paginated<PageSummary>>('/page', { query: { type, perPage: 100, sort: 'title' } })
      .then((answer) => answer.items);
  const [terrace, gate] = await Promise.all([list('advice_terrace'), list('advice_gate')]);
  return { terrace, gate };
}

export const guidesQuery = () => queryOptions({ queryKey: ['content', 'guides'], queryFn: getGuides });

export const useGuides = () => useSuspenseQuery(guidesQuery()).data;
