/*
 * Dates are shown as a shopper in France reads them, whatever the time zone of the server or the
 * browser: every formatter pins `Europe/Paris`, so a server rendering in UTC and a browser in
 * Montréal print the same day. An ISO string without an offset ("2026-04-23T10:00") is parsed by
 * the runtime in its own zone: send dates with an offset or as a date only ("2026-04-23", read
 * as UTC midnight, which is the same calendar day in Paris).
 */
export const SITE_TIME_ZONE = 'Europe/Paris';

export type DateInput = Date | string | number;

const LONG = new Intl.DateTimeFormat('fr-FR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: SITE_TIME_ZONE,
});
const SHORT = new Intl.DateTimeFormat('fr-FR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  timeZone: SITE_TIME_ZONE,
});
const TIME = new Intl.DateTimeFormat('fr-FR', {
  hour: '2-digit',
  minute: '2-digit',
  timeZone: SITE_TIME_ZONE,
});

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

/**
 * "23 avril 2026"; the first of the month is written "1er avril 2026", as French requires
 * (Intl prints "1 avril").
 * @public
 */
export function formatDate(value: DateInput): string {
  return LONG.formatToParts(toDate(value))
    .map((part) => (part.type === 'day' && part.value === '1' ? '1er' : part.value))
    .join('');
}

/** "23/04/2026". @public */
export function formatDateShort(value: DateInput): string {
  return SHORT.format(toDate(value));
}

/** "23 avril 2026 à 14:30" (Paris time). @public */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return `${formatDate(date)} à ${TIME.format(date)}`;
}

/** "2026-04-23": the calendar day in Paris, for `<time dateTime>` and JSON-LD. */
export function isoDateInParis(value: DateInput): string {
  const parts = SHORT.formatToParts(toDate(value));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${get('year')}-${get('month')}-${get('day')}`;
}
