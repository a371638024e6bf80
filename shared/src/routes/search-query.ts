/**
 * The rules of a search query (`q` of `/recherche` and of GET /v1/search), free of zod so the
 * header's search box can check a query without loading the schemas at boot.
 */

/** Length bounds of `q` (after trimming); shorter or longer is a 400. */
export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 80;
/**
 * Letters of any script with their accents, digits, spaces and the punctuation of product names
 * and references (`-`, `'`, `’`, `.`, `,`, `/`, `+`, `&`, `×`). Anything else (`<`, `;`, `%`, ...) is
 * refused: a search box never needs it.
 */
export const SEARCH_QUERY_PATTERN = /^[\p{L}\p{M}\p{N} '’.,/+&×-]+$/u;
