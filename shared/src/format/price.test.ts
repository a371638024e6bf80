/** @jest-environment node */
import { formatEcoParticipation, formatPriceLabel, htFromTtc, moneyFromWire, ttcFromHt } from './index';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatPriceLabel', () => {
  it('labels TTC and HT, joined by a no-break space', () => {
    const m = moneyFromWire(12345600);
    expect(formatPriceLabel(m, 'TTC')).toBe(`1${NNBSP}234,56${NBSP}€${NBSP}TTC`);
    expect(formatPriceLabel(m, 'HT')).toBe(`1${NNBSP}234,56${NBSP}€${NBSP}HT`);
  });
});

describe('HT and TTC', () => {
  it('converts at 20 % by default', () => {
    expect(ttcFromHt(moneyFromWire(1000000))).toBe(1200000);
    expect(htFromTtc(moneyFromWire(1200000))).toBe(1000000);
  });

  it('takes another rate and rounds to a wire unit', () => {
    expect(ttcFromHt(moneyFromWire(1000000), 5.5)).toBe(1055000);
    expect(htFromTtc(moneyFromWire(1), 20)).toBe(1); // 0.833... → 1
  });
});

describe('formatEcoParticipation', () => {
  it('writes the French line with no-break spaces before the colon and the euro sign', () => {
    expect(formatEcoParticipation(moneyFromWire(120000))).toBe(`dont éco-participation${NBSP}: 12,00${NBSP}€`);
  });
});
