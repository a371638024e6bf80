/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as everything from '@tanstack/react-query';
import * as client from './react-query-client';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SOURCES = [
  'shell/src',
  'shared/src',
  ...readdirSync(ROOT)
    .filter((dir) => dir.startsWith('mfe-'))
    .map((dir) => `${dir}/src`),
];

/** The shell's Node renderer (`ssr/`, built into dist/server/render.js, which shares the full package), and the facade. */
const NOT_SCANNED = /^shell\/src\/(ssr\/|core\/react-query-client\.tsx?$)/;

/**
 * In the facade though no browser code of the site imports them (docs/remote-team-guide.md): the
 * usual hooks remote teams expect, both small (useInfiniteQuery, useIsFetching), and
 * MutationObserver, which useMutation brings anyway.
 */
const FOR_REMOTE_TEAMS = ['useInfiniteQuery', 'useIsFetching', 'MutationObserver'];

/** The names imported as values from `@tanstack/react-query` by code that runs in a browser (tests aside). */
function importedNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const dir of SOURCES) {
    for (const entry of readdirSync(path.join(ROOT, dir), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(entry) || /\.test\.tsx?$|(^|\/)testing\//.test(entry)) continue;
      const file = path.join(dir, entry);
      if (NOT_SCANNED.test(file)) continue;
      const source = readFileSync(path.join(ROOT, file), 'utf8');
      for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'@tanstack\/react-query'/g)) {
        if (match[1]) continue;
        for (const part of match[2]!.split(',')) {
          const name = part
            .trim()
            .split(/\s+as\s+/)[0]!
            .trim();
          if (name && !name.startsWith('type ')) names.set(name, file);
        }
      }
      expect(source).not.toMatch(/import\s+\*\s+as\s+\w+\s+from\s+'@tanstack\/react-query'/);
      expect(source).not.toMatch(/export\s+(\*|\{[^}]*\})\s+from\s+'@tanstack\/react-query'/);
    }
  }
  return names;
}

describe('@tanstack/react-query as the shell shares it (the names the site imports)', () => {
  it('provides every name the shell, the contract package and the remotes import', () => {
    const names = importedNames();
    expect(names.size).toBeGreaterThan(5);
    const missing = [...names].filter(([name]) => !(name in client)).map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('provides nothing else than those and the hooks kept for remote teams (each name ships to every visitor)', () => {
    const names = importedNames();
    // A name dropped here must be gone from every deployed remote too (docs/remote-team-guide.md).
    expect(Object.keys(client).filter((name) => !names.has(name) && !FOR_REMOTE_TEAMS.includes(name))).toEqual([]);
    for (const name of FOR_REMOTE_TEAMS) expect(name in client).toBe(true);
  });

  it('leaves out useQueries (0.9 KB gzip for every visitor): several useQuery calls do the same', () => {
    expect('useQueries' in everything).toBe(true);
    expect('useQueries' in client).toBe(false);
  });

  it('re-exports the package’s own objects, nothing of its own', () => {
    for (const [name, value] of Object.entries(client)) expect(value).toBe(everything[name as keyof typeof everything]);
  });
});
