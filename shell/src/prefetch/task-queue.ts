import { nextTask } from '../core/one-per-task';

/**
 * Runs keyed tasks at most `limit` at a time, each key once for the life of the queue (a link seen
 * twice, or a module two links share, is fetched once). Failures are swallowed: a prefetch is a
 * hint, the real navigation reports its own errors. Each task starts in a task of its own
 * (`yieldTask`): the links of a page come into view together, and their requests, manifests and
 * route matching made one long task on a phone while the page was settling.
 */
export function createTaskQueue(limit: number, yieldTask: () => Promise<void> = nextTask) {
  const seen = new Set<string>();
  const waiting: (() => Promise<unknown>)[] = [];
  let running = 0;

  const next = () => {
    while (running < limit && waiting.length > 0) {
      const task = waiting.shift()!;
      running++;
      void yieldTask()
        .then(task)
        .catch(() => undefined)
        .finally(() => {
          running--;
          next();
        });
    }
  };

  return {
    /** Queues `task` unless `key` was queued before; false when it was. */
    add(key: string, task: () => Promise<unknown>): boolean {
      if (seen.has(key)) return false;
      seen.add(key);
      waiting.push(task);
      next();
      return true;
    },
    get running() {
      return running;
    },
    get pending() {
      return waiting.length;
    },
  };
}

export type TaskQueue = ReturnType<typeof createTaskQueue>;
