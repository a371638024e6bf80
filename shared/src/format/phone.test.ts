/** @jest-environment node */
import { formatPhoneFr } from './index';

describe('formatPhoneFr', () => {
  it.each([
    ['0240000000', '02 40 00 00 00'],
    ['0612345678', '06 12 34 56 78'],
    ['06.12.34.56.78', '06 12 34 56 78'],
    ['06-12-34-56-78', '06 12 34 56 78'],
    [' 06 12 34 56 78 ', '06 12 34 56 78'],
    ['02 40 00 00 00', '02 40 00 00 00'],
    ['+33240000000', '+33 2 40 00 00 00'],
    ['+33 6 12 34 56 78', '+33 6 12 34 56 78'],
    ['+33 (0)6 12 34 56 78', '+33 6 12 34 56 78'],
    ['0033612345678', '+33 6 12 34 56 78'],
  ])('French number %p → %p', (typed, printed) => {
    expect(formatPhoneFr(typed)).toBe(printed);
  });

  it.each(['+32 2 123 45 67', '+41221234567', '3631', '061234567', '06123456789', 'à rappeler', ''])(
    'anything else is printed as typed: %p',
    (typed) => {
      expect(formatPhoneFr(typed)).toBe(typed);
    },
  );
});
