import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { trustProxyOption } from '../../env';
import { buildTestApp } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';

/**
 * Issue 18 point 1: per-address limits count real clients, over real sockets from distinct loopback
 * addresses (Linux routes all of 127/8). Behind the shell, the API sees what the shell's /api proxy
 * sends: X-Forwarded-For set to the client's own address, whatever the client wrote
 * (shell/server/api-proxy.test.ts proves that side); `behindProxy` sends the same.
 */
const LIMIT = 3;
let t: TestApp;
let apiUrl: string;

beforeAll(async () => {
  t = await buildTestApp({
    LOGIN_RATE_LIMIT: String(LIMIT),
    FORMS_RATE_LIMIT: String(LIMIT),
    MEDIA_RATE_LIMIT: String(LIMIT),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
});

let n = 0;
/** A failed login (a new account name each time, so only the per-address limit can answer 429). */
function login(base: string, path: string, from: string, headers: Record<string, string> = {}): Promise<number> {
  const body = JSON.stringify({ username: `nobody.${process.pid}.${(n += 1)}@exemple.fr`, password: 'wrong-password' });
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${path}`,
      {
        method: 'POST',
        localAddress: from,
        headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)), ...headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
const randomIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;
/** A request as the shell's proxy (on loopback, trusted) forwards it for the client at `client`. */
const behindProxy = (client: string) => ({ from: '127.0.0.1', headers: { 'x-forwarded-for': client } });

describe('client address behind the shell proxy', () => {
  const loginAs = (client: string) => {
    const { from, headers } = behindProxy(client);
    return login(apiUrl, '/v1/user/login', from, headers);
  };

  test('the per-address login limit counts the client the proxy names, not the proxy', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 3; i += 1) statuses.push(await loginAs('203.0.113.2'));
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);
  });

  test('one client’s failures do not lock out another client', async () => {
    for (let i = 0; i < LIMIT + 1; i += 1) await loginAs('203.0.113.3');
    expect(await loginAs('203.0.113.3')).toBe(429);
    expect(await loginAs('203.0.113.4')).toBe(401);
  });

  test('direct to the API, X-Forwarded-For counts only from a proxy TRUST_PROXY names', async () => {
    // From loopback (trusted by default) the header is believed: each forged address gets its own bucket...
    for (let i = 0; i < LIMIT + 2; i += 1)
      expect(await login(apiUrl, '/v1/user/login', '127.0.0.5', { 'x-forwarded-for': randomIp() })).toBe(401);
    // ...which is why the proxy in front overwrites it, and TRUST_PROXY=none turns trust off.
    expect(trustProxyOption('none')).toBe(false);
    expect(trustProxyOption('')).toBe(false);
    expect(trustProxyOption('loopback, 10.0.0.0/8')).toBe('loopback,10.0.0.0/8');
  });
});

describe('generated images', () => {
  test('unique renders are limited per client address', async () => {
    const get = (i: number, client: string) =>
      new Promise<number>((resolve, reject) => {
        const { from, headers } = behindProxy(client);
        const req = httpRequest(
          `${apiUrl}/v1/media/product/drill-${i}-64x64.svg`,
          { localAddress: from, headers },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end();
      });
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i += 1) statuses.push(await get(i, '203.0.113.8'));
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
    expect(await get(99, '203.0.113.9')).toBe(200);
  });
});

describe('TRUST_PROXY=none', () => {
  let direct: TestApp;
  let url: string;
  beforeAll(async () => {
    direct = await buildTestApp({ LOGIN_RATE_LIMIT: String(LIMIT), TRUST_PROXY: 'none' });
    await direct.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(direct.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => direct?.close());

  test('the header is ignored: the socket address is the client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i += 1)
      statuses.push(await login(url, '/v1/user/login', '127.0.0.6', { 'x-forwarded-for': randomIp() }));
    expect(statuses).toEqual([...Array(LIMIT).fill(401), 429]);
  });
});
