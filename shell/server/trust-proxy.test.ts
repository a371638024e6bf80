/** @jest-environment node */
import type { FastifyInstance } from 'fastify';
import { buildShellServer } from './app';
import { parseEnv } from './env';
import { fakeDist } from './testing/fake-servers';
import { startHeaderRecorder } from './testing/header-recorder';
import { trustProxyOption } from './trust-proxy';

describe('trustProxyOption', () => {
  it('reads the list as the API does', () => {
    expect(trustProxyOption('loopback')).toBe('loopback');
    expect(trustProxyOption(' 10.0.0.0/8 , uniquelocal ')).toBe('10.0.0.0/8,uniquelocal');
    expect(trustProxyOption('none')).toBe(false);
    expect(trustProxyOption('')).toBe(false);
  });
});

describe('the client address the shell sends to the API', () => {
  let api: Awaited<ReturnType<typeof startHeaderRecorder>>;
  const apps: FastifyInstance[] = [];
  const dist = fakeDist();
  beforeAll(async () => {
    api = await startHeaderRecorder();
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await api.close();
    dist.remove();
  });
  const shell = async (vars: Record<string, string> = {}) => {
    const app = await buildShellServer(parseEnv({ SHELL_DIST: dist.dir, API_URL: api.url, NODE_ENV: 'test', ...vars }));
    apps.push(app);
    return app;
  };
  /** The X-Forwarded-For the API got for one /api call. */
  async function forwardedFor(app: FastifyInstance, from: string, xff?: string) {
    api.seen.length = 0;
    await app.inject({
      url: '/api/v1/home',
      remoteAddress: from,
      headers: xff ? { 'x-forwarded-for': xff } : {},
    });
    return api.seen[0]?.headers['x-forwarded-for'];
  }

  it("behind a trusted gateway (loopback by default), the shopper's address", async () => {
    const app = await shell();
    expect(await forwardedFor(app, '127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('a client that is not a trusted proxy cannot name another address', async () => {
    const app = await shell();
    expect(await forwardedFor(app, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
  });

  it('TRUST_PROXY names the gateway network; none believes nobody', async () => {
    const compose = await shell({ TRUST_PROXY: 'uniquelocal' });
    expect(await forwardedFor(compose, '172.18.0.5', '203.0.113.9')).toBe('203.0.113.9');
    const none = await shell({ TRUST_PROXY: 'none' });
    expect(await forwardedFor(none, '127.0.0.1', '203.0.113.9')).toBe('127.0.0.1');
  });

  it('refuses a malformed TRUST_PROXY at start', () => {
    expect(() => parseEnv({ TRUST_PROXY: 'loopback; rm -rf' })).toThrow(/TRUST_PROXY/);
  });
});
