import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { RenderInput, RenderResult } from '../src/ssr/server-entry';

const WORKER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'render-worker.cjs');

/** Renders one page can have in flight per thread: a render mostly waits for the API. */
const RENDERS_PER_THREAD = 16;

/** Render threads when SSR_THREADS is not set: one per core the process may use. */
export const defaultRenderThreads = () => os.availableParallelism();

export interface RenderPool {
  renderRoute(input: RenderInput): Promise<RenderResult & { renderThread: number }>;
  close(): Promise<void>;
}

/**
 * Server rendering on every core: `threads` worker threads (piscina), each loading the shell's Node
 * renderer and, through its federation runtime, the remotes' Node builds, once. The main thread keeps
 * the HTTP server, the HTML cache, single-flight and load shedding; a render's React and
 * styled-components work no longer holds its event loop. Threads start on the first render.
 */
export function createRenderPool(file: string, threads: number): RenderPool {
  const pool = new Piscina({
    filename: WORKER,
    minThreads: threads,
    maxThreads: threads,
    concurrentTasksPerWorker: RENDERS_PER_THREAD,
    // Plain CommonJS threads (render-worker.cjs): without the TypeScript loader the server runs
    // under, a thread starts in a fraction of the time.
    execArgv: [],
  });
  return {
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
