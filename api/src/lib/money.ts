import { MONEY_SCALE } from '@arbora/shared/format';

/**
 * Money is an integer of euros × MONEY_SCALE (SPEC 3; the scale is the contract's, in shared/format).
 * These helpers keep every rounding in one place.
 */
export { MONEY_SCALE };
/** VAT rate of every product of the site, in percent. */
export const VAT_RATE = 20;

export const euros = (value: number): number => Math.round(value * MONEY_SCALE);

/** TTC from HT at `rate` percent, rounded to the nearest unit. */
export const ttcFromHt = (ht: number, rate = VAT_RATE): number => Math.round((ht * (100 + rate)) / 100);

/** HT from TTC at `rate` percent, rounded to the nearest unit. */
export const htFromTtc = (ttc: number, rate = VAT_RATE): number => Math.round((ttc * 100) / (100 + rate));

export const prices = (ht: number, ttc: number) => ({ ht, ttc, tax: ttc - ht });
