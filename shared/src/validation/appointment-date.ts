/*
 * The calendar rule of the appointment forms (SPEC 2.5, issue 15): a day from today on, never a
 * Sunday (the stores are closed). One source for the browser (message on blur, the date input's
 * `min`) and the API (POST /v1/forms/send refuses the same days): the form schemas call it.
 * "Today" is today in Paris, whatever the time zone of the browser or of the server.
 */

/** Today in France as YYYY-MM-DD (what a date input gives). `now` is settable for tests. @public */
export function todayInParis(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Paris',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Why `day` (YYYY-MM-DD) cannot be booked: `appointment_date_past` before today in Paris,
 * `appointment_date_sunday` on a Sunday, null when it can (or when it is no date at all: the
 * format has its own rule, valid_date). @public
 */
export function appointmentDateProblem(
  day: string,
  now: Date = new Date(),
): 'appointment_date_past' | 'appointment_date_sunday' | null {
  const match = DAY.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 12));
  if (date.toISOString().slice(0, 10) !== day) return null; // 2030-02-30 and the like
  if (day < todayInParis(now)) return 'appointment_date_past';
  if (date.getUTCDay() === 0) return 'appointment_date_sunday';
  return null;
}
