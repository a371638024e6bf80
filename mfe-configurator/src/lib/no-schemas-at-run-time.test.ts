/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// `@arbora/shared/schemas` carries zod: a value imported from it makes the configurator's page
// download zod and every schema before it can hydrate (≈ 0,7 s more on a phone). Its types are
// free; the share-link codec comes from the zod-free `@arbora/shared/routes`.
const SRC = path.join(__dirname, '..');
const isTestOnly = (file: string) => /\.test\.tsx?$/.test(file) || file.split(path.sep).includes('testing');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return /\.tsx?$/.test(entry.name) && !isTestOnly(file) ? [file] : [];
  });
}

test('the configurator imports only types from @arbora/shared/schemas', () => {
  const valueImports = sources(SRC).filter((file) =>
    /import\s+(?!type\b)[^;]*from\s+'@arbora\/shared\/schemas'/.test(readFileSync(file, 'utf8')),
  );
  expect(valueImports.map((file) => path.relative(SRC, file))).toEqual([]);
});
