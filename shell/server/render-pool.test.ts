/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { warmUpOutcomes } from './render-pool';
import { loadRenderer, setRenderThreads } from './renderer';
import type { RenderInput } from './renderer';

// A renderer that says which thread rendered, whether it was given a fetch and whether its thread
// had warmed up (its warm-up takes a while, and says no remote loaded in thread 1).
const SOURCE = `
const { threadId } = require('node:worker_threads');
let warmed = false;
exports.renderRoute = async (input) => ({
  status: 200, html: JSON.stringify({ thread: threadId, url: input.url, fetch: typeof input.fetch, warmed }),
  styles: '', state: { queries: { mutations: [], queries: [] }, page: null }, stateJson: '{}', head: null,
  pageRendered: true, timedOut: false, preloads: [],
});
exports.warmUp = async (input) => {
  await new Promise((resolve) => setTimeout(resolve, 200));
  warmed = true;
  return Object.fromEntries(input.remotes.remotes.map((r) => [r.name, 'ok']));
};
`;

const dists: string[] = [];
function distWithRenderer(): string {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'arbora-render-pool-'));
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'server', 'render.js'), SOURCE);
  dists.push(dist);
  return dist;
}
afterAll(() => {
  setRenderThreads(0);
  for (const dist of dists) rmSync(dist, { recursive: true, force: true });
});

const input: RenderInput = {
  url: '/terrasse-bois',
  apiBaseUrl: 'http://127.0.0.1:1/v1',
  remotes: { remotes: {} } as unknown as RenderInput['remotes'],
  budgetMs: 100,
  remoteTimeoutMs: 100,
  fetch: globalThis.fetch,
};

describe('the render threads (SSR_THREADS)', () => {
  it('render pages off the main thread, each with its own fetch', async () => {
    setRenderThreads(2);
    const renderer = loadRenderer(distWithRenderer())!;
    const answers = await Promise.all([1, 2, 3, 4].map(() => renderer.renderRoute(input)));
    for (const answer of answers) {
      const said = JSON.parse(answer.html) as { thread: number; url: string; fetch: string };
      expect(said.thread).not.toBe(threadId);
      expect(said.url).toBe('/terrasse-bois');
      expect(said.fetch).toBe('function');
    }
  });

  it('warm up as they start when asked: the first renders come after it, and readiness hears of every thread', async () => {
    const remotes = { remotes: [{ name: 'catalogue' }, { name: 'content' }] } as unknown as RenderInput['remotes'];
    setRenderThreads(2, { remotes });
    const renderer = loadRenderer(distWithRenderer())!;
    const answers = await Promise.all([1, 2, 3, 4].map(() => renderer.renderRoute(input)));
    for (const answer of answers) expect((JSON.parse(answer.html) as { warmed: boolean }).warmed).toBe(true);
    await expect(renderer.warmUp!({ remotes })).resolves.toEqual({ catalogue: 'ok', content: 'ok' });
  });

  it('without a warm-up asked, a thread renders at once and the renderer offers none', async () => {
    setRenderThreads(2);
    const renderer = loadRenderer(distWithRenderer())!;
    expect((JSON.parse((await renderer.renderRoute(input)).html) as { warmed: boolean }).warmed).toBe(false);
    expect(renderer.warmUp).toBeUndefined();
  });

  it('merge the threads’ warm-ups: a remote is ok only where it loaded in every thread', () => {
    expect(
      warmUpOutcomes([
        { catalogue: 'ok', content: { failed: ['BlogPage'] } },
        { catalogue: { failed: ['ProductPage'] }, content: { failed: ['BlogPage', 'AdvicePage'] } },
        { catalogue: 'ok', content: 'ok' },
      ]),
    ).toEqual({ catalogue: { failed: ['ProductPage'] }, content: { failed: ['BlogPage', 'AdvicePage'] } });
  });

  it('render on the main thread with SSR_THREADS=0', async () => {
    setRenderThreads(0);
    const said = JSON.parse((await loadRenderer(distWithRenderer())!.renderRoute(input)).html) as { thread: number };
    expect(said.thread).toBe(threadId);
  });
});
