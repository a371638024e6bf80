import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface StackState {
  baseURL: string;
  apiURL: string;
  /** The API's DATA_DIR: e-mails land in its mail/ folder as .eml files. */
  apiDataDir: string;
  /** The run's own PostgreSQL database where the machine has one (support/api-database.ts); else PGlite in apiDataDir. */
  apiDatabaseUrl?: string;
  remotesFile: string;
  remotePorts: Record<string, number>;
  root: string;
}

/**
 * The run's name in the state file: `E2E_RUN_ID`, else one derived from this checkout's path, so
 * two checkouts on one machine (a fresh clone beside a working tree) never read each other's servers.
 * Two runs in ONE checkout share its builds anyway; they still need `E2E_RUN_ID` each.
 */
export function runName(env: NodeJS.ProcessEnv = process.env, checkout = path.resolve(__dirname, '..', '..')): string {
  return env.E2E_RUN_ID || `main-${createHash('sha1').update(checkout).digest('hex').slice(0, 8)}`;
}

// Outside Playwright's output folder (it is emptied at the start of a run).
const STATE_FILE = path.join(os.tmpdir(), `arbora-e2e-stack-${runName()}-${process.getuid?.() ?? 0}.json`);

export function writeStackState(state: StackState): void {
  writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
}

export function stackState(): StackState {
  return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as StackState;
}

export const STATE_PATH = STATE_FILE;
