/** @jest-environment node */
import { FORM_SCHEMAS } from '../schemas';
import { appointmentDateProblem, todayInParis } from './index';

// Fixed instants: the rule never depends on when the test runs.
const at = (iso: string) => new Date(iso);

describe('appointment days: from today in Paris on, never a Sunday', () => {
  it('today is the date in Paris, not in UTC nor in the server’s zone', () => {
    // 23:30 UTC on Saturday 28 March 2026 is already Sunday 29 in Paris (summer time starts that night).
    expect(todayInParis(at('2026-03-28T23:30:00Z'))).toBe('2026-03-29');
    expect(todayInParis(at('2026-11-23T22:59:00Z'))).toBe('2026-11-23');
    expect(todayInParis(at('2026-11-23T23:00:00Z'))).toBe('2026-11-24');
  });

  it('refuses a past day and a Sunday, accepts today and the days after', () => {
    const now = at('2026-11-24T08:00:00Z'); // Tuesday 24 November 2026 in Paris
    expect(appointmentDateProblem('2026-11-23', now)).toBe('appointment_date_past');
    expect(appointmentDateProblem('2026-11-24', now)).toBeNull();
    expect(appointmentDateProblem('2026-11-28', now)).toBeNull(); // Saturday
    expect(appointmentDateProblem('2026-11-29', now)).toBe('appointment_date_sunday');
    expect(appointmentDateProblem('2026-11-22', now)).toBe('appointment_date_past'); // a past Sunday: past first
  });

  it('just after midnight in Paris, yesterday (still today in UTC) is in the past', () => {
    const now = at('2026-11-23T23:30:00Z'); // 00:30 on Tuesday 24 in Paris
    expect(appointmentDateProblem('2026-11-23', now)).toBe('appointment_date_past');
    expect(appointmentDateProblem('2026-11-24', now)).toBeNull();
  });

  it('leaves what is no date to the format rule', () => {
    expect(appointmentDateProblem('12/05/2030')).toBeNull();
    expect(appointmentDateProblem('2030-02-30')).toBeNull();
  });

  it('the appointment schemas (browser and API) apply it with its message keys', () => {
    for (const form of ['rendez-vous', 'rendez-vous-pro'] as const) {
      const date = FORM_SCHEMAS[form].shape.date;
      expect(date.safeParse('2099-05-10').error?.issues.map((i) => i.message)).toEqual(['appointment_date_sunday']);
      expect(date.safeParse('2020-01-06').error?.issues.map((i) => i.message)).toEqual(['appointment_date_past']);
      expect(date.safeParse('12/05/2030').error?.issues.map((i) => i.message)).toEqual(['valid_date']);
      expect(date.safeParse('2099-05-11').success).toBe(true);
    }
  });
});
