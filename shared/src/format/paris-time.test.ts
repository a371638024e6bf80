/** @jest-environment node */
import { fieldsFromIntl, parisFields } from './paris-time';

const fromIntl = fieldsFromIntl;

describe('parisFields reads the Paris calendar as Intl does', () => {
  it('around every change of time from 1996 to 2060, minute by minute', () => {
    for (let year = 1996; year <= 2060; year += 1) {
      for (const month of [2, 9]) {
        const lastDay = new Date(Date.UTC(year, month + 1, 0));
        const change = Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
        for (let minutes = -90; minutes <= 90; minutes += 1) {
          const date = new Date(change + minutes * 60_000);
          expect([date.toISOString(), parisFields(date)]).toEqual([date.toISOString(), fromIntl(date)]);
        }
      }
    }
  });

  it('on 50 000 pseudo-random instants from 1970 to 2080', () => {
    let seed = 11;
    const from = Date.UTC(1970, 0, 1);
    const span = Date.UTC(2080, 0, 1) - from;
    for (let i = 0; i < 50_000; i += 1) {
      seed = (seed * 48271) % 2147483647;
      const date = new Date(from + Math.floor((seed / 2147483647) * span));
      expect([date.toISOString(), parisFields(date)]).toEqual([date.toISOString(), fromIntl(date)]);
    }
  });

  it('at the turns of the year and the month', () => {
    for (const iso of [
      '2025-12-31T22:59:59Z',
      '2025-12-31T23:00:00Z',
      '2026-02-28T23:00:00Z',
      '2028-02-28T23:30:00Z',
    ]) {
      const date = new Date(iso);
      expect(parisFields(date)).toEqual(fromIntl(date));
    }
  });
});
