import { api, STALE_TIME } from '@arbora/shared/api';
import type { SearchResult } from '@arbora/shared/schemas';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import {
  isSearchable,
  suggestionPrice,
  type Suggestion,
  type SuggestionKind,
  type SuggestionsState,
} from './search-query';

/** Typing pauses this long before a request: a word typed quickly costs one request, not one per key. */
export const SUGGEST_DEBOUNCE_MS = 200;
/** At most this many suggestions: 4 products, 2 categories, 2 advice pages. */
export const MAX_SUGGESTIONS = 8;
const PER_GROUP: Record<SuggestionKind, number> = { product: 4, category: 2, page: 2 };

export const suggestionsQuery = (q: string) =>
  queryOptions({
    queryKey: ['shell', 'search-suggestions', q],
    // The signal lets React Query abort the request of a query nobody waits for any more.
    queryFn: ({ signal }) => api.get<SearchResult>('/search', { query: { q, perPage: PER_GROUP.product }, signal }),
    staleTime: STALE_TIME.page,
    // Suggestions are a convenience: a failure shows none, never a toast.
    meta: { apiErrors: false },
  });

export function toSuggestions(result: SearchResult): Suggestion[] {
  const products = result.products.items.slice(0, PER_GROUP.product).map<Suggestion>((p) => ({
    id: `product-${p.id}`,
    kind: 'product',
    label: p.name,
    url: p.url,
    image: { src: p.cover.url, alt: '', width: 48, height: 48 },
    price: suggestionPrice(p),
  }));
  const categories = result.categories.items.slice(0, PER_GROUP.category).map<Suggestion>((c) => ({
    id: `category-${c.id}`,
    kind: 'category',
    label: c.name,
    url: c.url,
  }));
  const pages = result.pages.items.slice(0, PER_GROUP.page).map<Suggestion>((p) => ({
    id: `page-${p.id}`,
    kind: 'page',
    label: p.title,
    url: p.url,
  }));
  return [...products, ...categories, ...pages].slice(0, MAX_SUGGESTIONS);
}

/** `value` once it has not changed for `ms`; `initial` until then (not `value`: it may still be typed). */
function useDebounced<T>(value: T, ms: number, initial: T): T {
  const [debounced, setDebounced] = useState(initial);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

const NONE: Suggestion[] = [];

/**
 * Suggestions for what is typed, once it has settled and is searchable. Not in the bootstrap chunk:
 * search-suggestions.tsx, which calls it, is loaded when the shopper comes to the search box.
 */
export function useSuggestions(value: string): SuggestionsState {
  // From nothing: this code may arrive in the middle of a word, which must settle first.
  const q = useDebounced(value.trim(), SUGGEST_DEBOUNCE_MS, '');
  const enabled = isSearchable(q);
  const query = useQuery({ ...suggestionsQuery(q), enabled });
  const settled = q === value.trim();
  // The same list while the answer is the same: the box is told only of a change.
  const suggestions = useMemo(() => (enabled && query.data ? toSuggestions(query.data) : NONE), [enabled, query.data]);
  return { q, enabled, suggestions, loaded: enabled && settled && query.isSuccess };
}
