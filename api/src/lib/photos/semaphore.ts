/** Thrown by a full Semaphore: the caller answers 503 with Retry-After instead of piling up work. */
export class SemaphoreFull extends Error {
  constructor() {
    super('Too many pending jobs');
    this.name = 'SemaphoreFull';
  }
}

/**
 * At most `concurrency` jobs at once, at most `queue` more waiting; past that `run` refuses
 * (SemaphoreFull) at once, so a flood of requests holds a bounded amount of memory and CPU.
 */
export function createSemaphore(concurrency: number, queue: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    active -= 1;
    const next = waiting.shift();
    if (next) {
      active += 1;
      next();
    }
  };
  return {
    async run<T>(job: () => Promise<T>): Promise<T> {
      if (active >= concurrency) {
        if (waiting.length >= queue) throw new SemaphoreFull();
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else active += 1;
      try {
        return await job();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
export type Semaphore = ReturnType<typeof createSemaphore>;
