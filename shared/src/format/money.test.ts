/** @jest-environment node */
import {
  addMoney,
  formatMoney,
  moneyFromEuros,
  moneyFromWire,
  moneyToDecimalString,
  multiplyMoney,
  subtractMoney,
  toCents,
} from './index';

const NNBSP = '\u202f'; // thousands separator
const NBSP = '\u00a0'; // before the euro sign

describe('moneyFromWire', () => {
  it('brands integers', () => {
    expect(moneyFromWire(12345600)).toBe(12345600);
  });

  it.each([12.5, Number.NaN, Infinity, 2 ** 53])('refuses %p', (n) => {
    expect(() => moneyFromWire(n)).toThrow(RangeError);
  });
});

describe('formatMoney (exact fr-FR strings)', () => {
  it.each([
    [12345600, `1${NNBSP}234,56${NBSP}€`],
    [0, `0,00${NBSP}€`],
    [5000, `0,50${NBSP}€`],
    [120000, `12,00${NBSP}€`],
    [12345678900, `1${NNBSP}234${NNBSP}567,89${NBSP}€`],
    [-50000, `-5,00${NBSP}€`],
  ])('%i → %s', (wire, expected) => {
    expect(formatMoney(moneyFromWire(wire))).toBe(expected);
  });

  it('rounds half away from zero at the cent, in integer arithmetic', () => {
    expect(formatMoney(moneyFromWire(12350))).toBe(`1,24${NBSP}€`); // 1.235 €
    expect(formatMoney(moneyFromWire(12349))).toBe(`1,23${NBSP}€`);
    expect(formatMoney(moneyFromWire(12450))).toBe(`1,25${NBSP}€`); // 1.245 € (not banker's)
    expect(formatMoney(moneyFromWire(-12350))).toBe(`-1,24${NBSP}€`);
  });

  it('writes what Intl fr-FR writes for euros, on 20 000 pseudo-random amounts', () => {
    const intl = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
    let seed = 3;
    for (let i = 0; i < 20_000; i += 1) {
      seed = (seed * 48271) % 2147483647;
      const cents = Math.round(((seed / 2147483647) * 2 - 1) * 10 ** (1 + (i % 11)));
      const m = moneyFromWire(cents * 100);
      expect([cents, formatMoney(m)]).toEqual([cents, intl.format(cents / 100 || 0)]);
    }
  });

  it('never prints a negative zero', () => {
    expect(formatMoney(moneyFromWire(-49))).toBe(`0,00${NBSP}€`);
    expect(Object.is(toCents(moneyFromWire(-49)), 0)).toBe(true);
  });
});

describe('arithmetic and conversions', () => {
  it('adds, subtracts and multiplies in wire units', () => {
    const a = moneyFromWire(100000);
    const b = moneyFromWire(25000);
    expect(addMoney(a, b, b)).toBe(150000);
    expect(addMoney()).toBe(0);
    expect(subtractMoney(a, b)).toBe(75000);
    expect(multiplyMoney(moneyFromWire(33333), 2.5)).toBe(83333); // 83332.5 rounded
  });

  it('converts from euros and to a decimal string', () => {
    expect(moneyFromEuros(1234.56)).toBe(12345600);
    expect(moneyToDecimalString(moneyFromWire(12345600))).toBe('1234.56');
    expect(moneyToDecimalString(moneyFromWire(500))).toBe('0.05');
    expect(moneyToDecimalString(moneyFromWire(-50000))).toBe('-5.00');
  });
});
