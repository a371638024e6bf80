import { buildTestApp, type TestApp } from '../../test/helper';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let t: TestApp;
const lines: string[] = [];
beforeAll(async () => {
  t = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: { write: (line) => void lines.push(line) } });
});
afterAll(() => t.close());

describe('request id', () => {
  it("is the shell's X-Request-Id when safe: returned, in the error body and in the log lines", async () => {
    const res = await t.app.inject({ url: '/v1/no-such-route', headers: { 'x-request-id': 'edge-42' } });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-request-id']).toBe('edge-42');
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND', request_id: 'edge-42' });
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string }).filter((l) => l.reqId === 'edge-42');
    expect(logged.length).toBeGreaterThan(0);
  });

  it('is a new UUID when none or an unsafe one is sent', async () => {
    for (const headers of [{}, { 'x-request-id': 'a b\nforged' }, { 'x-request-id': 'x'.repeat(65) }]) {
      const res = await t.app.inject({ url: '/v1/no-such-route', headers });
      expect(res.headers['x-request-id']).toMatch(UUID);
      expect(res.json<{ request_id: string }>().request_id).toBe(res.headers['x-request-id']);
    }
  });

  it('is named in validation errors and on success only in the header', async () => {
    const bad = await t.app.inject({ url: '/v1/product/not-a-number', headers: { 'x-request-id': 'r-1' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_ERROR', request_id: 'r-1' });
    const ok = await t.app.inject({ url: '/health/live', headers: { 'x-request-id': 'r-2' } });
    expect(ok.headers['x-request-id']).toBe('r-2');
    expect(ok.json()).toEqual({ status: 'ok' });
  });
});

describe('liveness and readiness', () => {
  it('/health/live and /health/ready answer ok, /health as before', async () => {
    for (const url of ['/health/live', '/health/ready', '/health']) {
      const res = await t.app.inject({ url });
      expect([url, res.statusCode, res.json()]).toEqual([url, 200, { status: 'ok' }]);
    }
  });

  it('/health/ready is 503 while the database does not answer; /health/live stays 200', async () => {
    const execute = jest.spyOn(t.app.db, 'execute').mockRejectedValue(new Error('connection refused'));
    try {
      expect((await t.app.inject({ url: '/health/ready' })).statusCode).toBe(503);
      expect((await t.app.inject({ url: '/health/live' })).statusCode).toBe(200);
    } finally {
      execute.mockRestore();
    }
  });
});
