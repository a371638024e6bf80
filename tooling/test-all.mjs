#!/usr/bin/env node
// `npm test`: type check, lint, Jest in every workspace, the API suite (PGlite, then PostgreSQL when
// DATABASE_URL is set), the production builds, two sites from `npm start` side by side, the replica
// drill's quick form, then Playwright in Debian's Chromium.
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

/**
 * Like exec, but holds the child's output and prints it in one piece when it ends, so steps that run
 * side by side (see PLAN) do not interleave their lines.
 */
function execHeld(label, command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: ROOT, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    const done = (code) => {
      const output = Buffer.concat(chunks).toString();
      process.stdout.write(`\n▶ ${label}${code === 0 ? '' : ` (exit ${code})`}\n${output}`);
      resolve(code);
    };
    child.on('close', (code) => done(code ?? 1));
    child.on('error', () => done(1));
  });
}

/** Runs `task` over `items`, at most `width` at a time. */
async function pool(items, width, task) {
  const queue = [...items];
  const lanes = Array.from({ length: Math.min(width, queue.length) }, async () => {
    while (queue.length) await task(queue.shift());
  });
  await Promise.all(lanes);
}

function record(step, passed, failed, skipped = 0) {
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  report.push(`${step}: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
}

const node = process.execPath;
const bin = (pkg, file) => path.join(ROOT, 'node_modules', pkg, file);

/** `tsc -p` per project, two at a time: each is single-threaded, and the machine has two cores. */
async function typecheck() {
  let passed = 0;
  let failed = 0;
  await pool(TYPECHECK_PROJECTS, 2, async (project) => {
    if ((await execHeld(`tsc -p ${project}`, node, tscArgs(project))) === 0) passed++;
    else failed++;
  });
  record('typecheck', passed, failed);
}

/** Prettier's check over the whole tree (`.prettierignore` lists what it skips): `npm run format` fixes it. */
async function format() {
  const code = await execHeld('prettier --check', node, [
    bin('prettier', 'bin/prettier.cjs'),
    '--check',
    '.',
    '--log-level=warn',
  ]);
  record('format', code === 0 ? 1 : 0, code === 0 ? 0 : 1);
}

async function lint() {
  const code = await execHeld('eslint', node, [bin('eslint', 'bin/eslint.js'), '.', '--max-warnings=0']);
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

/** The tests of `npm start` that need the builds: `*.stack.ts`, which the Jest step's `*.test.ts` leaves out. */
const START_TESTS = ['--testMatch', '<rootDir>/test/*.stack.ts', '--maxWorkers=1'];

const steps = {
  typecheck,
  format,
  lint,
  // Two workers: with Jest's default (cores − 1) one of the two cores waited on the other.
  jest: () =>
    jest('workspaces', ['--maxWorkers=2', '--selectProjects', ...APPS.map((a) => a.dir), 'shared', 'tooling']),
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
  // Two whole sites from `npm start` side by side on two PORT_BASEs (tooling/ports.cjs), on the builds
  // of the previous step: not in the Jest step, which runs before them.
  start: () => jest('start', ['--config', path.join(ROOT, 'tooling', 'jest.config.cjs'), ...START_TESTS]),
  drill,
  e2e: playwright,
};

/**
 * The order of the steps; the steps of one group run side by side. The type check (two projects at a
 * time), Prettier and ESLint are each single-threaded and read files only, so together they keep both
 * cores busy; every later step uses both cores on its own (or starts servers the next one needs).
 */
const PLAN = [['typecheck', 'format', 'lint'], ['jest'], ['api'], ['build'], ['start'], ['drill'], ['e2e']];

/** How long each step took, so a run that nears CI's limit says where its time went. */
const durations = [];
for (const group of PLAN) {
  const chosen = group.filter((name) => !only.length || only.includes(name));
  const start = Date.now();
  await Promise.all(
    chosen.map(async (name) => {
      await steps[name]();
      durations.push(`${name} ${Math.round((Date.now() - start) / 1000)} s`);
    }),
  );
}

console.log(`\nsteps: ${durations.join(', ')}`);
console.log(`\n${report.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed === 0 ? 0 : 1);
