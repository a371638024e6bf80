/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { threadId } from 'node:worker_threads';
import { loadRenderer, setRenderThreads } from './renderer';
import type { RenderInput } from './renderer';

// A renderer that says which thread rendered, and whether it was given a fetch.
const SOURCE = `
const { threadId } = require('node:worker_threads');
exports.renderRoute = async (input) => ({
  status: 200, html: JSON.stringify({ thread: threadId, url: input.url, fetch: typeof input.fetch }),
  styles: '', state: { queries: { mutations: [], queries: [] }, page: null }, stateJson: '{}', head: null,
  pageRendered: true, timedOut: false, preloads: [],
});
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

  it('render on the main thread with SSR_THREADS=0', async () => {
    setRenderThreads(0);
    const said = JSON.parse((await loadRenderer(distWithRenderer())!.renderRoute(input)).html) as { thread: number };
    expect(said.thread).toBe(threadId);
  });
});
