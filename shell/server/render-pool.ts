import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { RenderInput, RenderResult, WarmUpInput, WarmUpResult } from '../src/ssr/server-entry';

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'render-worker.cjs');

/** Renders one page can have in flight per thread: a render mostly waits for the API. */
const RENDERS_PER_THREAD = 16;

/** Render threads when SSR_THREADS is not set: one per core the process may use. */
export const defaultRenderThreads = () => os.availableParallelism();

export interface RenderPool {
  renderRoute(input: RenderInput): Promise<RenderResult & { renderThread: number }>;
  /** With a warm-up: every thread's outcome, merged (warmUpOutcomes), once each thread has told it. */
  warmedUp?: Promise<WarmUpResult>;
  close(): Promise<void>;
}

/** What a thread's warm-up tells the pool (render-worker.cjs). */
interface WarmUpMessage {
  kind: 'arbora-warm-up';
  threadId: number;
  result?: WarmUpResult;
  error?: string;
}

const isWarmUpMessage = (message: unknown): message is WarmUpMessage =>
  typeof message === 'object' && message !== null && (message as WarmUpMessage).kind === 'arbora-warm-up';

/**
 * The threads' warm-ups as one: a remote is `ok` when it loaded in every thread, otherwise its
 * modules that failed in any. A thread whose renderer has no warm-up adds nothing.
 */
export function warmUpOutcomes(results: WarmUpResult[]): WarmUpResult {
  const merged: WarmUpResult = {};
  for (const result of results)
    for (const [remote, outcome] of Object.entries(result)) {
      const before = merged[remote];
      if (outcome === 'ok') merged[remote] = before ?? 'ok';
      else {
        const failed = new Set([...(before && before !== 'ok' ? before.failed : []), ...outcome.failed]);
        merged[remote] = { failed: [...failed] };
      }
    }
  return merged;
}

/**
 * Server rendering on every core: `threads` worker threads (piscina), each loading the shell's Node
 * renderer and, through its federation runtime, the remotes' Node builds, once. The main thread keeps
 * the HTTP server, the HTML cache, single-flight and load shedding; a render's React and
 * styled-components work no longer holds its event loop. Threads start on the first render.
 */
export function createRenderPool(
  file: string,
  threads: number,
  /** Each thread loads the remotes' page modules before its first render (render-worker.cjs). */
  warmUp?: { input: WarmUpInput; waitMs: number },
): RenderPool {
  const pool = new Piscina({
    filename: WORKER,
    minThreads: threads,
    maxThreads: threads,
    concurrentTasksPerWorker: RENDERS_PER_THREAD,
    // Plain CommonJS threads (render-worker.cjs): without the TypeScript loader the server runs
    // under, a thread starts in a fraction of the time.
    execArgv: [],
    ...(warmUp ? { workerData: { warmUp: { file, ...warmUp } } } : {}),
  });
  return {
    ...(warmUp ? { warmedUp: threadsWarmedUp(pool, threads) } : {}),
    async renderRoute(input) {
      // A function cannot cross threads: each thread has its own fetch (render-worker.cjs).
      const { fetch: _fetch, loadPage: _loadPage, buildIdOf: _buildIdOf, ...portable } = input;
      const { result, threadId } = (await pool.run({ file, input: portable })) as {
        result: RenderResult;
        threadId: number;
      };
      return { ...result, renderThread: threadId };
    },
    close: () => pool.destroy(),
  };
}

/** Resolves once `threads` threads have told their warm-up (a thread started again later adds nothing). */
function threadsWarmedUp(pool: Piscina, threads: number): Promise<WarmUpResult> {
  return new Promise((resolve) => {
    const results: WarmUpResult[] = [];
    const told = new Set<number>();
    const onMessage = (message: unknown) => {
      if (!isWarmUpMessage(message) || told.has(message.threadId)) return;
      told.add(message.threadId);
      if (message.result) results.push(message.result);
      if (message.error) console.warn('[shell server] a render thread could not warm up:', message.error);
      if (told.size < threads) return;
      pool.off('message', onMessage);
      resolve(warmUpOutcomes(results));
    };
    pool.on('message', onMessage);
  });
}
