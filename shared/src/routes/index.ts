export { parsePageSegment, splitPage, withPage, PAGE_SEGMENT_PREFIX } from './pagination';
export { isPlasticLinePath, PLASTIC_LINE_SEGMENT } from './plastic-line';
export { normalizeTrailingSlash } from './trailing-slash';
export { redirectTarget, sitePath } from './redirect-target';
export type { RedirectRule, RedirectTarget } from './redirect-target';
export { SEARCH_QUERY_MAX, SEARCH_QUERY_MIN, SEARCH_QUERY_PATTERN } from './search-query';
