import Fastify from 'fastify';
import responseCache from './response-cache';

/** A bare app with the micro-cache and a counter per URL, to see which answers came from the cache. */
async function appWithCache(maxEntries: number) {
  const app = Fastify();
  await app.register(responseCache, { ttlSeconds: 60, maxEntries });
  const served: Record<string, number> = {};
  app.get('/v1/thing/:id', async (request) => {
    const { id } = request.params as { id: string };
    served[id] = (served[id] ?? 0) + 1;
    return { id };
  });
  await app.ready();
  const get = async (id: string) => (await app.inject({ method: 'GET', url: `/v1/thing/${id}` })).headers['x-cache'];
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
});
