import Fastify from 'fastify';
import responseCache from './response-cache';

/** A bare app with the micro-cache and a counter per URL, to see which answers came from the cache. */
async function appWithCache(maxEntries: number) {
  const app = Fastify();
  await app.register(responseCache, { ttlSeconds: 60, maxEntries });
  const served: Record<string, number> = {};
  app.get('/v1/thing/:id', { config: { cache: 'public' } }, async (request) => {
    const { id } = request.params as { id: string };
    served[id] = (served[id] ?? 0) + 1;
    return { id };
  });
  app.get('/v1/private/:id', async (request) => ({ id: (request.params as { id: string }).id }));
  await app.ready();
  const get = async (id: string, headers: Record<string, string> = {}) =>
    (await app.inject({ method: 'GET', url: `/v1/thing/${id}`, headers })).headers['x-cache'];
  return { app, get, served };
}

describe('response micro-cache', () => {
  test('is a bounded LRU: the least recently used answer goes first', async () => {
    const { app, get } = await appWithCache(2);
    expect(await get('a')).toBe('miss');
    expect(await get('b')).toBe('miss');
    expect(await get('a')).toBe('hit'); // a is now the most recently used
    expect(await get('c')).toBe('miss'); // evicts b, not a
    expect(await get('a')).toBe('hit');
    expect(await get('b')).toBe('miss');
    await app.close();
  });

  test('never holds more than its bound', async () => {
    const { app, get, served } = await appWithCache(3);
    for (const id of ['1', '2', '3', '4', '5']) await get(id);
    for (const id of ['3', '4', '5']) expect(await get(id)).toBe('hit');
    expect(await get('1')).toBe('miss');
    expect(served['1']).toBe(2);
    await app.close();
  });

  test('only routes that chose public enter it', async () => {
    const { app } = await appWithCache(10);
    for (let i = 0; i < 2; i += 1)
      expect((await app.inject({ method: 'GET', url: '/v1/private/1' })).headers['x-cache']).toBeUndefined();
    await app.close();
  });

  test('never answers nor stores a request that carries a token', async () => {
    const { app, get, served } = await appWithCache(10);
    expect(await get('t', { authorization: 'Bearer abc' })).toBeUndefined();
    expect(await get('t')).toBe('miss');
    expect(await get('t', { authorization: 'Bearer abc' })).toBeUndefined();
    const withCart = await app.inject({ method: 'GET', url: '/v1/thing/t?cart_token=abc' });
    expect(withCart.headers['x-cache']).toBeUndefined();
    expect(await get('t')).toBe('hit');
    expect(served.t).toBe(4);
    await app.close();
  });
});
