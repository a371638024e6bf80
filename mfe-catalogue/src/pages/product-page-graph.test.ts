/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * `@arbora/shared/schemas` is every schema of the site with all of zod: shared lazily, it is fetched
 * and evaluated when a page first imports a value from it, in one task (about 0.5 s of a phone's
 * main thread at Lighthouse's 4× CPU slowdown). The product page's modules import types only.
 */
const ENTRY = path.resolve(__dirname, 'product-page.tsx');

function resolve(from: string, request: string): string {
  const base = path.resolve(path.dirname(from), request);
  const found = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find((file) =>
    existsSync(file),
  );
  if (!found) throw new Error(`${request} from ${from} not found`);
  return found;
}

/** Each import or re-export statement of a module: its source and whether it brings values (not only types). */
function importsOf(file: string): { from: string; values: boolean }[] {
  const source = readFileSync(file, 'utf8');
  return [...source.matchAll(/^(?:import|export)\s+(type\s+)?([^;]*?)\s+from\s+'([^']+)'/gms)].map((match) => {
    const names = /^\{([^}]*)\}$/.exec(match[2]!.trim())?.[1];
    const onlyTypes =
      Boolean(match[1]) ||
      (names !== undefined &&
        names
          .split(',')
          .map((name) => name.trim())
          .filter(Boolean)
          .every((name) => name.startsWith('type ')));
    return { from: match[3]!, values: !onlyTypes };
  });
}

/** The product page's own modules that import a value from `request`, walking its static imports. */
function importersOf(request: string): string[] {
  const seen = new Set<string>();
  const importers: string[] = [];
  const queue = [ENTRY];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const { from, values } of importsOf(file)) {
      if (!values) continue;
      if (from.startsWith('.')) queue.push(resolve(file, from));
      else if (from === request) importers.push(path.relative(__dirname, file));
    }
  }
  return importers.sort();
}

describe('the product page’s modules', () => {
  it('import no value from @arbora/shared/schemas', () => {
    expect(importersOf('@arbora/shared/schemas')).toEqual([]);
  });

  it('are walked from the page (the walk finds the shared subpaths the page does use)', () => {
    expect(importersOf('@arbora/shared/format').length).toBeGreaterThan(0);
  });
});
