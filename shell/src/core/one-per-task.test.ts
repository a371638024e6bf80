/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { nextTask, runOnePerTask } from './one-per-task';

test('each step runs after a yield, in order, once the previous one has settled', async () => {
  const log: string[] = [];
  const step = (name: string) => async () => {
    log.push(`${name} start`);
    await Promise.resolve();
    log.push(`${name} end`);
  };
  await runOnePerTask([step('a'), step('b')], async () => void log.push('yield'));
  expect(log).toEqual(['yield', 'a start', 'a end', 'yield', 'b start', 'b end']);
});

test('nextTask uses scheduler.yield where the browser has it, a timer elsewhere', async () => {
  const scheduler = { yield: jest.fn(() => Promise.resolve()) };
  Object.assign(globalThis, { scheduler });
  try {
    await nextTask();
    expect(scheduler.yield).toHaveBeenCalledTimes(1);
  } finally {
    delete (globalThis as { scheduler?: unknown }).scheduler;
  }
  jest.useFakeTimers();
  try {
    let done = false;
    const pending = nextTask().then(() => (done = true));
    await Promise.resolve();
    expect(done).toBe(false);
    jest.runAllTimers();
    await pending;
    expect(done).toBe(true);
  } finally {
    jest.useRealTimers();
  }
});

// The boot's order (src/index.ts): each library, React's client from a chunk of its own, then the
// shell's own modules in three steps (the layouts, the route table, the bootstrap: one task of
// about 80 ms at 4x CPU before), all three from one chunk, "boot", which the server preloads.
test('the boot evaluates the libraries, then the shell in three steps of one chunk', () => {
  const source = readFileSync(path.join(__dirname, '..', 'index.ts'), 'utf8');
  const steps = [...source.matchAll(/\(\) => import\((\/\*[^*]*\*\/\s*)?'([^']+)'\)/g)].map((match) => ({
    request: match[2],
    chunk: /webpackChunkName: "([^"]+)"/.exec(match[1] ?? '')?.[1],
  }));
  const requests = steps.map((step) => step.request);
  expect(requests.slice(0, 2)).toEqual(['react-dom', 'react-dom/client']);
  // React's client is a script of its own (not in main.js, whose compile it made one long task).
  expect(steps[1]).toEqual({ request: 'react-dom/client', chunk: 'react-dom-client' });
  expect(requests.indexOf('@arbora/shared/ui')).toBeLessThan(requests.indexOf('@arbora/shared/platform'));
  expect(steps.slice(-3)).toEqual([
    { request: './layouts/site-layout', chunk: 'boot' },
    { request: './app/router', chunk: 'boot' },
    { request: './boot/bootstrap', chunk: 'boot' },
  ]);
});
