/**
 * @jest-environment node
 */
// The import boundaries of ARCHITECTURE.md are lint rules: prove each one bites.
import { execFile } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const eslintBin = path.join(root, 'node_modules', 'eslint', 'bin', 'eslint.js');

// The ESLint CLI, not its API: the flat config is ESM, which Jest's module system cannot load.
function ruleIdsFor(file: string, code: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [eslintBin, '--stdin', '--stdin-filename', path.join(root, file), '--format', 'json'],
      { cwd: root },
      (error, stdout) => {
        try {
          const [result] = JSON.parse(stdout) as { messages: { ruleId: string | null; message: string }[] }[];
          resolve((result?.messages ?? []).map((m) => m.ruleId ?? m.message));
        } catch {
          reject(error ?? new Error(stdout));
        }
      },
    );
    child.stdin?.end(code);
  });
}

jest.setTimeout(60_000);

test('a remote cannot import another remote', async () => {
  expect(
    await ruleIdsFor('mfe-content/src/x.ts', "import { a } from '@arbora/mfe-catalogue/src/a';\nexport { a };\n"),
  ).toContain('no-restricted-imports');
  expect(
    await ruleIdsFor('mfe-content/src/x.ts', "import { a } from '../../mfe-forms/src/a';\nexport { a };\n"),
  ).toContain('no-restricted-imports');
});

test('a remote may import the shared contract', async () => {
  expect(
    await ruleIdsFor('mfe-content/src/x.ts', "import { bus } from '@arbora/shared/bus';\nexport { bus };\n"),
  ).toEqual([]);
});

test('only shared/src/store imports zustand', async () => {
  const code = "import { create } from 'zustand';\nexport { create };\n";
  expect(await ruleIdsFor('mfe-checkout/src/x.ts', code)).toContain('no-restricted-imports');
  expect(await ruleIdsFor('shell/src/x.ts', code)).toContain('no-restricted-imports');
  expect(await ruleIdsFor('shared/src/bus/x.ts', code)).toContain('no-restricted-imports');
  expect(await ruleIdsFor('shared/src/store/x.ts', code)).toEqual([]);
});

test('the shell does not import a remote', async () => {
  expect(
    await ruleIdsFor('shell/src/x.ts', "import P from '@arbora/mfe-content/src/pages/home-page';\nexport { P };\n"),
  ).toContain('no-restricted-imports');
});
