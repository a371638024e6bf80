import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import cache from './plugins/cache';
import { redactError, redactUrl } from './lib/log-redaction';
import { buildTestApp } from '../test/helper';
import type { TestApp } from '../test/helper';
import { repoRoot } from './paths';

/** Issue 18 point 3: caching is opt-in, logs hold no secrets, compose has no default password. */

describe('Cache-Control', () => {
  test('no-store unless a route chooses public', async () => {
    const app = Fastify();
    await app.register(cache);
    app.get('/forgot', async () => ({ ok: true }));
    app.get('/chosen', { config: { cache: 'public' } }, async () => ({ ok: true }));
    await app.ready();
    expect((await app.inject({ url: '/forgot' })).headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/chosen' })).headers['cache-control']).toMatch(/^public/);
    await app.close();
  });
});

describe('logs', () => {
  test('URLs keep their shape without secret values', () => {
    expect(redactUrl('/v1/cart?site_id=1&cart_token=abc123&x')).toBe('/v1/cart?site_id=1&cart_token=[redacted]&x');
    expect(redactUrl('/v1/preview/page?token=t&slug=a')).toBe('/v1/preview/page?token=[redacted]&slug=a');
    expect(redactUrl('/v1/menu')).toBe('/v1/menu');
  });

  test('a failed query is logged without its parameters', () => {
    const err = new Error('Failed query: select * from carts where token = $1\nparams: secret-cart-token');
    Object.assign(err, { query: 'select * from carts where token = $1', params: ['secret-cart-token'] });
    const wrapped = new Error('outer', { cause: err });
    const text = JSON.stringify(redactError(wrapped));
    expect(text).not.toContain('secret-cart-token');
    expect(text).toContain('select * from carts');
  });

  describe('the running API', () => {
    let t: TestApp;
    let app: FastifyInstance;
    const lines: string[] = [];
    beforeAll(async () => {
      t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
      app = t.app;
    });
    afterAll(async () => t?.close());

    test('never writes a token, a password or an authorization header', async () => {
      await app.inject({ url: '/v1/cart?cart_token=SECRET-CART-4242' });
      await app.inject({
        method: 'POST',
        url: '/v1/user/login',
        payload: { username: 'a@b.fr', password: 'SECRET-PASSWORD-4242' },
      });
      await app.inject({ url: '/v1/me', headers: { authorization: 'Bearer SECRET-JWT-4242' } });
      await app.inject({ url: '/v1/preview/page?token=SECRET-PREVIEW-4242&slug=x' });
      const log = lines.join('');
      expect(log).toContain('/v1/cart?cart_token=[redacted]');
      expect(log).not.toMatch(/SECRET-[A-Z]+-4242/);
    });
  });
});

describe('docker-compose', () => {
  const compose = readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8');
  test('no default database password; the API gets its production secrets from .env', () => {
    // An empty default is no default: postgres will not initialise, the api will not start (parseEnv).
    expect(compose.match(/POSTGRES_PASSWORD:-[^}]*\}/g)).toEqual(['POSTGRES_PASSWORD:-}', 'POSTGRES_PASSWORD:-}']);
    for (const name of ['JWT_SECRET', 'PAYMENT_WEBHOOK_SECRET', 'PAYMENT_PROVIDER'])
      expect(compose).toContain(`${name}: \${${name}:-}`);
    expect(compose).toMatch(/NODE_ENV: production/);
  });
});
