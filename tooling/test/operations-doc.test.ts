/** @jest-environment node */
// docs/operations.md promises every variable of each service: a variable added to an env.ts, the
// gateway image or docker/.env.example without a line there fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
const doc = read('docs/operations.md');

/** The keys of a zod env schema: `  NAME: z…` lines, and the per-remote `REMOTE_${…}_SUFFIX` ones. */
function schemaKeys(source: string): string[] {
  const plain = [...source.matchAll(/^ {2}([A-Z][A-Z0-9_]*): z\b/gm)].map((m) => m[1] as string);
  const perRemote = [...source.matchAll(/`REMOTE_\$\{name\.toUpperCase\(\)\}_([A-Z_]+)`/g)].map(
    (m) => `REMOTE_<NAME>_${m[1]}`,
  );
  return [...plain, ...perRemote];
}

test.each([
  ['shell/server/env.ts', 20],
  ['api/src/env.ts', 25],
])('every variable of %s is in docs/operations.md', (file, atLeast) => {
  const keys = schemaKeys(read(file));
  expect(keys.length).toBeGreaterThanOrEqual(atLeast);
  expect(keys.filter((key) => !doc.includes(`\`${key}\``))).toEqual([]);
});

test('the gateway variables and the compose .env variables are in docs/operations.md', () => {
  const gateway = [...read('docker/gateway/Dockerfile').matchAll(/^(?:ENV)?\s+([A-Z_]+)=/gm)]
    .map((m) => m[1] as string)
    .filter((key) => key !== 'NGINX_ENVSUBST_FILTER');
  expect(gateway).toEqual(['API_UPSTREAM', 'SHELL_UPSTREAM', 'NGINX_RESOLVER']);
  const example = (read('docker/.env.example').match(/^[A-Z][A-Z0-9_]*(?==)/gm) ?? []).map((key) =>
    key
      .replace(/^REMOTE_[A-Z]+_(URL|SSR_URL|VERSION)$/, 'REMOTE_<NAME>_$1')
      .replace(/^(CATALOGUE|CONTENT|FORMS|CHECKOUT|ACCOUNT|CONFIGURATOR)_PORT$/, '<NAME>_PORT')
      .replace(/^[A-Z]+_TAG$/, '<SERVICE>_TAG'),
  );
  expect([...gateway, ...example].filter((key) => !doc.includes(`\`${key}\``))).toEqual([]);
});
