import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tooling/chromium.mjs';

const runId = process.env.E2E_RUN_ID;
const TESTS = path.join(__dirname, 'tests');

/**
 * Specs that change the shared stack for everyone (repoint remotes through REMOTES_FILE, stop a
 * remote): found by their use of the `repoint` fixture, or a `// e2e: serial` line. They run alone,
 * in their own project, after the others; every other spec shares the servers in parallel workers.
 */
const STACK_MUTATING = readdirSync(TESTS)
  .filter((file) => file.endsWith('.spec.ts'))
  .filter((file) => /\brepoint\b|\/\/ e2e: serial/.test(readFileSync(path.join(TESTS, file), 'utf8')))
  .map((file) => `**/${file}`);

// Debian's chromium, never a downloaded browser (no `npx playwright install` on these machines).
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // One set of servers for the suite. Files run in parallel workers (E2E_WORKERS, default 2: the
  // browser and the servers share two cores); the tests of one file run in order.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  fullyParallel: false,
  projects: [
    { name: 'shared-stack', testIgnore: STACK_MUTATING },
    { name: 'stack-mutating', testMatch: STACK_MUTATING, workers: 1 },
  ],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  reporter: [
    ['list'],
    [
      'json',
      {
        outputFile:
          process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? `../.test-output/playwright${runId ? `-${runId}` : ''}.json`,
      },
    ],
  ],
  use: {
    browserName: 'chromium',
    locale: 'fr-FR',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  outputDir: runId ? `./test-results-${runId}` : './test-results',
});
