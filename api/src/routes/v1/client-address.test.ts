import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { registerApiProxy } from '../../../../shell/server/api-proxy';
import { trustProxyOption } from '../../env';
import { buildTestApp } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';

/**
 * Issue 18 point 1: per-address limits count real clients. Tested through the shell's own /api
 * proxy over real sockets: clients on distinct loopback addresses (Linux routes all of 127/8).
 */
const LIMIT = 3;
let t: TestApp;
let proxy: FastifyInstance;
let apiUrl: string;
let shellUrl: string;

beforeAll(async () => {
  t = await buildTestApp({
    LOGIN_RATE_LIMIT: String(LIMIT),
    FORMS_RATE_LIMIT: String(LIMIT),
    MEDIA_RATE_LIMIT: String(LIMIT),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  apiUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  proxy = Fastify();
  await registerApiProxy(proxy, { upstream: apiUrl });
  await proxy.listen({ port: 0, host: '127.0.0.1' });
  shellUrl = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await proxy?.close();
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

describe('client address behind the shell proxy', () => {
  test('a forged X-Forwarded-For no longer escapes the per-address login limit', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 3; i += 1)
      statuses.push(await login(shellUrl, '/api/v1/user/login', '127.0.0.2', { 'x-forwarded-for': randomIp() }));
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(statuses.slice(LIMIT)).toEqual([429, 429, 429]);
  });

  test('one client’s failures do not lock out another client', async () => {
    for (let i = 0; i < LIMIT + 1; i += 1) await login(shellUrl, '/api/v1/user/login', '127.0.0.3');
    expect(await login(shellUrl, '/api/v1/user/login', '127.0.0.3')).toBe(429);
    expect(await login(shellUrl, '/api/v1/user/login', '127.0.0.4')).toBe(401);
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
    const get = (i: number, from: string) =>
      new Promise<number>((resolve, reject) => {
        const req = httpRequest(
          `${shellUrl}/api/v1/media/product/drill-${i}-64x64.svg`,
          { localAddress: from },
          (res) => {
            res.resume();
            res.on('end', () => resolve(res.statusCode ?? 0));
          },
        );
        req.on('error', reject);
        req.end();
      });
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 1; i += 1) statuses.push(await get(i, '127.0.0.8'));
    expect(statuses).toEqual([...Array(LIMIT).fill(200), 429]);
    expect(await get(99, '127.0.0.9')).toBe(200);
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
