/** @jest-environment node */
import { formatDate, formatDateShort, formatDateTime, isoDateInParis } from './index';

describe('French dates in the Europe/Paris time zone', () => {
  it('formats long and short dates', () => {
    expect(formatDate('2026-04-23')).toBe('23\u00a0avril 2026');
    expect(formatDateShort('2026-04-23')).toBe('23/04/2026');
    expect(formatDate(new Date(Date.UTC(2026, 11, 25, 12)))).toBe('25\u00a0décembre 2026');
  });

  it('keeps the day with its month by a no-break space; the year may go to the next line', () => {
    expect(formatDate('2026-04-23').split(' ')).toEqual(['23\u00a0avril', '2026']);
  });

  it('writes the first of the month as 1er', () => {
    expect(formatDate('2026-04-01')).toBe('1er\u00a0avril 2026');
    expect(formatDateShort('2026-04-01')).toBe('01/04/2026');
  });

  it('uses the Paris calendar day, not UTC nor the machine zone', () => {
    // 23:30 UTC on 23 April is 01:30 on 24 April in Paris (summer time, UTC+2).
    expect(formatDate('2026-04-23T23:30:00Z')).toBe('24\u00a0avril 2026');
    expect(isoDateInParis('2026-04-23T23:30:00Z')).toBe('2026-04-24');
    // 23:30 UTC on 23 January is 00:30 on 24 January (winter time, UTC+1).
    expect(formatDateShort('2026-01-23T23:30:00Z')).toBe('24/01/2026');
    expect(formatDate('2026-01-23T22:30:00Z')).toBe('23\u00a0janvier 2026');
  });

  it('formats a date and time', () => {
    expect(formatDateTime('2026-04-23T12:30:00Z')).toBe('23\u00a0avril 2026 à 14:30');
  });

  it('accepts timestamps and refuses invalid dates', () => {
    expect(formatDateShort(Date.UTC(2026, 3, 23))).toBe('23/04/2026');
    expect(() => formatDate('pas une date')).toThrow(RangeError);
  });
});
