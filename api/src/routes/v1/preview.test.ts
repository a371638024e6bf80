import type { FastifyInstance } from 'fastify';
import { buildTestApp, getJson } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';
import { createPreviewTokens } from './preview';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(async () => t?.close());

const DRAFT = 'page-en-preparation';

async function issue(slug: string, ttl?: number) {
  const res = await app.inject({
    method: 'POST',
    url: '/v1/preview/token',
    payload: { slug, ...(ttl ? { ttl_seconds: ttl } : {}) },
  });
  return { status: res.statusCode, body: res.json() as { data: { token: string; expires_at: string } } };
}

const preview = (slug: string, token: string) =>
  app.inject({
    method: 'GET',
    url: `/v1/preview/page?slug=${encodeURIComponent(slug)}&token=${encodeURIComponent(token)}`,
  });

describe('preview tokens', () => {
  test('a draft is not public, but shows with its token, marked noindex', async () => {
    await getJson(app, `/v1/url/entity?slug=${DRAFT}`, 404);
    const issued = await issue(DRAFT);
    expect(issued.status).toBe(201);
    expect(Date.parse(issued.body.data.expires_at)).toBeGreaterThan(Date.now());
    const res = await preview(DRAFT, issued.body.data.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    expect(res.json().data).toMatchObject({ slug: DRAFT, status: 'draft', title: 'Page en préparation' });
  });

  test('a token for another page, a forged token or no such page answer 404', async () => {
    const other = await issue('blog/brouillon-tendances-2026');
    expect((await preview(DRAFT, other.body.data.token)).statusCode).toBe(404);
    const [payload] = other.body.data.token.split('.');
    expect((await preview(DRAFT, `${payload}.forged`)).statusCode).toBe(404);
    expect((await preview(DRAFT, 'not-a-token')).statusCode).toBe(404);
    expect((await issue('pas-de-page')).status).toBe(404);
  });

  test('an expired token is refused', () => {
    let clock = 1_000_000_000_000;
    const tokens = createPreviewTokens('s'.repeat(48), () => clock);
    const { token } = tokens.issue('x', 60);
    expect(tokens.verify(token, 'x')).toBe(true);
    clock += 61_000;
    expect(tokens.verify(token, 'x')).toBe(false);
    expect(createPreviewTokens('t'.repeat(48), () => clock - 61_000).verify(token, 'x')).toBe(false);
  });

  test('no token is issued in production', async () => {
    const prod = await buildTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'j'.repeat(40),
      PAYMENT_WEBHOOK_SECRET: 'w'.repeat(40),
      PAYMENT_PROVIDER: 'sandbox',
    });
    try {
      const res = await prod.app.inject({ method: 'POST', url: '/v1/preview/token', payload: { slug: DRAFT } });
      expect(res.statusCode).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
