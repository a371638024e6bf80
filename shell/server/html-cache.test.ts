/** @jest-environment node */
import { createHtmlCache } from './html-cache';

const page = (html: string) => ({ status: 200, html });

describe('createHtmlCache (anonymous server-rendered pages)', () => {
  let clock = 0;
  const now = () => clock;
  beforeEach(() => {
    clock = 1_000;
  });

  it('renders on a miss, then serves the same page while it is fresh', async () => {
    const cache = createHtmlCache({ ttlMs: 1_000, now });
    const render = jest.fn(async () => page('v1'));
    expect(await cache.get('/', render)).toEqual({ page: page('v1'), hit: false });
    clock += 500;
    expect(await cache.get('/', render)).toEqual({ page: page('v1'), hit: true });
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('serves a stale page at once and replaces it with one background render', async () => {
    const cache = createHtmlCache({ ttlMs: 1_000, now });
    await cache.get('/', async () => page('v1'));
    clock += 2_000;
    let finish: (value: { status: number; html: string }) => void = () => undefined;
    const render = jest.fn(() => new Promise<{ status: number; html: string }>((resolve) => (finish = resolve)));
    expect(await cache.get('/', render)).toEqual({ page: page('v1'), hit: true });
    expect(await cache.get('/', render)).toEqual({ page: page('v1'), hit: true });
    expect(render).toHaveBeenCalledTimes(1);
    finish(page('v2'));
    await Promise.resolve();
    await Promise.resolve();
    expect((await cache.get('/', render)).page).toEqual(page('v2'));
  });

  it('renders again before answering once a page is too old to serve', async () => {
    const cache = createHtmlCache({ ttlMs: 1_000, maxStaleMs: 5_000, now });
    await cache.get('/', async () => page('v1'));
    clock += 6_000;
    expect(await cache.get('/', async () => page('v2'))).toEqual({ page: page('v2'), hit: false });
  });

  it('keeps nothing the renderer refuses to cache, and forgets the page it replaces (now a redirection)', async () => {
    const cache = createHtmlCache({ ttlMs: 1_000, now });
    const render = jest.fn(async () => null);
    await cache.get('/', render);
    await cache.get('/', render);
    expect(render).toHaveBeenCalledTimes(2);
    await cache.get('/a', async () => page('a'));
    clock += 20_000;
    await cache.get('/a', render);
    expect(await cache.lastGood('/a')).toBeNull();
  });

  it('keeps the last good page when a render fails, however old, for the degraded answer', async () => {
    const cache = createHtmlCache({ ttlMs: 1_000, maxStaleMs: 5_000, now });
    await cache.get('/', async () => page('v1'));
    clock += 60_000;
    expect(await cache.get('/', async () => undefined)).toEqual({ page: undefined, hit: false });
    expect(await cache.lastGood('/')).toEqual(page('v1'));
    expect(await cache.lastGood('/other')).toBeNull();
  });

  it('keeps serving a stale page whose background render failed, and tries again later', async () => {
    const cache = createHtmlCache({ ttlMs: 1_000, now });
    await cache.get('/', async () => page('v1'));
    clock += 2_000;
    const failing = jest.fn(async () => undefined);
    expect((await cache.get('/', failing)).page).toEqual(page('v1'));
    await Promise.resolve();
    await Promise.resolve();
    expect((await cache.get('/', failing)).page).toEqual(page('v1'));
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it('with ttlMs 0, renders every time but keeps the last good page', async () => {
    const cache = createHtmlCache({ ttlMs: 0, now });
    const render = jest.fn(async () => page('v1'));
    await cache.get('/', render);
    expect(await cache.get('/', render)).toEqual({ page: page('v1'), hit: false });
    expect(render).toHaveBeenCalledTimes(2);
    expect(await cache.lastGood('/')).toEqual(page('v1'));
  });

  it('does not serve a page rendered with another variant (a repointed remote), but keeps it as last good', async () => {
    const cache = createHtmlCache({ ttlMs: 1_000, now });
    await cache.get('/', async () => page('v1'), 'remotes-a');
    expect(await cache.get('/', async () => undefined, 'remotes-b')).toEqual({ page: undefined, hit: false });
    expect(await cache.lastGood('/')).toEqual(page('v1'));
    expect(await cache.get('/', async () => page('v2'), 'remotes-b')).toEqual({ page: page('v2'), hit: false });
    expect(await cache.get('/', async () => page('v3'), 'remotes-b')).toEqual({ page: page('v2'), hit: true });
  });

  it('keeps at most maxEntries pages, dropping the oldest', async () => {
    const cache = createHtmlCache({ ttlMs: 1_000, maxEntries: 2, now });
    for (const key of ['/a', '/b', '/c']) await cache.get(key, async () => page(key));
    const render = jest.fn(async () => page('again'));
    await cache.get('/a', render);
    await cache.get('/c', render);
    expect(render).toHaveBeenCalledTimes(1);
  });
});
