import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';
import { fromNewIp, PASSWORD, uniqueEmail } from '../../../test/accounts';
import { multipart, PDF_BYTES, SAMPLE_FORMS } from '../../../test/forms';

/** Issue 18 point 4: inputs a probe turned into 500s. Each answers a 4xx in the API shape and writes nothing. */
let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp({}, { privateDatabase: true });
  app = t.app;
});
afterAll(async () => t?.close());

const TABLES = ['customers', 'account_tokens', 'carts', 'cart_lines', 'orders', 'form_submissions', 'form_uploads'];
async function rowCounts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const res = (await app.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[];
    };
    out[table] = Number(res.rows[0]?.n);
  }
  return out;
}

type Probe = { method: 'GET' | 'POST'; url: string; payload?: unknown; headers?: Record<string, string> };
const json = { 'content-type': 'application/json' };
const contact = { form: 'contact', data: SAMPLE_FORMS.contact };
const signup = () => ({
  email: uniqueEmail('site'),
  password: PASSWORD,
  password_confirmation: PASSWORD,
  firstname: 'Léa',
  lastname: 'Martin',
  terms: true,
});
const SITE_ROUTES = (site: string): Probe[] => [
  { method: 'GET', url: `/v1/site?site_id=${site}` },
  { method: 'GET', url: `/v1/menu?site_id=${site}` },
  { method: 'GET', url: `/v1/setting?site_id=${site}` },
  { method: 'GET', url: `/v1/cart?site_id=${site}` },
  { method: 'GET', url: `/v1/customer/functions?site_id=${site}` },
  { method: 'POST', url: `/v1/cart/update?site_id=${site}`, payload: { elements: [] } },
  {
    method: 'POST',
    url: `/v1/cart/update?site_id=${site}`,
    payload: { elements: [{ element_id: 1, element_type: 'product_variant', quantity: 1 }] },
  },
  { method: 'POST', url: `/v1/forms/send?site_id=${site}`, payload: contact },
  { method: 'POST', url: `/v1/user/login?site_id=${site}`, payload: { username: 'a@b.fr', password: 'x' } },
  { method: 'POST', url: `/v1/user/rewind?site_id=${site}`, payload: { username: 'a@b.fr' } },
  { method: 'POST', url: `/v1/customer?site_id=${site}`, payload: signup() },
  { method: 'POST', url: `/v1/customer/check-siret?site_id=${site}`, payload: { siret: '46197306700014' } },
];

async function expectRefused(probe: Probe, status?: number) {
  const res = await app.inject({ ...probe, payload: probe.payload as string | object | undefined, ...fromNewIp() });
  const label = `${probe.method} ${probe.url}`;
  expect([label, res.statusCode >= 400 && res.statusCode < 500]).toEqual([label, true]);
  if (status) expect([label, res.statusCode]).toEqual([label, status]);
  const body = res.json();
  expect(typeof body.code).toBe('string');
  expect(typeof body.message).toBe('string');
  return body as { code: string; message: string; field?: string };
}

describe('site_id: an unknown site or one past the integer range', () => {
  test.each(['999', '2147483648', '99999999999'])('site_id=%s: 4xx on every route, no row written', async (site) => {
    const before = await rowCounts();
    for (const probe of SITE_ROUTES(site)) {
      const body = await expectRefused(probe);
      expect(body.field).toBe('site_id');
    }
    expect(await rowCounts()).toEqual(before);
  });

  test('site 1 still answers', async () => {
    expect((await app.inject({ method: 'GET', url: '/v1/menu?site_id=1' })).statusCode).toBe(200);
  });
});

