import { writeFileSync } from 'node:fs';
import { test as base } from '@playwright/test';
import { stackState, type StackState } from './stack-state';

interface Fixtures {
  stack: StackState;
  /** Points remotes elsewhere through the shell's REMOTES_FILE (as ops would); undone after the test. */
  repoint: (remotes: { name: string; entry: string; version?: string; integrity?: string }[]) => void;
}

export const test = base.extend<Fixtures>({
  stack: async ({}, use) => {
    await use(stackState());
  },
  baseURL: async ({}, use) => {
    await use(stackState().baseURL);
  },
  repoint: async ({}, use) => {
    const { remotesFile } = stackState();
    await use((remotes) =>
      writeFileSync(remotesFile, JSON.stringify({ remotes: remotes.map((r) => ({ version: 'test', ...r })) })),
    );
    writeFileSync(remotesFile, JSON.stringify({ remotes: [] }));
  },
});

export { expect } from '@playwright/test';
