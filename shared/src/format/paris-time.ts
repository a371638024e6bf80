/*
 * The calendar fields of an instant in Paris, without Intl (see `number.ts` for why): since 1996
 * France follows the EU rule, summer time (UTC+2) from the last Sunday of March to the last Sunday
 * of October at 01:00 UTC, winter time (UTC+1) otherwise. Earlier instants, which the shop never
 * shows, are asked of Intl. `paris-time.test.ts` compares every result with Intl's Europe/Paris.
 */
export const SITE_TIME_ZONE = 'Europe/Paris';

export interface ParisFields {
  year: number;
  /** 1 to 12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

const HOUR_MS = 3_600_000;
/** The first year of the current EU summer-time rule in France. */
const EU_RULE_SINCE = 1996;

/** The last Sunday of a month at 01:00 UTC, when the EU clocks change. */
function lastSundayAtOneUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

function offsetHours(ms: number, year: number): number {
  return ms >= lastSundayAtOneUtc(year, 2) && ms < lastSundayAtOneUtc(year, 9) ? 2 : 1;
}

let intlFallback: Intl.DateTimeFormat | undefined;

/** The same fields as Intl reads them (the fallback before 1996, and the tests' reference). */
export function fieldsFromIntl(date: Date): ParisFields {
  intlFallback ??= new Intl.DateTimeFormat('fr-FR', {
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
    timeZone: SITE_TIME_ZONE,
  });
  const parts = intlFallback.formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute') };
}

export function parisFields(date: Date): ParisFields {
  const ms = date.getTime();
  const utcYear = date.getUTCFullYear();
  if (utcYear < EU_RULE_SINCE) return fieldsFromIntl(date);
  const local = new Date(ms + offsetHours(ms, utcYear) * HOUR_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
  };
}
