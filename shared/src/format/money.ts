import { groupThousands } from './number';

declare const moneyBrand: unique symbol;

/**
 * An amount as it crosses the wire: an integer of ten-thousandths of a euro (SPEC 3, SPEC 9:
 * "integers divided by 10000"). The brand keeps it from being mixed with euros or quantities;
 * build one with `moneyFromWire`, never with a cast.
 * @public
 */
export type Money = number & { readonly [moneyBrand]: 'Money' };

/** Wire units per euro. */
export const MONEY_SCALE = 10_000;
/** Wire units per cent. */
const UNITS_PER_CENT = MONEY_SCALE / 100;

export const ZERO_MONEY = 0 as Money;

/**
 * Brands a wire integer. Throws a RangeError for a non-integer (a euro amount such as 12.5 passed
 * by mistake) or an integer beyond 2^53, which would have lost precision already.
 * @public
 */
export function moneyFromWire(n: number): Money {
  if (!Number.isSafeInteger(n)) {
    throw new RangeError(`Money must be a safe integer of 1/${MONEY_SCALE} euro, got ${n}`);
  }
  return n as Money;
}

/** Money from a euro amount (seeds, tests, configurators), rounded to the nearest wire unit. */
export function moneyFromEuros(euros: number): Money {
  return moneyFromWire(Math.round(euros * MONEY_SCALE));
}

export function addMoney(...amounts: readonly Money[]): Money {
  return moneyFromWire(amounts.reduce<number>((sum, m) => sum + m, 0));
}

export function subtractMoney(a: Money, b: Money): Money {
  return moneyFromWire(a - b);
}

/** An amount times a quantity, which may be fractional (m², linear metres); rounded to a unit. */
export function multiplyMoney(m: Money, factor: number): Money {
  return moneyFromWire(Math.round(m * factor));
}

/**
 * The amount in whole cents, rounded half away from zero in integer arithmetic: dividing first
 * and letting Intl round the float would turn 1.235 € into 1,23 € or 1,24 € depending on its
 * binary representation.
 */
export function toCents(m: Money): number {
  const cents = Math.trunc((Math.abs(m) + UNITS_PER_CENT / 2) / UNITS_PER_CENT);
  // `|| 0` turns -0 into 0 so a tiny negative amount never prints as "-0,00 €".
  return (m < 0 ? -cents : cents) || 0;
}

/** "1234.56": a dot-decimal euro string rounded to cents, for JSON-LD and payment providers. */
export function moneyToDecimalString(m: Money): string {
  const cents = toCents(m);
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.trunc(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * French euro formatting: 12345600 → "1 234,56 €", with U+202F (narrow no-break space) between
 * thousands and U+00A0 (no-break space) before "€". Negative amounts use a hyphen-minus:
 * "-5,00 €". Compare exact strings in tests. Written without Intl (see `number.ts`): the strings
 * are the ones Intl's fr-FR currency format gives, which `money.test.ts` checks.
 * @public
 */
export function formatMoney(m: Money): string {
  const cents = toCents(m);
  const abs = Math.abs(cents);
  const euros = groupThousands(String(Math.trunc(abs / 100)));
  return `${cents < 0 ? '-' : ''}${euros},${String(abs % 100).padStart(2, '0')}\u00a0€`;
}
