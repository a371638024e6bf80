/**
 * Figures of the shop's contract that pages render with, here (no zod) so that a page can show
 * them without loading `@arbora/shared/schemas`; the schemas validate with the same constants.
 */

/** Days the consumer has to withdraw, counted from delivery (C. conso L221-18). */
export const WITHDRAWAL_PERIOD_DAYS = 14;

/** The largest quantity of one cart line (POST /v1/cart/update's `quantity`). */
export const CART_LINE_MAX_QUANTITY = 999;
