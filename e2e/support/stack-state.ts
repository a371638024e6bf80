import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface StackState {
  baseURL: string;
  apiURL: string;
  /** The API's DATA_DIR: e-mails land in its mail/ folder as .eml files. */
  apiDataDir: string;
  remotesFile: string;
  remotePorts: Record<string, number>;
  root: string;
}

// Outside Playwright's output folder (it is emptied at the start of a run). `E2E_RUN_ID` keeps two
// runs on one machine (two developers' checkouts, or helpers) from reading each other's servers.
const STATE_FILE = path.join(
  os.tmpdir(),
  `arbora-e2e-stack-${process.env.E2E_RUN_ID ?? 'main'}-${process.getuid?.() ?? 0}.json`,
);

export function writeStackState(state: StackState): void {
  writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
}

export function stackState(): StackState {
  return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as StackState;
}

export const STATE_PATH = STATE_FILE;
