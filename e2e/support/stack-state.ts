import { readFileSync, writeFileSync } from 'node:fs';
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

const STATE_FILE = path.join(__dirname, '..', 'test-results', '.stack.json');

export function writeStackState(state: StackState): void {
  writeFileSync(STATE_FILE, JSON.stringify(state, null, 2));
}

export function stackState(): StackState {
  return JSON.parse(readFileSync(STATE_FILE, 'utf8')) as StackState;
}

export const STATE_PATH = STATE_FILE;
