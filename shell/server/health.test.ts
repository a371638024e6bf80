/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildShellServer } from './app';
import { parseEnv } from './env';
import { closedPortUrl, fakeDist } from './testing/fake-servers';
import { startHeaderRecorder } from './testing/header-recorder';
import type { WarmUp } from './warm-up';

let apiUp: Awaited<ReturnType<typeof startHeaderRecorder>>;
let apiNotReady: Awaited<ReturnType<typeof startHeaderRecorder>>;
const apps: FastifyInstance[] = [];
const dist = fakeDist();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'shell-health-'));

beforeAll(async () => {
  apiUp = await startHeaderRecorder((p) => (p === '/health/ready' ? 200 : 404));
  // The process answers, its database does not.
  apiNotReady = await startHeaderRecorder((p) => (p === '/health/ready' ? 503 : 404));
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await apiUp.close();
  await apiNotReady.close();
  dist.remove();
  rmSync(scratch, { recursive: true, force: true });
});

async function shell(apiUrl: string, vars: Record<string, string> = {}, warmUp?: WarmUp) {
  const app = await buildShellServer(parseEnv({ SHELL_DIST: dist.dir, API_URL: apiUrl, NODE_ENV: 'test', ...vars }), {
    warmUp,
  });
  apps.push(app);
  return app;
}

describe('liveness and readiness', () => {
  it('/health/live and /health answer while the API is down', async () => {
    const app = await shell(await closedPortUrl());
    for (const url of ['/health/live', '/health']) {
      const res = await app.inject({ url });
      expect([url, res.statusCode, res.json()]).toEqual([url, 200, { status: 'ok' }]);
    }
  });

  it('/health/ready is 200 when the API is ready, and reports the remotes without judging them', async () => {
    const down = await closedPortUrl();
    const app = await shell(apiUp.url, { REMOTE_CATALOGUE_SSR_URL: `${down}/mf-manifest.json` });
    const res = await app.inject({ url: '/health/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json<{ status: string; checks: Record<string, string>; remotes: Record<string, string> }>();
    expect(body.checks).toEqual({ api: 'ok', remotesConfig: 'ok' });
    expect(body.remotes.catalogue).toBe('unreachable');
  });

  it('/health/ready is 503 when the API is down or not ready', async () => {
    for (const url of [await closedPortUrl(), apiNotReady.url]) {
      const res = await (await shell(url)).inject({ url: '/health/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', checks: { api: 'unavailable' } });
    }
  });

  it('/health/ready is 503 when REMOTES_FILE cannot be read', async () => {
    const broken = path.join(scratch, 'remotes.json');
    writeFileSync(broken, '{ "remotes": [ oops');
    const res = await (await shell(apiUp.url, { REMOTES_FILE: broken })).inject({ url: '/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ checks: { api: 'ok', remotesConfig: 'unreadable' } });
    const missing = await (
      await shell(apiUp.url, { REMOTES_FILE: path.join(scratch, 'none.json') })
    ).inject({
      url: '/health/ready',
    });
    expect(missing.statusCode).toBe(503);
  });

  it('/health/ready is 503 while the remotes’ page modules load after a start, then 200 with what loaded', async () => {
    let finish: (result: Awaited<ReturnType<WarmUp>>) => void = () => undefined;
    const warmUp = jest.fn<ReturnType<WarmUp>, Parameters<WarmUp>>(() => new Promise((resolve) => (finish = resolve)));
    const app = await shell(apiUp.url, {}, warmUp);
    // It loads the remotes the server renders with (their internal addresses included).
    expect(warmUp.mock.calls[0]?.[0].remotes.remotes.map((remote) => remote.name)).toContain('catalogue');
    const warming = await app.inject({ url: '/health/ready' });
    expect(warming.statusCode).toBe(503);
    expect(warming.json()).toMatchObject({ status: 'unavailable', checks: { api: 'ok', warmUp: 'warming' } });
    // A remote that did not load does not keep the server out of the pool: it is reported.
    finish({ catalogue: 'ok', configurator: { failed: ['ConfiguratorPage'] } });
    await new Promise((resolve) => setImmediate(resolve));
    const ready = await app.inject({ url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toMatchObject({
      checks: { api: 'ok', remotesConfig: 'ok', warmUp: 'ok' },
      warmUp: { configurator: { failed: ['ConfiguratorPage'] } },
    });
  });
});
