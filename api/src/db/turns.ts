import { AsyncLocalStorage } from 'node:async_hooks';
import type { FairQueue, Release } from './fair-queue';

/**
 * A request's turn at the database. PGlite runs one statement at a time and queues each statement
 * on its own: a request making five queries would rejoin the back of the line four times behind
 * every newer request, so under load some requests starve while others pass. Instead a request
 * waits in the fair queue once, at its first query, and keeps its place until its answer is sent.
 */
export class Turn {
  private taking: Promise<void> | null = null;
  private release: Release | null = null;
  private ended = false;

  /** True once the request is answered: later work (a task it left behind) queues per statement. */
  get over(): boolean {
    return this.ended;
  }

  take(queue: FairQueue): Promise<void> {
    this.taking ??= queue.acquire().then((release) => {
      if (this.ended) release();
      else this.release = release;
    });
    return this.taking;
  }

  end(): void {
    this.ended = true;
    this.release?.();
    this.release = null;
  }
}

const current = new AsyncLocalStorage<Turn>();

/**
 * The turn of a request starting now: the turn of the request it is made from when there is one
 * (a route calling another through `app.inject` must not wait behind itself for a second place),
 * else its own, which the caller ends once the request is answered (`own`).
 */
export function turnForRequest(): { turn: Turn; own: boolean } {
  const parent = current.getStore();
  if (parent && !parent.over) return { turn: parent, own: false };
  return { turn: new Turn(), own: true };
}

/** Runs `fn` (a request's handling) with its own turn; the caller ends the turn when answered. */
export function runWithTurn<T>(turn: Turn, fn: () => T): T {
  return current.run(turn, fn);
}

/** Runs one database call in the current request's turn, or alone in the queue outside a request. */
export async function inTurn<T>(queue: FairQueue, fn: () => Promise<T>): Promise<T> {
  const turn = current.getStore();
  if (turn && !turn.over) {
    await turn.take(queue);
    return fn();
  }
  return queue.run(fn);
}
