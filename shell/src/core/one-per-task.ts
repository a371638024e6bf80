/** Resolves in a new task: `scheduler.yield()` where the browser has it (no 4 ms timer clamp), else a timer. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs each step in a task of its own, in order: a phone's main thread stays free for input
 * between them (no long task made of several module evaluations).
 */
export async function runOnePerTask(
  steps: readonly (() => Promise<unknown>)[],
  yieldTask: () => Promise<void> = nextTask,
): Promise<void> {
  for (const step of steps) {
    await yieldTask();
    await step();
  }
}
