export { parsePageSegment, splitPage, withPage, PAGE_SEGMENT_PREFIX } from './pagination';
export { isPlasticLinePath, PLASTIC_LINE_SEGMENT } from './plastic-line';
export { productPath, productSlugOfPath } from './product-path';
export { normalizeTrailingSlash } from './trailing-slash';
export { redirectTarget, sitePath } from './redirect-target';
export type { RedirectRule, RedirectTarget } from './redirect-target';
export { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, SEARCH_QUERY_PATTERN } from './search-query';
export { PRICE_BANDS, PRICE_FACET } from './price-bands';
export type { PriceBand, PriceBandId } from './price-bands';
