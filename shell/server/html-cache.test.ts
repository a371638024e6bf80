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

  it('keeps nothing the renderer refuses to cache (a page its remote could not render)', async () => {
    const cache = createHtmlCache({ ttlMs: 1_000, now });
    const render = jest.fn(async () => null);
    await cache.get('/', render);
    await cache.get('/', render);
    expect(render).toHaveBeenCalledTimes(2);
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
