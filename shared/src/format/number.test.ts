/** @jest-environment node */
import { formatDecimal } from './index';
import { groupThousands } from './number';

const intl = (maximumFractionDigits: number) => new Intl.NumberFormat('fr-FR', { maximumFractionDigits });

describe('groupThousands', () => {
  it.each([
    ['0', '0'],
    ['999', '999'],
    ['1000', '1\u202f000'],
    ['1234567', '1\u202f234\u202f567'],
  ])('%s → %s', (digits, expected) => {
    expect(groupThousands(digits)).toBe(expected);
  });
});

describe('formatDecimal writes what Intl fr-FR writes', () => {
  it.each([4.5, 4, 4.25, 4.35, 4.05, 1.15, 0.05, 0.04, 9.96, 99.95, 1234.56, -2.25, -0.04, 0, -0, 1e21, 5e-7])(
    '%p',
    (value) => {
      expect(formatDecimal(value)).toBe(intl(1).format(value));
    },
  );

  it('matches Intl on 20 000 pseudo-random values and on other precisions', () => {
    let seed = 7;
    const next = () => ((seed = (seed * 48271) % 2147483647) / 2147483647) * 2 - 1;
    for (let i = 0; i < 20_000; i += 1) {
      const value = Math.round(next() * 10 ** (1 + (i % 8))) / 10 ** (i % 4);
      const digits = i % 3;
      expect([value, digits, formatDecimal(value, digits)]).toEqual([value, digits, intl(digits).format(value)]);
    }
  });
});
