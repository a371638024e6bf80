/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { buildShellServer } from './app';
import { parseEnv } from './env';
import { pageRouteLabel } from './metrics';
import { fakeRenderer } from './testing/fake-renderer';
import { remoteVars } from './testing/fake-servers';
import { startHeaderRecorder } from './testing/header-recorder';
import { shellContext } from './testing/shell-context';

const OPS_TOKEN = 'shell-ops-token-0123456789';
const ctx = shellContext();
const lines: string[] = [];
let app: FastifyInstance;
let telemetryApi: Awaited<ReturnType<typeof startHeaderRecorder>>;
// What Fastify deprecates is said once per process, at start, in every operator's log.
const warnings: string[] = [];
beforeAll(async () => {
  const warned = jest.spyOn(process, 'emitWarning').mockImplementation((warning) => {
    warnings.push(String(warning));
  });
  fakeRenderer(ctx.dist);
  telemetryApi = await startHeaderRecorder((p) => (p === '/v1/telemetry' ? 204 : 404));
  app = await buildShellServer(
    parseEnv({
      SHELL_DIST: ctx.dist,
      API_URL: ctx.api.url,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      OPS_TOKEN,
      ...remoteVars(ctx.remotes.entries),
    }),
    { logStream: { write: (line) => void lines.push(line) } },
  );
  warned.mockRestore();
});
afterAll(async () => {
  await app.close();
  await telemetryApi.close();
});

describe('/metrics', () => {
  it('is the text exposition format: latency by route pattern, render time and HTML cache results', async () => {
    await app.inject({ url: '/terrasse-bois' });
    await app.inject({ url: '/terrasse-bois' });
    await app.inject({ url: '/health/live' });
    const res = await app.inject({ url: '/metrics' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const body = res.body;
    const page = pageRouteLabel('/terrasse-bois');
    expect(page).not.toContain('terrasse');
    expect(pageRouteLabel('/p-table-en-teck?ref=42')).toBe('/p-:slug');
    expect(body).toContain(
      `arbora_shell_http_request_duration_seconds_count{method="GET",route="${page}",status_code="200"} 2`,
    );
    expect(body).toMatch(/arbora_shell_http_request_duration_seconds_count\{method="GET",route="\/health\/live"/);
    expect(body).not.toContain('terrasse-bois');
    expect(body).toContain(`arbora_shell_page_render_seconds_count{route="${page}"} 1`);
    expect(body).toMatch(/^arbora_shell_html_cache_total\{result="miss"\} 1$/m);
    expect(body).toMatch(/^arbora_shell_html_cache_total\{result="hit"\} 1$/m);
  });

  it('is for the private network or the ops credential only', async () => {
    expect((await app.inject({ url: '/metrics', remoteAddress: '203.0.113.4' })).statusCode).toBe(403);
    const forwarded = await app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.4' } });
    expect(forwarded.statusCode).toBe(403);
    const token = await app.inject({
      url: '/metrics',
      remoteAddress: '203.0.113.4',
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
    });
    expect(token.statusCode).toBe(200);
    expect((await app.inject({ url: '/metrics', remoteAddress: '192.168.1.20' })).statusCode).toBe(200);
  });
});

describe('access log', () => {
  it('one line per request: method, route, path without its query, status, duration and request id', async () => {
    await app.inject({ url: '/terrasse-bois?email=jean%40exemple.fr', headers: { 'x-request-id': 'edge-7' } });
    const access = lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.msg === 'access' && line.reqId === 'edge-7');
    expect(access).toEqual([
      expect.objectContaining({
        method: 'GET',
        route: pageRouteLabel('/terrasse-bois'),
        path: '/terrasse-bois',
        status: 200,
        duration_ms: expect.any(Number),
      }),
    ]);
    expect(lines.join('\n')).not.toContain('jean');
  });

  it('is set through options Fastify does not deprecate (no FSTDEP warning at start)', () => {
    expect(warnings.filter((warning) => /FSTDEP|deprecat/i.test(warning))).toEqual([]);
  });
});

describe('POST /telemetry', () => {
  it("relays the beacon to the API's /v1/telemetry with the client's address, and counts remote loads", async () => {
    const relay = await buildShellServer(
      parseEnv({ SHELL_DIST: ctx.dist, API_URL: telemetryApi.url, NODE_ENV: 'test' }),
    );
    try {
      const events = [
        { type: 'remote_load', remote: 'catalogue', version: '1.5.0', duration_ms: 30, outcome: 'failed' },
        { type: 'remote_load', remote: 'not-a-remote', version: '1.0.0', duration_ms: 30, outcome: 'failed' },
        { type: 'vital', name: 'LCP', value: 900, route_type: 'product' },
      ];
      const res = await relay.inject({
        method: 'POST',
        url: '/telemetry',
        remoteAddress: '198.51.100.4',
        payload: { events },
      });
      expect(res.statusCode).toBe(204);
      // A beacon's string body comes as text/plain.
      const asText = await relay.inject({
        method: 'POST',
        url: '/telemetry',
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        payload: JSON.stringify({ events: events.slice(0, 1) }),
      });
      expect(asText.statusCode).toBe(204);
      const seen = telemetryApi.seen.find((r) => r.path === '/v1/telemetry');
      expect(seen?.headers['x-forwarded-for']).toBe('198.51.100.4');
      const body = (await relay.inject({ url: '/metrics' })).body;
      expect(body).toContain('arbora_shell_remote_loads_total{remote="catalogue",version="1.5.0",outcome="failed"} 2');
      expect(body).not.toContain('not-a-remote');
    } finally {
      await relay.close();
    }
  });
});
