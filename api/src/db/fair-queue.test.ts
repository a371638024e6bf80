import { FairQueue, QueueRefusal } from './fair-queue';
import { Turn, inTurn, runWithTurn, turnForRequest } from './turns';

/** Lets every settled promise run its continuations (no timer involved). */
const settle = () => new Promise<void>((resolve) => setImmediate(resolve));

const unbounded = { maxWaiting: 100, maxWaitMs: Infinity };

describe('FairQueue', () => {
  it('hands places out in arrival order, a released place to the oldest waiter', async () => {
    const queue = new FairQueue({ concurrency: 1, ...unbounded });
    const order: string[] = [];
    const first = await queue.acquire();
    const waiters = ['a', 'b', 'c'].map((name) =>
      queue.acquire().then((release) => {
        order.push(name);
        return release;
      }),
    );
    expect(queue.stats).toEqual({ active: 1, waiting: 3 });
    first();
    // A newcomer arriving as the place is freed does not overtake the line.
    const late = queue.acquire().then((release) => {
      order.push('late');
      return release;
    });
    for (const waiter of [...waiters, late]) (await waiter)();
    expect(order).toEqual(['a', 'b', 'c', 'late']);
    expect(queue.stats).toEqual({ active: 0, waiting: 0 });
  });

  it('lets `concurrency` holders in at once', async () => {
    const queue = new FairQueue({ concurrency: 2, ...unbounded });
    const a = await queue.acquire();
    await queue.acquire();
    let third = false;
    void queue.acquire().then(() => (third = true));
    await settle();
    expect(third).toBe(false);
    a();
    await settle();
    expect(third).toBe(true);
  });

  it('refuses at the door past maxWaiting, and takes newcomers again once the line shortens', async () => {
    const queue = new FairQueue({ concurrency: 1, maxWaiting: 2, maxWaitMs: Infinity });
    const holder = await queue.acquire();
    const waiting = [queue.acquire(), queue.acquire()];
    await expect(queue.acquire()).rejects.toEqual(new QueueRefusal('full'));
    holder();
    (await waiting[0]!)();
    const again = queue.acquire();
    (await waiting[1]!)();
    (await again)();
    expect(queue.stats).toEqual({ active: 0, waiting: 0 });
  });

  it('a releaser called twice frees one place only', async () => {
    const queue = new FairQueue({ concurrency: 1, ...unbounded });
    const release = await queue.acquire();
    const next = queue.acquire();
    release();
    release();
    await next;
    expect(queue.stats).toEqual({ active: 1, waiting: 0 });
  });

  describe('waiting too long', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    it('gives up with a refusal and leaves the line to the others', async () => {
      const queue = new FairQueue({ concurrency: 1, maxWaiting: 10, maxWaitMs: 1000 });
      const holder = await queue.acquire();
      const gaveUp = queue.acquire();
      jest.advanceTimersByTime(1000);
      await expect(gaveUp).rejects.toEqual(new QueueRefusal('timeout'));
      const next = queue.acquire();
      expect(queue.stats).toEqual({ active: 1, waiting: 1 });
      holder();
      (await next)();
      expect(queue.stats).toEqual({ active: 0, waiting: 0 });
    });
  });
});

describe('turns', () => {
  /** A request making `queries` statements in a row, logging each, in its own turn. */
  async function request(queue: FairQueue, name: string, queries: number, log: string[]): Promise<void> {
    const turn = new Turn();
    try {
      await runWithTurn(turn, async () => {
        for (let i = 1; i <= queries; i += 1) await inTurn(queue, async () => void log.push(`${name}${i}`));
      });
    } finally {
      turn.end();
    }
  }

  it('a request keeps its place for all its statements: a newer request waits for it to finish', async () => {
    const queue = new FairQueue({ concurrency: 1, ...unbounded });
    const log: string[] = [];
    await Promise.all([request(queue, 'a', 3, log), request(queue, 'b', 3, log), request(queue, 'c', 1, log)]);
    // Per statement, b1 and c1 would run between a1 and a2: the first request would finish last.
    expect(log).toEqual(['a1', 'a2', 'a3', 'b1', 'b2', 'b3', 'c1']);
    expect(queue.stats).toEqual({ active: 0, waiting: 0 });
  });

  it('a request that never queries takes no place; work left after the answer queues per statement', async () => {
    const queue = new FairQueue({ concurrency: 1, ...unbounded });
    const idle = new Turn();
    idle.end();
    expect(queue.stats).toEqual({ active: 0, waiting: 0 });

    const turn = new Turn();
    await runWithTurn(turn, () => inTurn(queue, async () => undefined));
    expect(queue.stats).toEqual({ active: 1, waiting: 0 });
    turn.end();
    expect(queue.stats).toEqual({ active: 0, waiting: 0 });
    await runWithTurn(turn, () => inTurn(queue, async () => undefined));
    expect(queue.stats).toEqual({ active: 0, waiting: 0 });
  });

  it('a request made from within a request (app.inject) shares its turn instead of waiting behind it', async () => {
    const queue = new FairQueue({ concurrency: 1, ...unbounded });
    const outer = turnForRequest();
    expect(outer.own).toBe(true);
    const log: string[] = [];
    await runWithTurn(outer.turn, async () => {
      await inTurn(queue, async () => void log.push('outer'));
      const inner = turnForRequest();
      expect(inner).toEqual({ turn: outer.turn, own: false });
      // With a turn of its own, this would wait for the outer request's place: forever.
      await runWithTurn(inner.turn, () => inTurn(queue, async () => void log.push('inner')));
    });
    outer.turn.end();
    expect(log).toEqual(['outer', 'inner']);
    expect(queue.stats).toEqual({ active: 0, waiting: 0 });
  });

  it('a request answered while still waiting gives its place back as soon as it gets it', async () => {
    const queue = new FairQueue({ concurrency: 1, ...unbounded });
    const holder = await queue.acquire();
    const turn = new Turn();
    const query = runWithTurn(turn, () => inTurn(queue, async () => 'ran'));
    turn.end();
    holder();
    await expect(query).resolves.toBe('ran');
    expect(queue.stats).toEqual({ active: 0, waiting: 0 });
  });
});