describe('bodies the database or the stack cannot take', () => {
  test('10,000 nested brackets: 400, not a stack overflow', async () => {
    for (const url of ['/v1/forms/send', '/v1/cart/update', '/v1/user/login']) {
      const body = await expectRefused(
        {
          method: 'POST',
          url,
          payload: '['.repeat(10_000) + ']'.repeat(10_000),
          headers: json,
        },
        400,
      );
      expect(body.code).toBe('VALIDATION_ERROR');
    }
    const deepObject = '{"a":'.repeat(5000) + '1' + '}'.repeat(5000);
    await expectRefused({ method: 'POST', url: '/v1/forms/send', payload: deepObject, headers: json }, 400);
  });

  test('a lone surrogate in a form message: 400 on the field, nothing stored', async () => {
    const before = await rowCounts();
    const raw = JSON.stringify({ form: 'contact', data: { ...SAMPLE_FORMS.contact, message: 'x\ud800y' } });
    expect(raw).toContain('\\ud800');
    const res = await app.inject({
      method: 'POST',
      url: '/v1/forms/send',
      payload: raw,
      headers: { 'content-type': 'application/json' },
      ...fromNewIp(),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'data.message' });
    // The same through a multipart body, whose `data` is parsed by the route.
    const mp = multipart({ form: 'contact', data: raw.slice(raw.indexOf('"data":') + 7, -1) }, []);
    const res2 = await app.inject({ method: 'POST', url: '/v1/forms/send', ...mp, ...fromNewIp() });
    expect(res2.statusCode).toBe(400);
    expect(res2.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'data.message' });
    expect(await rowCounts()).toEqual(before);
  });

  test('element_id past the integer range: 400, in the body and in the query', async () => {
    const before = await rowCounts();
    const body = await expectRefused(
      {
        method: 'POST',
        url: '/v1/cart/update',
        payload: { elements: [{ element_id: 2147483648, element_type: 'product_variant', quantity: 1 }] },
      },
      400,
    );
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR', field: 'elements.0.element_id' });
    await expectRefused(
      { method: 'POST', url: '/v1/cart/remove?element_id=2147483648&element_type=product_variant&cart_token=x' },
      400,
    );
    expect(await rowCounts()).toEqual(before);
  });

  test('a multipart file name holding NUL: 400 UPLOAD_REJECTED, nothing stored', async () => {
    const before = await rowCounts();
    const mp = multipart({ form: 'candidature', data: JSON.stringify(SAMPLE_FORMS.candidature) }, [
      { field: 'cv', filename: 'cv\u0000.pdf', type: 'application/pdf', bytes: PDF_BYTES },
    ]);
    const res = await app.inject({ method: 'POST', url: '/v1/forms/send', ...mp, ...fromNewIp() });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'UPLOAD_REJECTED', field: 'cv' });
    expect(await rowCounts()).toEqual(before);
  });

  test('a path segment past the router limit: 414 in the API shape', async () => {
    const res = await app.inject({ method: 'GET', url: `/v1/product/${'x'.repeat(400)}` });
    expect(res.statusCode).toBe(414);
    expect(res.json()).toEqual({ code: 'URI_TOO_LONG', message: 'URL too long' });
  });
});

describe('reads write nothing', () => {
  test('GET /v1/cart without a cart stores no row; the first change keeps the token it gave', async () => {
    const before = await rowCounts();
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i += 1)
      tokens.add((await app.inject({ url: '/v1/cart', ...fromNewIp() })).json().data.token);
    expect(tokens.size).toBe(5);
    const [token] = [...tokens];
    const again = await app.inject({ url: `/v1/cart?cart_token=${token}` });
    expect(again.json().data.token).toBe(token);
    expect(await rowCounts()).toEqual(before);
    const found = (await app.db.execute(
      sql.raw('select id from product_variants where stock > 10 limit 1'),
    )) as unknown as { rows: { id: number }[] };
    const variant = Number(found.rows[0]?.id);
    expect(variant).toBeGreaterThan(0);
    const added = await app.inject({
      method: 'POST',
      url: '/v1/cart/update',
      payload: {
        cart_token: token,
        type: 'add',
        elements: [{ element_id: variant, element_type: 'product_variant', quantity: 1 }],
      },
    });
    expect(added.statusCode).toBe(200);
    expect(added.json().data.token).toBe(token);
  });
});
