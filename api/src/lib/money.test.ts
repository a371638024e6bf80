import { euros, htFromTtc, ttcFromHt } from './money';

test('money is an integer of euros × 10000 and VAT rounds once', () => {
  expect(euros(12.5)).toBe(125_000);
  expect(euros(0.1 + 0.2)).toBe(3_000);
  expect(ttcFromHt(100_000)).toBe(120_000);
  expect(htFromTtc(499_000)).toBe(415_833);
  expect(Number.isInteger(htFromTtc(1))).toBe(true);
});
