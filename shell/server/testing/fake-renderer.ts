import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { PageHead } from '@arbora/shared/platform';
import type { PicturePreload } from '@arbora/shared/ui';

/**
 * How the fake renderer answers for one path: `ok` (the page rendered), `skeleton` (its area left to
 * the browser), `cut` (the render deadline cut it), `throw`, `hang` (never answers), `past-end` (a
 * list asked for a page past its last), `slow` (rendered, a while later: concurrent requests overlap).
 */
export type FakeRenderMode = 'ok' | 'skeleton' | 'cut' | 'throw' | 'hang' | 'past-end' | 'slow';

// CommonJS, required by renderer.ts like the real dist/server/render.js. It reads its modes on each
// call from a file (the module runs outside Jest's sandbox: no shared variable with the test).
const SOURCE = `
const fs = require('node:fs');
const path = require('node:path');
exports.renderRoute = async (input) => {
  const { modes, version, pages } = JSON.parse(fs.readFileSync(path.join(__dirname, 'modes.json'), 'utf8'));
  const pathname = input.url.split('?')[0];
  const counts = path.join(__dirname, 'calls.json');
  const calls = fs.existsSync(counts) ? JSON.parse(fs.readFileSync(counts, 'utf8')) : {};
  calls[pathname] = (calls[pathname] || 0) + 1;
  fs.writeFileSync(counts, JSON.stringify(calls));
  const routesFile = path.join(__dirname, 'routes.json');
  const routes = fs.existsSync(routesFile) ? JSON.parse(fs.readFileSync(routesFile, 'utf8')) : {};
  fs.writeFileSync(routesFile, JSON.stringify({ ...routes, [pathname]: input.route || null }));
  const mode = modes[pathname] || 'ok';
  if (mode === 'hang') return new Promise(() => {});
  if (mode === 'slow') await new Promise((resolve) => setTimeout(resolve, 300));
  if (mode === 'throw') throw new Error('the renderer broke');
  const page = pages[pathname] || {};
  // The page's queries read the API through the request's fetch, as a remote page's do.
  for (const read of page.reads || []) await input.fetch(input.apiBaseUrl + read).then((r) => r.text());
  const rendered = mode !== 'skeleton';
  const html = rendered
    ? '<main><h1>Rendu ' + version + ' de ' + pathname + '</h1>' + (page.body || '') + '</main>'
    : '<main><div aria-busy="true"><span role="status">Chargement…</span></div></main>';
  const list = { items: [], pagination: { page: 9, perPage: 12, total: 13, pages: 2 } };
  const queries = mode === 'past-end'
    ? [{ queryKey: ['list'], queryHash: '["list"]', state: { data: { category: {}, list }, status: 'success' } }]
    : [];
  const state = { queries: { mutations: [], queries }, page: null };
  return {
    status: page.status || 200, html, styles: '', state, stateJson: JSON.stringify(state), head: page.head || null,
    pageRendered: rendered, timedOut: mode === 'cut', preloads: page.preloads || [],
  };
};
`;

/** A rendered page module's answer: its status (404: a query's NotFoundError), its `pageHead`, the API paths its queries read. */
export interface FakePage {
  status?: number;
  head?: PageHead;
  /** API paths after the version (`/url/entity?slug=x`), read in order through the request's fetch. */
  reads?: string[];
  /** The preloads its first `<Picture priority>` reported. */
  preloads?: PicturePreload[];
  /** HTML after its heading (a form, say). */
  body?: string;
}

/** Puts a fake page renderer into a (fake) shell dist; the returned functions steer it. */
export function fakeRenderer(dist: string) {
  const dir = path.join(dist, 'server');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'render.js'), SOURCE);
  let modes: Record<string, FakeRenderMode> = {};
  let pages: Record<string, FakePage> = {};
  let version = 1;
  const save = () => writeFileSync(path.join(dir, 'modes.json'), JSON.stringify({ modes, version, pages }));
  save();
  return {
    /** From now on, `pathname` renders this way. */
    set(pathname: string, mode: FakeRenderMode) {
      modes = { ...modes, [pathname]: mode };
      save();
    },
    /** What the page module at `pathname` says once its data is loaded. */
    page(pathname: string, page: FakePage) {
      pages = { ...pages, [pathname]: page };
      save();
    },
    /** A new version of every page (its HTML says which). */
    deploy(next: number) {
      version = next;
      save();
    },
    /** How many times the renderer rendered `pathname`. */
    calls(pathname: string): number {
      const file = path.join(dir, 'calls.json');
      return existsSync(file) ? ((JSON.parse(readFileSync(file, 'utf8')) as Record<string, number>)[pathname] ?? 0) : 0;
    },
    /** The route the shell server handed the renderer with its last render of `pathname`. */
    routeOf(pathname: string): unknown {
      const file = path.join(dir, 'routes.json');
      return existsSync(file)
        ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)[pathname]
        : undefined;
    },
    reset() {
      rmSync(path.join(dir, 'calls.json'), { force: true });
      rmSync(path.join(dir, 'routes.json'), { force: true });
      modes = {};
      pages = {};
      version = 1;
      save();
    },
  };
}
