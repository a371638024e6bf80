import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tooling/chromium.mjs';

const runId = process.env.E2E_RUN_ID;

// Debian's chromium, never a downloaded browser (no `npx playwright install` on these machines).
export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // One set of servers for the suite, and some tests repoint remotes: run tests one at a time.
  workers: 1,
  fullyParallel: false,
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
