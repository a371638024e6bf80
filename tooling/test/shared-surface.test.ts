/** @jest-environment node */
// A change to shared's public surface without a version bump fails npm test: remotes take the
// host's copy of shared at run time, so an unversioned change would run against the wrong contract.
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(__dirname, '..', '..');
const script = path.join(root, 'tooling', 'shared-surface.mjs');

function check(env: Record<string, string> = {}): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [script], { cwd: root, env: { ...process.env, ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` }),
    );
  });
}

jest.setTimeout(60_000);

const sharedVersion = JSON.parse(readFileSync(path.join(root, 'shared', 'package.json'), 'utf8')).version as string;

test('the recorded surface of shared is the current one, under the current version', async () => {
  const { code, output } = await check();
  expect(output).toContain('public surface as recorded');
  expect(code).toBe(0);
});

test('a changed surface under the same version fails, naming the bump to make', async () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'surface-'));
  const file = path.join(dir, 'public-surface.json');
  try {
    writeFileSync(file, JSON.stringify({ version: sharedVersion, hash: 'an-older-surface' }));
    const { code, output } = await check({ SHARED_SURFACE_FILE: file });
    expect(code).toBe(1);
    expect(output).toContain('bump it');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('every workspace that uses shared is built against its current version', () => {
  const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces as string[];
  const wrong = workspaces.flatMap((workspace) => {
    const pkg = JSON.parse(readFileSync(path.join(root, workspace, 'package.json'), 'utf8'));
    const wanted = pkg.dependencies?.['@arbora/shared'] ?? pkg.devDependencies?.['@arbora/shared'];
    return wanted === undefined || wanted === sharedVersion ? [] : [`${workspace}: ${wanted}`];
  });
  expect(wrong).toEqual([]);
});
