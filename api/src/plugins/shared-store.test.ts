import { describeWithRedis, startRedisServer } from '../../../tooling/testing/redis-server';
import type { TestRedis } from '../../../tooling/testing/redis-server';
import { buildTestApp } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { createCatalogueLookups } from '../repositories/catalogue-lookups';
import { createSearchRepository } from '../repositories/search';
import type { SearchQuery } from '../repositories/search';
import { createSearchCache } from '../repositories/search-cache';
import { connectRedis, createSharedStore } from './shared-store';

// Two API replicas behind a load balancer (issue 37 point 1): with REDIS_URL they count one login
// limit and share one micro-cache and one search cache; without it, each counts alone. A real
// redis-server is started for the file; both databases (each app has its own on PGlite).

const LIMITS = { LOGIN_RATE_LIMIT: '3', LOGIN_MAX_FAILURES: '50' };
const wrongLogin = (t: TestApp) =>
  t.app.inject({
    method: 'POST',
    url: '/v1/user/login',
    payload: { username: 'nobody-replicas@example.test', password: 'not-the-password' },
    remoteAddress: '10.37.1.7',
  });

/** Four wrong logins from one address, alternating between the replicas as a balancer would. */
async function fourTriesAcross(a: TestApp, b: TestApp): Promise<number[]> {
  const statuses: number[] = [];
  for (const replica of [a, b, a, b]) statuses.push((await wrongLogin(replica)).statusCode);
  return statuses;
}

describeWithRedis('replicas sharing Redis (REDIS_URL)', () => {
  let redis: TestRedis;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    redis = await startRedisServer();
    a = await buildTestApp({ ...LIMITS, REDIS_URL: redis.url });
    b = await buildTestApp({ ...LIMITS, REDIS_URL: redis.url });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await redis?.stop();
  });

  test('a login limit of 3 a minute holds across two replicas: the 4th try is refused', async () => {
    const statuses = await fourTriesAcross(a, b);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await wrongLogin(a)).json().code).toBe('RATE_LIMITED');
  });

  test('a public answer cached by one replica is served by the other', async () => {
    const url = '/v1/page?type=store&perPage=2';
    const first = await a.app.inject({ method: 'GET', url });
    expect(first.headers['x-cache']).toBe('miss');
    const other = await b.app.inject({ method: 'GET', url });
    expect(other.headers['x-cache']).toBe('hit');
    expect(other.json()).toEqual(first.json());
  });

  test('a search answer computed by one replica is read by the other', async () => {
    const counted = { computed: 0 };
    const replica = (t: TestApp) => {
      const repository = createSearchRepository(t.app.db, createCatalogueLookups(t.app.db));
      const cache = createSearchCache(t.app.db, { ttlSeconds: 60, shared: t.app.sharedStore });
      return (q: SearchQuery) =>
        cache.answer(q, () => {
          counted.computed += 1;
          return repository.search(q);
        });
    };
    const query: SearchQuery = { siteId: 1, q: 'lame terrasse', type: 'all', page: 1, perPage: 3 };
    const first = await replica(a)(query);
    const second = await replica(b)(query);
    expect(counted.computed).toBe(1);
    expect(second).toEqual(first);
  });
});

describeWithRedis('the shared store when Redis is gone', () => {
  test('reads miss and writes are dropped, without throwing (the caches compute)', async () => {
    const redis = await startRedisServer();
    const log = { warn: jest.fn() } as unknown as Parameters<typeof connectRedis>[1];
    const client = connectRedis(redis.url, log);
    const store = createSharedStore(client, log, 'test:');
    await store.setJson('k', { v: 1 }, 60_000);
    expect(await store.getJson('k')).toEqual({ v: 1 });
    await redis.stop();
    await expect(store.setJson('k', { v: 2 }, 60_000)).resolves.toBeUndefined();
    await expect(store.getJson('k')).resolves.toBeUndefined();
    client.disconnect();
  });
});

describe('replicas without Redis (the embedded default)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp(LIMITS);
    b = await buildTestApp(LIMITS);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  test('each process counts alone: four tries across two replicas all pass the limit of 3', async () => {
    expect(a.app.sharedStore).toBeNull();
    expect(await fourTriesAcross(a, b)).toEqual([401, 401, 401, 401]);
  });
});
