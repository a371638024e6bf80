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

/**
 * An amount rounded to whole cents (half away from zero). Every TTC amount a shopper reads is
 * whole cents, so the lines of a summary, each printed to the cent, add up to the total printed.
 */
export const wholeCents = (amount: number): number => {
  const unitsPerCent = MONEY_SCALE / 100;
  return Math.sign(amount) * Math.round(Math.abs(amount) / unitsPerCent) * unitsPerCent || 0;
};
