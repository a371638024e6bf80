/** @jest-environment node */
import { describeWithRedis, startRedisServer } from '../../tooling/testing/redis-server';
import type { TestRedis } from '../../tooling/testing/redis-server';
import { createRedisPageStore } from './shared-cache';
import { fakeRenderer } from './testing/fake-renderer';
import { shellContext } from './testing/shell-context';

// Two shell replicas behind a load balancer (issue 37 point 1): with REDIS_URL a page rendered by
// one is served by the other, and its last good HTML stands in when the other's render fails.
// A real redis-server is started for the file.

const ctx = shellContext();
let renderer: ReturnType<typeof fakeRenderer>;
beforeAll(() => {
  renderer = fakeRenderer(ctx.dist);
});
beforeEach(() => renderer.reset());

const get = async (shell: Awaited<ReturnType<typeof ctx.shell>>, url: string) => shell.inject({ method: 'GET', url });

describeWithRedis('shell replicas sharing the HTML cache on Redis', () => {
  let redis: TestRedis;
  beforeAll(async () => {
    redis = await startRedisServer();
  });
  afterAll(async () => redis?.stop());

  it('serves on one replica the page the other rendered, without rendering it again', async () => {
    const a = await ctx.shell({ REDIS_URL: redis.url, SSR_CACHE_SECONDS: '60' });
    const b = await ctx.shell({ REDIS_URL: redis.url, SSR_CACHE_SECONDS: '60' });
    const first = await get(a, '/terrasse-bois');
    expect(first.headers['x-page-cache']).toBe('miss');
    const other = await get(b, '/terrasse-bois');
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-page-cache']).toBe('hit');
    expect(other.body).toContain('<h1>Rendu 1 de /terrasse-bois</h1>');
    expect(renderer.calls('/terrasse-bois')).toBe(1);
    await Promise.all([a.close(), b.close()]);
  });

  it('answers with the last good HTML another replica rendered when its own render fails', async () => {
    const a = await ctx.shell({ REDIS_URL: redis.url, SSR_CACHE_SECONDS: '0' });
    const b = await ctx.shell({ REDIS_URL: redis.url, SSR_CACHE_SECONDS: '0' });
    expect((await get(a, '/')).statusCode).toBe(200);
    renderer.set('/', 'skeleton');
    const res = await get(b, '/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-page-cache']).toBe('stale');
    expect(res.body).toContain('<h1>Rendu 1 de /</h1>');
    await Promise.all([a.close(), b.close()]);
  });

  it('renders (never fails) while Redis is gone', async () => {
    const gone = await startRedisServer();
    const store = createRedisPageStore(gone.url, { warn: jest.fn() });
    await gone.stop();
    await expect(store.get('/x')).resolves.toBeUndefined();
    await expect(store.set('/x', { page: { status: 200, html: '' }, at: 0, variant: '' }, 1000)).resolves.toBe(
      undefined,
    );
    await store.close();
  });
});

describe('shell replicas without Redis (the embedded default)', () => {
  it('each renders its own copy of a page', async () => {
    const a = await ctx.shell({ SSR_CACHE_SECONDS: '60' });
    const b = await ctx.shell({ SSR_CACHE_SECONDS: '60' });
    await get(a, '/terrasse-bois');
    expect((await get(b, '/terrasse-bois')).headers['x-page-cache']).toBe('miss');
    expect(renderer.calls('/terrasse-bois')).toBe(2);
  });
});
