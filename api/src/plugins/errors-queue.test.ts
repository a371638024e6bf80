import Fastify from 'fastify';
import { QueueRefusal } from '../db/fair-queue';
import errors from './errors';

describe('a refusal of the database queue', () => {
  it('answers 503 SERVICE_UNAVAILABLE with Retry-After, even wrapped by the query builder', async () => {
    const app = Fastify();
    await app.register(errors);
    app.get('/full', async () => {
      throw new Error('Failed query: select 1', { cause: new QueueRefusal('full') });
    });
    app.get('/timeout', async () => {
      throw new QueueRefusal('timeout');
    });
    for (const url of ['/full', '/timeout']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    }
    await app.close();
  });
});
