/**
 * Two figures of the API contract the product page renders with, written here rather than imported
 * from `@arbora/shared/schemas`: that subpath is every schema of the site with all of zod, and
 * evaluating it was the product page's longest task on a phone (about 0.5 s at Lighthouse's 4× CPU
 * slowdown, docs/perf-log.md, 3 Dec 2026). Their home stays the schemas: contract-figures.test.ts
 * fails as soon as one of them differs from it.
 */

/** Days the consumer has to withdraw, counted from delivery (C. conso L221-18): the schemas' WITHDRAWAL_PERIOD_DAYS. */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/** The largest quantity of a cart line the API takes (POST /v1/cart/update): the schemas' cartElementSchema. */
export const MAX_LINE_QUANTITY = 999;
