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
   * built before it, and with render threads (each thread loads them on its first renders).
   */
  warmUp?(input: WarmUpInput): Promise<WarmUpResult>;
}

const require = createRequire(import.meta.url);
const loaded = new Map<string, Renderer>();
let renderThreads = 0;

/**
 * How many worker threads render pages (SSR_THREADS, set once by app.ts); 0 renders on the main
 * thread. Form actions always run on the main thread (rare, and they need the request's fetch).
 */
export function setRenderThreads(count: number): void {
  renderThreads = count;
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
    const used: Renderer =
      renderThreads > 0
        ? {
            renderRoute: createRenderPool(file, renderThreads).renderRoute,
            ...(renderer.runAction ? { runAction: (input) => renderer.runAction!(input) } : {}),
          }
        : renderer;
    loaded.set(file, used);
    return used;
  } catch (error) {
    console.error('[shell server] the page renderer could not be loaded', error);
    return null;
  }
}
