/**
 * A place's opening hours, written in French by the editors (« Mardi au vendredi : 9h00 – 12h30,
 * 14h00 – 18h30 », « Dimanche : fermé »), as schema.org OpeningHoursSpecification: one entry per
 * day range and time slot. A line it cannot read is left out rather than guessed.
 */

const DAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'] as const;
const SCHEMA_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

export interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek: string[];
  opens: string;
  closes: string;
}

const dayIndex = (word: string) => DAYS.indexOf(word.trim().toLowerCase() as (typeof DAYS)[number]);

/** « Mardi au vendredi », « Lundi et jeudi », « Lundi, mercredi » → the days' indexes; null if unread. */
function parseDays(text: string): number[] | null {
  const days: number[] = [];
  for (const part of text.split(/,|\bet\b/)) {
    const range = /^\s*(\p{L}+)\s+au\s+(\p{L}+)\s*$/u.exec(part);
    if (range) {
      const from = dayIndex(range[1]!);
      const to = dayIndex(range[2]!);
      if (from < 0 || to < from) return null;
      for (let d = from; d <= to; d++) days.push(d);
      continue;
    }
    const one = dayIndex(part);
    if (one < 0) return null;
    days.push(one);
  }
  return days.length ? days : null;
}

/** « 9h00 », « 9h », « 18h30 », « 9:00 » → « 09:00 »; null if unread. */
function parseTime(text: string): string | null {
  const m = /^\s*(\d{1,2})\s*[h:]\s*(\d{2})?\s*$/i.exec(text);
  if (!m) return null;
  const hours = Number(m[1]);
  const minutes = Number(m[2] ?? '0');
  if (hours > 24 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/** Each line « Jours : début – fin[, début – fin] »; closed days (« fermé ») have no entry. */
export function openingHoursSpecification(lines: readonly string[]): OpeningHoursSpecification[] {
  const specs: OpeningHoursSpecification[] = [];
  for (const line of lines) {
    const [daysText, slotsText] = line.split(/\s*:\s*(.*)/s);
    if (!daysText || !slotsText || /ferm/i.test(slotsText)) continue;
    const days = parseDays(daysText);
    if (!days) continue;
    for (const slot of slotsText.split(',')) {
      const [from, to] = slot.split(/[–—-]|\sà\s/);
      const opens = from ? parseTime(from) : null;
      const closes = to ? parseTime(to) : null;
      if (!opens || !closes) continue;
      specs.push({ '@type': 'OpeningHoursSpecification', dayOfWeek: days.map((d) => SCHEMA_DAYS[d]!), opens, closes });
    }
  }
  return specs;
}
