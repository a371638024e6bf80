/** @jest-environment node */
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerApiProxy } from './api-proxy';

type Seen = { url: string; headers: Record<string, string | string[] | undefined>; bytes: number };

let upstream: Server;
let seen: Seen[] = [];
let proxy: FastifyInstance;
let base: string;

beforeAll(async () => {
  // An upstream that reads the whole body and answers what it received.
  upstream = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (c: Buffer) => (bytes += c.length));
    req.on('end', () => {
      seen.push({ url: req.url ?? '', headers: req.headers, bytes });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ bytes }));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  proxy = Fastify();
  await registerApiProxy(proxy, {
    upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    bodyLimit: 1024,
    multipartLimit: 4096,
  });
  await proxy.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(proxy.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await proxy.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});
beforeEach(() => {
  seen = [];
});

/** A raw request from a chosen loopback address (Linux routes all of 127/8 to lo). */
function send(opts: {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: Buffer;
  chunked?: boolean;
  from?: string;
}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${base}${opts.path}`,
      {
        method: opts.method ?? 'GET',
        headers: opts.headers,
        ...(opts.from ? { localAddress: opts.from } : {}),
      },
      (res) => {
        let body = '';
        res.on('data', (c: Buffer) => (body += c.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    if (opts.body && opts.chunked) {
      req.write(opts.body.subarray(0, 10));
      req.end(opts.body.subarray(10));
    } else req.end(opts.body);
  });
}

describe('the /api proxy', () => {
  it('overwrites X-Forwarded-For (and drops look-alikes) with the address it saw', async () => {
    const res = await send({
      path: '/api/v1/site?site_id=1',
      headers: { 'x-forwarded-for': '203.0.113.9, 10.0.0.1', 'x-real-ip': '198.51.100.1', forwarded: 'for=1.2.3.4' },
      from: '127.0.0.7',
    });
    expect(res.status).toBe(200);
    expect(seen[0]?.url).toBe('/v1/site?site_id=1');
    expect(seen[0]?.headers['x-forwarded-for']).toBe('127.0.0.7');
    expect(seen[0]?.headers['x-real-ip']).toBeUndefined();
    expect(seen[0]?.headers.forwarded).toBeUndefined();
  });

  it('answers 413 in the API shape past the body limit, without forwarding', async () => {
    const res = await send({
      path: '/api/v1/user/login',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(2 * 1024 * 1024, 0x20),
    });
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(seen).toHaveLength(0);
  });

  it('counts a chunked body too, and forwards one within the limit', async () => {
    const big = await send({
      path: '/api/v1/cart',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(5000, 0x20),
      chunked: true,
    });
    expect(big.status).toBe(413);
    const small = await send({
      path: '/api/v1/cart',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.from(`{"a":"${'x'.repeat(500)}"}`),
      chunked: true,
    });
    expect(small.status).toBe(200);
    expect(JSON.parse(small.body)).toEqual({ bytes: 508 });
  });

  it('takes multipart bodies up to their own, larger limit', async () => {
    const headers = { 'content-type': 'multipart/form-data; boundary=x' };
    expect((await send({ path: '/api/v1/forms/send', method: 'POST', headers, body: Buffer.alloc(3000) })).status).toBe(
      200,
    );
    expect((await send({ path: '/api/v1/forms/send', method: 'POST', headers, body: Buffer.alloc(5000) })).status).toBe(
      413,
    );
  });
});
