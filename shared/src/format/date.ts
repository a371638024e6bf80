import { parisFields } from './paris-time';

/*
 * Dates are shown as a shopper in France reads them, whatever the time zone of the server or the
 * browser: every formatter reads the Paris calendar (`paris-time.ts`, no Intl), so a server rendering in UTC and a browser in
 * Montréal print the same day. An ISO string without an offset ("2026-04-23T10:00") is parsed by
 * the runtime in its own zone: send dates with an offset or as a date only ("2026-04-23", read
 * as UTC midnight, which is the same calendar day in Paris).
 */
export { SITE_TIME_ZONE } from './paris-time';

export type DateInput = Date | string | number;

const MONTHS = [
  'janvier',
  'février',
  'mars',
  'avril',
  'mai',
  'juin',
  'juillet',
  'août',
  'septembre',
  'octobre',
  'novembre',
  'décembre',
];
const twoDigits = (n: number) => String(n).padStart(2, '0');

function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
  return date;
}

/**
 * "23 avril 2026"; the first of the month is written "1er avril 2026", as French requires
 * (Intl prints "1 avril"). The day keeps its month by a no-break space (never « 23 » at a line's
 * end and « avril » on the next); the year may go to the next line.
 * @public
 */
export function formatDate(value: DateInput): string {
  const { year, month, day } = parisFields(toDate(value));
  return `${day === 1 ? '1er' : day}\u00a0${MONTHS[month - 1]} ${year}`;
}

/** "23/04/2026". @public */
export function formatDateShort(value: DateInput): string {
  const { year, month, day } = parisFields(toDate(value));
  return `${twoDigits(day)}/${twoDigits(month)}/${year}`;
}

/** "23 avril 2026 à 14:30" (Paris time). @public */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  const { hour, minute } = parisFields(date);
  return `${formatDate(date)} à ${twoDigits(hour)}:${twoDigits(minute)}`;
}

/** "2026-04-23": the calendar day in Paris, for `<time dateTime>` and JSON-LD. */
export function isoDateInParis(value: DateInput): string {
  const { year, month, day } = parisFields(toDate(value));
  return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
}
