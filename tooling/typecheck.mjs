#!/usr/bin/env node
// `npm run typecheck`: `tsc -p` on every workspace that has a tsconfig.json (the workspaces are not
// composite projects, so `tsc -b` has nothing to build). `npm test` runs the same list.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every folder with a tsconfig.json that `npm test` type-checks, in order. */
export const TYPECHECK_PROJECTS = [
  'shared',
  'shell',
  'mfe-catalogue',
  'mfe-content',
  'mfe-forms',
  'mfe-checkout',
  'mfe-account',
  'mfe-configurator',
  'api',
  'server-kit',
  'e2e',
  'tooling',
].filter((project) => existsSync(path.join(ROOT, project, 'tsconfig.json')));

export const tscArgs = (project) => [
  path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'),
  '-p',
  path.join(ROOT, project, 'tsconfig.json'),
];

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  let failed = 0;
  for (const project of TYPECHECK_PROJECTS) {
    console.log(`▶ tsc -p ${project}`);
    if (spawnSync(process.execPath, tscArgs(project), { stdio: 'inherit' }).status !== 0) failed++;
  }
  process.exit(failed === 0 ? 0 : 1);
}
