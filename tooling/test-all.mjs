#!/usr/bin/env node
// `npm test`: type check, lint, Jest in every workspace, the API suite (PGlite, then PostgreSQL when
// DATABASE_URL is set), the production builds, the replica drill's quick form, then Playwright in
// Debian's Chromium.
// Ends with one line `N passed, N failed` summing every suite; exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { APPS, buildApps, ROOT } from './stack.mjs';
import { TYPECHECK_PROJECTS, tscArgs } from './typecheck.mjs';

const OUT = path.join(ROOT, '.test-output');
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const report = [];
const only = process.argv.slice(2); // e.g. `npm test -- lint jest` runs just those steps

function exec(command, args, { env = {}, cwd = ROOT } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
    child.on('error', () => resolve(1));
  });
}

function record(step, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  report.push(`${step}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

const node = process.execPath;
const bin = (pkg, file) => path.join(ROOT, 'node_modules', pkg, file);

async function typecheck() {
  let passed = 0;
  let failed = 0;
  for (const project of TYPECHECK_PROJECTS) {
    console.log(`\n▶ tsc -p ${project}`);
    if ((await exec(node, tscArgs(project))) === 0) passed++;
    else failed++;
  }
  record('typecheck', passed, failed);
}

/** Prettier's check over the whole tree (`.prettierignore` lists what it skips): `npm run format` fixes it. */
async function format() {
  console.log('\n▶ prettier --check');
  const code = await exec(node, [bin('prettier', 'bin/prettier.cjs'), '--check', '.', '--log-level=warn']);
  record('format', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

async function lint() {
  console.log('\n▶ eslint');
  const code = await exec(node, [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0']);
  record('lint', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

async function jest(label, args, env = {}) {
  const file = path.join(OUT, `jest-${label}.json`);
  console.log(`\n▶ jest ${label}`);
  const code = await exec(node, [bin('jest', 'bin/jest.js'), '--json', `--outputFile=${file}`, ...args], { env });
  if (!existsSync(file)) return record(`jest ${label}`, 0, 1);
  const result = JSON.parse(readFileSync(file, 'utf8'));
  const brokenSuites = result.numRuntimeErrorTestSuites ?? 0;
  record(
    `jest ${label}`,
    result.numPassedTests,
    result.numFailedTests + brokenSuites + (code !== 0 && result.numFailedTests + brokenSuites === 0 ? 1 : 0),
    result.numPendingTests,
  );
}

async function builds() {
  console.log('\n▶ production builds');
  try {
    await buildApps(APPS);
    record('build', APPS.length, 0);
  } catch (error) {
    console.error(error);
    record('build', 0, 1);
  }
}

/**
 * The replica drill's quick form (issue 37): its own PostgreSQL, Redis, S3 server, two APIs, two
 * workers, two shells and nginx on loopback, against the builds of the previous step. Each line of
 * its table is a test.
 */
async function drill() {
  console.log('\n▶ drill:replicas --quick');
  const lines = { passed: 0, failed: 0 };
  const code = await new Promise((resolve) => {
    const child = spawn(node, [path.join(ROOT, 'tooling', 'drill', 'replicas.mjs'), '--quick'], {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let rest = '';
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      const text = rest + chunk;
      const complete = text.split('\n');
      rest = complete.pop() ?? '';
      for (const line of complete) {
        if (line.startsWith('PASS  ')) lines.passed++;
        if (line.startsWith('FAIL  ')) lines.failed++;
      }
    });
    child.on('exit', (exitCode) => resolve(exitCode ?? 1));
    child.on('error', () => resolve(1));
  });
  record('drill replicas', lines.passed, lines.failed + (code !== 0 && lines.failed === 0 ? 1 : 0));
}

/**
 * Playwright in two runs, each with its own servers: the specs that share the stack in parallel
 * workers, then those that change it for everyone (repointed or stopped remotes), one at a time.
 */
async function playwright() {
  for (const project of ['shared-stack', 'stack-mutating']) {
    const file = path.join(OUT, `playwright-${project}.json`);
    console.log(`\n▶ playwright ${project} (Debian chromium)`);
    await exec(node, [bin('@playwright/test', 'cli.js'), 'test', '--project', project], {
      cwd: path.join(ROOT, 'e2e'),
      env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
    });
    if (!existsSync(file)) {
      record(`playwright ${project}`, 0, 1);
      continue;
    }
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    record(`playwright ${project}`, stats.expected + stats.flaky, stats.unexpected, stats.skipped);
  }
}

const steps = {
  typecheck,
  format,
  lint,
  jest: () => jest('workspaces', ['--selectProjects', ...APPS.map((a) => a.dir), 'shared', 'tooling']),
  api: async () => {
    // The API's own Jest config (it sets maxWorkers and globalSetup); PGlite needs VM modules.
    const args = ['--config', path.join(ROOT, 'api', 'jest.config.cjs')];
    const vmModules = {
      NODE_OPTIONS:
        `${process.env.NODE_OPTIONS ?? ''} --experimental-vm-modules --disable-warning=ExperimentalWarning`.trim(),
    };
    const { DATABASE_URL } = process.env;
    await jest('api-pglite', args, { ...vmModules, DATABASE_URL: '' });
    if (DATABASE_URL) await jest('api-postgresql', args, { ...vmModules, DATABASE_URL });
    else report.push('api on PostgreSQL: skipped (DATABASE_URL not set)');
  },
  build: builds,
  drill,
  e2e: playwright,
};

/** How long each step took, so a run that nears CI's limit says where its time went. */
const durations = [];
for (const [name, step] of Object.entries(steps)) {
  if (only.length && !only.includes(name)) continue;
  const start = Date.now();
  await step();
  durations.push(`${name} ${Math.round((Date.now() - start) / 1000)} s`);
}

console.log(`\nsteps: ${durations.join(', ')}`);
console.log(`\n${report.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed === 0 ? 0 : 1);
