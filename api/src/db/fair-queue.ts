/**
 * A first-come, first-served gate with a bounded waiting line: at most `concurrency` holders at
 * once, at most `maxWaiting` waiting, and a waiter gives up after `maxWaitMs`. A released place goes
 * to the oldest waiter directly, so a newcomer never overtakes someone already waiting.
 */
export type FairQueueOptions = { concurrency: number; maxWaiting: number; maxWaitMs: number };

export type Release = () => void;

/** Refused at the door (`full`) or after waiting too long (`timeout`). */
export class QueueRefusal extends Error {
  constructor(readonly reason: 'full' | 'timeout') {
    super(reason === 'full' ? 'database queue full' : 'database queue wait too long');
    this.name = 'QueueRefusal';
  }
}

type Waiter = { grant: (release: Release) => void; refuse: (err: QueueRefusal) => void; timer?: NodeJS.Timeout };

export class FairQueue {
  private active = 0;
  private readonly line: Waiter[] = [];

  constructor(private readonly opts: FairQueueOptions) {
    if (opts.concurrency < 1) throw new Error('concurrency must be at least 1');
  }

  /** How many hold a place and how many wait (for tests and metrics). */
  get stats(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.line.length };
  }

  acquire(): Promise<Release> {
    if (this.active < this.opts.concurrency && this.line.length === 0) {
      this.active += 1;
      return Promise.resolve(this.releaser());
    }
    if (this.line.length >= this.opts.maxWaiting) return Promise.reject(new QueueRefusal('full'));
    return new Promise<Release>((grant, refuse) => {
      const waiter: Waiter = { grant, refuse };
      if (Number.isFinite(this.opts.maxWaitMs)) {
        waiter.timer = setTimeout(() => {
          const at = this.line.indexOf(waiter);
          if (at < 0) return;
          this.line.splice(at, 1);
          refuse(new QueueRefusal('timeout'));
        }, this.opts.maxWaitMs);
        // A waiting request must not keep a closing process alive.
        waiter.timer.unref();
      }
      this.line.push(waiter);
    });
  }

  /** Runs `fn` holding a place. */
  async run<T>(fn: () => Promise<T>): Promise<T> {
    const release = await this.acquire();
    try {
      return await fn();
    } finally {
      release();
    }
  }

  private releaser(): Release {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.line.shift();
      if (!next) {
        this.active -= 1;
        return;
      }
      // The place passes straight to the oldest waiter: `active` is unchanged.
      if (next.timer) clearTimeout(next.timer);
      next.grant(this.releaser());
    };
  }
}
