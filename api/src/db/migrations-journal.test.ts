import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsDir } from '../paths';

// drizzle-kit numbers the next migration by the journal's length and diffs the schema against the
// last snapshot: a journal whose numbers skip or run out of order, or a snapshot chain that forks,
// makes the next `db:generate` reuse a number or redo a change already migrated.
interface Entry {
  idx: number;
  when: number;
  tag: string;
}
const journal = JSON.parse(readFileSync(path.join(migrationsDir, 'meta', '_journal.json'), 'utf8')) as {
  entries: Entry[];
};
const snapshot = (idx: number) =>
  JSON.parse(
    readFileSync(path.join(migrationsDir, 'meta', `${String(idx).padStart(4, '0')}_snapshot.json`), 'utf8'),
  ) as { id: string; prevId: string };

describe('the migrations journal', () => {
  it('numbers the migrations 0, 1, 2… in the order they were made, each tag starting with its number', () => {
    journal.entries.forEach((entry, position) => {
      expect(entry.idx).toBe(position);
      expect(entry.tag.startsWith(`${String(position).padStart(4, '0')}_`)).toBe(true);
      if (position > 0) expect(entry.when).toBeGreaterThan(journal.entries[position - 1]!.when);
    });
  });

  it('has one SQL file per entry and no other', () => {
    const files = readdirSync(migrationsDir).filter((file) => file.endsWith('.sql'));
    expect(files.sort()).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`).sort());
  });

  it('chains each snapshot to the one before it', () => {
    for (const entry of journal.entries.slice(1)) expect(snapshot(entry.idx).prevId).toBe(snapshot(entry.idx - 1).id);
  });
});
