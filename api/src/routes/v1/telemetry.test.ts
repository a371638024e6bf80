import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import { telemetryRepository } from '../../repositories/telemetry';
import { buildTestApp, type TestApp } from '../../../test/helper';

const OPS_TOKEN = 'ops-token-for-tests-0123456789';
const PUBLIC = { 'x-forwarded-for': '203.0.113.9' };
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ OPS_TOKEN, TELEMETRY_RATE_LIMIT: '3' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.db.execute(sql`delete from telemetry_events`);
});

const post = (events: unknown[], ip = '198.51.100.1') =>
  t.app.inject({ method: 'POST', url: '/v1/telemetry', remoteAddress: ip, payload: { events } });

const load = (remote: string, version: string, outcome: string) => ({
  type: 'remote_load',
  remote,
  version,
  duration_ms: 120,
  outcome,
});
const vital = (name: string, value: number, route_type = 'product') => ({
  type: 'vital',
  name,
  value,
  route_type,
  remote: 'catalogue',
  version: '1.5.0',
});

describe('POST /v1/telemetry', () => {
  it('stores remote loads and web vitals', async () => {
    const res = await post([load('catalogue', '1.5.0', 'failed'), vital('LCP', 1800)], '198.51.100.10');
    expect(res.statusCode).toBe(204);
    const rows = rowsOf<{ kind: string; name: string; remote: string; route_type: string | null }>(
      await t.app.db.execute(sql`select kind, name, remote, route_type from telemetry_events order by id`),
    );
    expect(rows).toEqual([
      { kind: 'remote_load', name: 'failed', remote: 'catalogue', route_type: null },
      { kind: 'vital', name: 'LCP', remote: 'catalogue', route_type: 'product' },
    ]);
  });

  it('refuses what could carry personal data or is malformed, with a 400', async () => {
    for (const [i, events] of [
      [{ ...vital('LCP', 1), url: '/compte?email=a@b.fr' }],
      [{ ...vital('LCP', 1), route_type: '/p-table?x=1' }],
      [{ ...load('catalogue', '1.0.0', 'ok'), remote: 'Catalogue Jean' }],
      [vital('FID', 1)],
      [],
      Array.from({ length: 51 }, () => vital('CLS', 0.1)),
    ].entries()) {
      const res = await post(events, `198.51.100.${20 + i}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
  });

  it('limits the batches of one address (TELEMETRY_RATE_LIMIT a minute)', async () => {
    const codes: number[] = [];
    for (let i = 0; i < 4; i++) codes.push((await post([vital('CLS', 0.01)], '198.51.100.12')).statusCode);
    expect(codes).toEqual([204, 204, 204, 429]);
    expect((await post([vital('CLS', 0.01)], '198.51.100.13')).statusCode).toBe(204);
  });

  it('sweeps events past the retention', async () => {
    const repo = telemetryRepository(t.app.db);
    const old = new Date(Date.now() - 15 * 86_400_000);
    await repo.insert([
      { kind: 'vital', name: 'LCP', remote: null, version: null, routeType: 'home', value: 1, at: old },
      { kind: 'vital', name: 'LCP', remote: null, version: null, routeType: 'home', value: 1 },
    ]);
    expect(await repo.sweep(14)).toBe(1);
    const left = rowsOf<{ n: unknown }>(await t.app.db.execute(sql`select count(*) as n from telemetry_events`));
    expect(Number(left[0]!.n)).toBe(1);
  });
});

describe('ops aggregation and page', () => {
  it('counts load failures per remote and version over the hour and the day, and p75 of each vital', async () => {
    const repo = telemetryRepository(t.app.db);
    const twoHoursAgo = new Date(Date.now() - 2 * 3600_000);
    const row = (name: string, value: number, at?: Date) => ({
      kind: 'vital' as const,
      name,
      remote: 'catalogue',
      version: '1.5.0',
      routeType: 'product',
      value,
      ...(at ? { at } : {}),
    });
    const loadRow = (name: string, version: string, at?: Date) => ({
      kind: 'remote_load' as const,
      name,
      remote: 'catalogue',
      version,
      routeType: null,
      value: 100,
      ...(at ? { at } : {}),
    });
    await repo.insert([
      ...[100, 200, 300, 400, 500].map((v) => row('LCP', v)),
      ...[10, 20, 30, 40, 50].map((v) => row('INP', v)),
      row('CLS', 0.2),
      loadRow('ok', '1.5.0'),
      loadRow('failed', '1.5.0'),
      loadRow('fallback', '1.5.0'),
      loadRow('failed', '1.5.0', twoHoursAgo),
      loadRow('ok', '1.4.0'),
    ]);
    expect(await repo.remoteLoads()).toEqual([
      { remote: 'catalogue', version: '1.4.0', loadsHour: 1, failuresHour: 0, loadsDay: 1, failuresDay: 0 },
      { remote: 'catalogue', version: '1.5.0', loadsHour: 3, failuresHour: 2, loadsDay: 4, failuresDay: 3 },
    ]);
    // percentile_cont: 0.75 of the way from the first to the last of 5 sorted values is the 4th.
    expect(await repo.vitals()).toEqual([
      {
        remote: 'catalogue',
        version: '1.5.0',
        routeType: 'product',
        samples: 11,
        lcp: 400,
        inp: 40,
        cls: 0.2,
        ttfb: null,
      },
    ]);

    const page = await t.app.inject({ url: '/ops', headers: { authorization: `Bearer ${OPS_TOKEN}`, ...PUBLIC } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['x-robots-tag']).toContain('noindex');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(page.body).toMatch(/data-remote="catalogue" data-version="1.5.0">.*data-failures-hour="2">2 \/ 3/);
    // French figures: a no-break space before the unit, a decimal comma.
    expect(page.body).toContain('400\u00a0ms');
    expect(page.body).toContain('>0,200<');
    expect(page.body).toContain('66,7\u00a0%');
  });

  it('is refused to the public, without the ops credential or with a wrong one', async () => {
    expect((await t.app.inject({ url: '/ops', headers: PUBLIC })).statusCode).toBe(403);
    const wrong = await t.app.inject({ url: '/ops', headers: { ...PUBLIC, authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/ops', remoteAddress: '203.0.113.5' })).statusCode).toBe(403);
    // From the private network (a scraper, an operator on the VPN): open.
    expect((await t.app.inject({ url: '/ops', remoteAddress: '10.1.2.3' })).statusCode).toBe(200);
  });
});

describe('/metrics', () => {
  it('exposes the text format: latency by route pattern, outbox depth and pool use', async () => {
    await t.app.inject({ url: '/v1/product/12345678' });
    const res = await t.app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.body).toMatch(/^# TYPE arbora_api_http_request_duration_seconds histogram$/m);
    expect(res.body).toMatch(
      /arbora_api_http_request_duration_seconds_count\{method="GET",route="\/v1\/product\/:[a-z]+",status_code="\d+"\} \d+/,
    );
    expect(res.body).not.toContain('12345678');
    expect(res.body).toMatch(/^arbora_api_outbox_depth\{outbox="erp"\} \d+$/m);
    expect(res.body).toMatch(/^arbora_api_outbox_depth\{outbox="email"\} \d+$/m);
    expect(res.body).toMatch(/^arbora_api_db_pool\{state="turns_max"\} \d+$/m);
  });

  it('is for the private network or the ops credential only', async () => {
    expect((await t.app.inject({ url: '/metrics', headers: PUBLIC })).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/metrics', remoteAddress: '198.51.100.7' })).statusCode).toBe(403);
    // A public address named anywhere in the forwarded chain closes it, even through a private proxy.
    const chained = await t.app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '10.0.0.2, 203.0.113.9' } });
    expect(chained.statusCode).toBe(403);
    const withToken = await t.app.inject({
      url: '/metrics',
      remoteAddress: '198.51.100.7',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(withToken.statusCode).toBe(200);
  });
});
