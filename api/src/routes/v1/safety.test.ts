import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';
import { bearer, fromNewIp, newCustomer } from '../../../test/accounts';
import type { Session } from '../../../test/accounts';
import { testAddress as address } from '../../../test/checkout';

let t: TestApp;
let app: FastifyInstance;
let alice: Session;
let bob: Session;

beforeAll(async () => {
  t = await buildTestApp({}, { privateDatabase: true });
  app = t.app;
  [alice, bob] = await Promise.all([newCustomer(app), newCustomer(app)]);
});
afterAll(async () => t?.close());

describe('one customer cannot touch another’s data', () => {
  test('addresses: neither through the other’s customer id nor through their address id', async () => {
    const a = (
      await app.inject({
        method: 'POST',
        url: `/v1/customer/${alice.customerId}/address`,
        payload: address,
        headers: bearer(alice),
      })
    ).json().data.address;
    const tries = [
      { method: 'POST' as const, url: `/v1/customer/${alice.customerId}/address`, payload: address, status: 403 },
      {
        method: 'PUT' as const,
        url: `/v1/customer/${alice.customerId}/address/${a.id}`,
        payload: address,
        status: 403,
      },
      { method: 'DELETE' as const, url: `/v1/customer/${alice.customerId}/address/${a.id}`, status: 403 },
      { method: 'PUT' as const, url: `/v1/customer/${bob.customerId}/address/${a.id}`, payload: address, status: 404 },
      { method: 'DELETE' as const, url: `/v1/customer/${bob.customerId}/address/${a.id}`, status: 404 },
    ];
    for (const { status, ...req } of tries)
      expect([req.method, req.url, (await app.inject({ ...req, headers: bearer(bob) })).statusCode]).toEqual([
        req.method,
        req.url,
        status,
      ]);
    const mine = (await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(alice) })).json().data.addresses;
    expect(mine).toEqual([a]);
  });
});

/** Row counts of every table a request could write. */
const TABLES = [
  'customers',
  'addresses',
  'account_tokens',
  'revoked_tokens',
  'carts',
  'cart_lines',
  'orders',
  'payments',
  'payment_notifications',
  'erp_outbox',
  'email_outbox',
  'form_submissions',
  'form_uploads',
  'product_variants',
];
async function counts(): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of TABLES) {
    const res = (await app.db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
      rows: { n: number }[];
    };
    out[table] = Number(res.rows[0]?.n);
  }
  // Stock is a column, not a row count: its sum tells whether an order took any.
  const stock = (await app.db.execute(
    sql.raw('select coalesce(sum(stock), 0)::int as n from product_variants'),
  )) as unknown as { rows: { n: number }[] };
  out.stock = Number(stock.rows[0]?.n);
  return out;
}
const HUGE = 'x'.repeat(100_000);
const SQL = "'; drop table customers; --";
const SCRIPT = '<script>alert(1)</script>';
/** Bodies no route accepts: wrong JSON types, huge or poisoned values, deep nesting. */
const BAD_BODIES: unknown[] = [
  null,
  [],
  [1, 2, 3],
  42,
  'text',
  true,
  {},
  { cart_token: 12, elements: 'nope', username: [], password: {}, form: 7, data: 'x', siret: 1, token: null, email: 5 },
  { cart_token: HUGE, username: HUGE, email: HUGE, code: HUGE, siret: HUGE, token: HUGE, firstname: HUGE, form: HUGE },
  {
    cart_token: SQL,
    username: SQL,
    code: SQL,
    siret: SQL,
    token: SQL,
    form: SQL,
    carrier_technical_name: SQL,
    add: SQL,
  },
  {
    cart_token: 'a\u0000b',
    username: 'a\u0000b',
    firstname: 'a\u0000b',
    form: 'contact',
    data: { firstname: 'a\u0000b' },
  },
  { __proto__: { admin: true }, constructor: { prototype: { admin: true } } },
  { card_number: SCRIPT, payment_method: SCRIPT, elements: [{ element_id: -1, element_type: 'x', quantity: 1e9 }] },
  JSON.parse('{"a":'.repeat(2000) + '1' + '}'.repeat(2000)),
];
const RAW_BODIES: { payload: string | Buffer; type: string }[] = [
  { payload: '{"unterminated', type: 'application/json' },
  { payload: '<xml/>', type: 'application/xml' },
  { payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' },
  { payload: Buffer.alloc(300 * 1024, 'a'), type: 'application/json' },
  {
    payload: '--x\r\nContent-Disposition: form-data; name="form"\r\n\r\ncontact\r\n',
    type: 'multipart/form-data; boundary=x',
  },
];
const BAD_QUERIES = [
  'site_id=abc',
  'sales_plan_id=-1',
  'lang=en',
  `site_id=${'9'.repeat(400)}`,
  'element_id=1e99&element_type=product_variant',
  `cart_token=${encodeURIComponent(SQL)}`,
];
const BAD_PARAMS = ['abc', '-1', '0', '99999999999999', '%00', encodeURIComponent(SQL), 'x'.repeat(250)];

describe('fuzz: every POST and PUT route', () => {
  test('malformed, oversized and wrongly typed bodies and queries get 4xx, never 5xx, and change no row', async () => {
    const paths = (app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const routes = Object.entries(paths).flatMap(([url, methods]) =>
      Object.keys(methods)
        .filter((m) => m === 'post' || m === 'put')
        .map((m) => ({ method: m.toUpperCase() as 'POST' | 'PUT', url })),
    );
    expect(routes.length).toBeGreaterThanOrEqual(19);
    const fuzzer = await newCustomer(app);
    const before = await counts();
    const failures: string[] = [];
    let sent = 0;
    const check = async (label: string, res: { statusCode: number; body: string }) => {
      sent += 1;
      if (res.statusCode >= 500 || res.statusCode < 400)
        failures.push(`${label} → ${res.statusCode} ${res.body.slice(0, 200)}`);
    };
    for (const { method, url } of routes) {
      // Path parameters: the customer's own id where one is expected, so validation is what answers.
      const concrete = url.replace('{id}', String(fuzzer.customerId)).replace(/\{[^}]+\}/g, '1');
      const auth = { ...bearer(fuzzer) };
      for (const body of BAD_BODIES) {
        const res = await app.inject({
          method,
          url: concrete,
          payload: JSON.stringify(body),
          headers: { ...auth, 'content-type': 'application/json' },
          ...fromNewIp(),
        });
        await check(`${method} ${concrete} ${JSON.stringify(body).slice(0, 60)}`, res);
      }
      for (const raw of RAW_BODIES) {
        const res = await app.inject({
          method,
          url: concrete,
          payload: raw.payload,
          headers: { ...auth, 'content-type': raw.type },
          ...fromNewIp(),
        });
        await check(`${method} ${concrete} raw ${raw.type}`, res);
      }
      for (const query of BAD_QUERIES) {
        const res = await app.inject({
          method,
          url: `${concrete}?${query}`,
          payload: {},
          headers: auth,
          ...fromNewIp(),
        });
        await check(`${method} ${concrete}?${query.slice(0, 40)}`, res);
      }
      if (url.includes('{')) {
        for (const param of BAD_PARAMS) {
          const res = await app.inject({
            method,
            url: url.replace(/\{[^}]+\}/g, param),
            payload: {},
            headers: auth,
            ...fromNewIp(),
          });
          await check(`${method} ${url} param ${param.slice(0, 20)}`, res);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(routes.length * 20);
    expect(await counts()).toEqual(before);
  });
});
