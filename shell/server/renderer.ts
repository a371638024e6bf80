import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type {
  ActionInput,
  ActionOutcome,
  RenderInput,
  RenderResult,
  WarmUpInput,
  WarmUpResult,
} from '../src/ssr/server-entry';
import { createRenderPool } from './render-pool';

export type { ActionInput, ActionOutcome, RenderInput, RenderResult };

export interface Renderer {
  renderRoute(input: RenderInput): Promise<RenderResult>;
  /** Absent from a renderer built before form actions. */
  runAction?(input: ActionInput): Promise<ActionOutcome>;
  /**
   * Loads the remotes' page modules before the first request (warm-up.ts). Absent from a renderer
   * built before it. With render threads, each thread loads them as it starts, when the server
   * asked for it (setRenderThreads), and this tells when every thread has.
   */
  warmUp?(input: WarmUpInput): Promise<WarmUpResult>;
}

const require = createRequire(import.meta.url);
const loaded = new Map<string, Renderer>();
let renderThreads = 0;
let threadWarmUp: WarmUpInput | undefined;

/** How long a render thread waits for its warm-up before it takes renders (the loads go on). */
const THREAD_WARM_UP_WAIT_MS = 30_000;

/**
 * How many worker threads render pages (SSR_THREADS, set once by app.ts); 0 renders on the main
 * thread. Form actions always run on the main thread (rare, and they need the request's fetch).
 * `warmUp`: each thread loads the remotes' page modules as it starts (main.ts's server).
 */
export function setRenderThreads(count: number, warmUp?: WarmUpInput): void {
  renderThreads = count;
  threadWarmUp = warmUp;
}

/** The renderer as the render threads run it (render-pool.ts); form actions stay on this thread. */
function threadedRenderer(file: string, renderer: Renderer): Renderer {
  const pool = createRenderPool(
    file,
    renderThreads,
    threadWarmUp && renderer.warmUp ? { input: threadWarmUp, waitMs: THREAD_WARM_UP_WAIT_MS } : undefined,
  );
  const warmedUp = pool.warmedUp;
  return {
    renderRoute: pool.renderRoute,
    ...(renderer.runAction ? { runAction: (input) => renderer.runAction!(input) } : {}),
    ...(warmedUp ? { warmUp: () => warmedUp } : {}),
  };
}

/**
 * The shell's page renderer, built for Node by the shell's webpack build (dist/server/render.js):
 * React, styled-components and the federation runtime live in that bundle, one copy per process
 * (and per render thread: render-pool.ts), and it loads the remotes' Node builds at run time. A
 * shell built without it (an old build, a test dist) gets null: its pages are rendered in the browser, as before.
 */
export function loadRenderer(dist: string): Renderer | null {
  const file = path.resolve(dist, 'server', 'render.js');
  const hit = loaded.get(file);
  if (hit) return hit;
  if (!existsSync(file)) return null;
  try {
    const renderer = require(file) as Renderer;
    if (typeof renderer.renderRoute !== 'function') return null;
    const used = renderThreads > 0 ? threadedRenderer(file, renderer) : renderer;
    loaded.set(file, used);
    return used;
  } catch (error) {
    console.error('[shell server] the page renderer could not be loaded', error);
    return null;
  }
}
