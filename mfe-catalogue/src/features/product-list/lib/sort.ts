/** The sorts a shopper can choose, as they read in the URL (`?tri=prix-croissant`). */
export const SORTS = [
  { key: 'pertinence', label: 'Pertinence' },
  { key: 'prix-croissant', label: 'Prix croissant' },
  { key: 'prix-decroissant', label: 'Prix décroissant' },
  { key: 'nouveautes', label: 'Nouveautés' },
] as const;

export type SortKey = (typeof SORTS)[number]['key'];

export const SORT_PARAM = 'tri';

export const SORT_TO_API: Record<SortKey, 'position' | 'price_asc' | 'price_desc' | 'newest'> = {
  pertinence: 'position',
  'prix-croissant': 'price_asc',
  'prix-decroissant': 'price_desc',
  nouveautes: 'newest',
};

/** The sort of a query string; anything unknown reads as the default one. */
export function sortOf(searchParams: URLSearchParams): SortKey {
  const value = searchParams.get(SORT_PARAM);
  return SORTS.find((s) => s.key === value)?.key ?? 'pertinence';
}
