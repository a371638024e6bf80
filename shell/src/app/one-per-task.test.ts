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

// The boot's order (src/index.ts): the first Intl formatter loads the browser's locale data, the
// longest single step of the boot on a phone. The formatters' module takes that step alone, before
// the shared UI and platform modules (which format numbers too) are evaluated.
test('the boot evaluates the formatters in a step of their own, before the UI and the platform', () => {
  const source = readFileSync(path.join(__dirname, '..', 'index.ts'), 'utf8');
  const steps = [...source.matchAll(/\(\) => import\((?:\/\*[^*]*\*\/\s*)?'([^']+)'\)/g)].map((match) => match[1]);
  expect(steps.slice(0, 2)).toEqual(['react-dom', 'react-dom/client']);
  expect(steps.indexOf('@arbora/shared/format')).toBeGreaterThan(-1);
  expect(steps.indexOf('@arbora/shared/format')).toBeLessThan(steps.indexOf('@arbora/shared/ui'));
  expect(steps.indexOf('@arbora/shared/ui')).toBeLessThan(steps.indexOf('@arbora/shared/platform'));
  expect(steps.at(-1)).toBe('./bootstrap');
});
