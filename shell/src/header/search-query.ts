import { formatShopperPrice, fromPrice, type FromPriceSource } from '@arbora/shared/format';
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, SEARCH_QUERY_PATTERN } from '@arbora/shared/routes';

/** What the header's search box needs before its suggestions' code is there (search-suggestions.tsx). */

export type SuggestionKind = 'product' | 'category' | 'page';

export interface Suggestion {
  id: string;
  kind: SuggestionKind;
  label: string;
  url: string;
  image?: { src: string; alt: string; width: number; height: number };
  price?: string;
}

/** What the suggestions' code reports to the search box: the query they are for, and the list. */
export interface SuggestionsState {
  q: string;
  enabled: boolean;
  suggestions: Suggestion[];
  loaded: boolean;
}

export const NO_SUGGESTIONS: SuggestionsState = { q: '', enabled: false, suggestions: [], loaded: false };

/** A query the API accepts (the same bounds and characters as its validation). */
export const isSearchable = (q: string) =>
  q.length >= SEARCH_QUERY_MIN && q.length <= SEARCH_QUERY_MAX && SEARCH_QUERY_PATTERN.test(q);

/** The id of the option at `index` of the list whose id prefix is `id` (aria-activedescendant). */
export const optionId = (id: string, index: number) => `${id}-option-${index}`;

/**
 * A suggestion's price, as the list shows it. Here, in the boot, rather than in the suggestions'
 * chunk: a lazy chunk that is the first to consume a shared module makes the federation runtime
 * negotiate the share scope again ("version-first"), which downloads every remote's remoteEntry.js.
 * Consumed here, `@arbora/shared/format` is settled at boot (it is in main.js anyway).
 */
export const suggestionPrice = (product: FromPriceSource) => formatShopperPrice(fromPrice(product));
