/** @jest-environment node */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerApiProxy } from './api-proxy';
import { SIGNED_IN_COOKIE as BROWSER_FLAG } from '@arbora/shared/env';
import { SESSION_REFRESHED_FIELD } from '@arbora/shared/api';
import { SIGNED_IN_COOKIE } from './form-actions/session-cookie';
import { EXCHANGE_PATH, REFRESHED_FIELD, sessionAnswer } from './session-proxy';

const OLD = 'tok_old_0123456789abcdef';
const FRESH = 'tok_fresh_0123456789abcdef';
const ORIGIN = 'http://localhost';

type Answer = { status: number; body: unknown };
/** What the fake API answers to one path (what it was asked is kept in `seen`). */
let answers: Record<string, (req: IncomingMessage) => Answer>;
let seen: { path: string; authorization?: string }[];
let upstream: Server;
let app: FastifyInstance;

beforeAll(async () => {
  upstream = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0]!;
      seen.push({ path, authorization: req.headers.authorization });
      const answer = answers[path]?.(req) ?? { status: 200, body: { data: { ok: true } } };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  app = Fastify();
  await app.register(fastifyCookie);
  await registerApiProxy(app, {
    upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    publicUrl: ORIGIN,
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});
beforeEach(() => {
  answers = {};
  seen = [];
});

const sessionCookie = (headers: Record<string, unknown>) =>
  [headers['set-cookie']].flat().find((line) => typeof line === 'string' && line.startsWith('arbora_session=')) as
    string | undefined;

describe('the /api proxy keeps the session in the HttpOnly cookie (issue 36 point 2)', () => {
  it('moves the login token into an HttpOnly, Secure (loopback), SameSite=Lax cookie and out of the JSON', async () => {
    answers['/v1/user/login'] = () => ({
      status: 200,
      body: { data: { token: FRESH, customer: { id: 7, firstname: 'Alix' }, cart_token: null } },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login?site_id=1',
      headers: { origin: ORIGIN, 'content-type': 'application/json' },
      payload: { username: 'a@b.fr', password: 'x' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(FRESH);
    expect(res.json()).toEqual({ data: { customer: { id: 7, firstname: 'Alix' }, cart_token: null } });
    const cookie = sessionCookie(res.headers)!;
    expect(cookie).toMatch(new RegExp(`^arbora_session=${FRESH};`));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/SameSite=Lax/);
    // The pages learn that a customer is logged in, never the token.
    const flag = [res.headers['set-cookie']].flat().find((line) => line?.startsWith('arbora_signed_in='));
    expect(flag).toMatch(/^arbora_signed_in=1;/);
    expect(flag).not.toMatch(/HttpOnly/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('keeps the password change’s fresh token in the cookie too', async () => {
    answers['/v1/user/change-password'] = () => ({ status: 200, body: { data: { token: FRESH } } });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/user/change-password',
      headers: { origin: ORIGIN, cookie: `arbora_session=${OLD}`, 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.json()).toEqual({ data: {} });
    expect(sessionCookie(res.headers)).toMatch(new RegExp(`^arbora_session=${FRESH};`));
  });

  it('sends the cookie’s token as the bearer, and on a 401 refresh keeps the new one and tells the page to retry', async () => {
    answers['/v1/me'] = () => ({ status: 401, body: { code: 'expired_token', data: { token: FRESH } } });
    const res = await app.inject({ method: 'GET', url: '/api/v1/me', headers: { cookie: `arbora_session=${OLD}` } });
    expect(seen[0]!.authorization).toBe(`Bearer ${OLD}`);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: 'expired_token', data: { [REFRESHED_FIELD]: true } });
    expect(sessionCookie(res.headers)).toMatch(new RegExp(`^arbora_session=${FRESH};`));
  });

  it.each([
    ['a 401 without a fresh token', 401, { code: 'expired_token' }],
    ['a token error code', 500, { code: 'blacklisted_token', message: 'revoked' }],
  ])('clears the cookie on %s, and passes the answer on', async (_label, status, body) => {
    answers['/v1/order'] = () => ({ status, body });
    const res = await app.inject({ method: 'GET', url: '/api/v1/order', headers: { cookie: `arbora_session=${OLD}` } });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual(body);
    expect(sessionCookie(res.headers)).toMatch(/^arbora_session=;.*Expires=Thu, 01 Jan 1970/);
  });

  it('leaves other answers, and a caller’s own bearer token, alone', async () => {
    answers['/v1/cart'] = () => ({ status: 200, body: { data: { token: 'cart_token_0123456789', cart: {} } } });
    const cart = await app.inject({ method: 'GET', url: '/api/v1/cart', headers: { cookie: `arbora_session=${OLD}` } });
    expect(cart.json()).toEqual({ data: { token: 'cart_token_0123456789', cart: {} } });
    expect(sessionCookie(cart.headers)).toBeUndefined();
    answers['/v1/me'] = () => ({ status: 500, body: { code: 'invalid_token' } });
    const own = await app.inject({
      method: 'GET',
      url: '/api/v1/me',
      headers: { cookie: `arbora_session=${OLD}`, authorization: 'Bearer tok_someone_0123456789' },
    });
    expect(seen.at(-1)!.authorization).toBe('Bearer tok_someone_0123456789');
    expect(sessionCookie(own.headers)).toBeUndefined();
  });

  it('clears the cookie at logout, even when the API is down', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/user/logout',
      headers: { cookie: `arbora_session=${OLD}`, 'sec-fetch-site': 'same-origin' },
    });
    expect(sessionCookie(res.headers)).toMatch(/^arbora_session=;/);
  });

  it('refuses a state-changing call on the cookie session from another site (CSRF), and a cross-site logout', async () => {
    const post = await app.inject({
      method: 'POST',
      url: '/api/v1/customer/update',
      headers: { cookie: `arbora_session=${OLD}`, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: {},
    });
    expect(post.statusCode).toBe(403);
    expect(post.json().code).toBe('CROSS_SITE_REQUEST');
    const logout = await app.inject({
      method: 'GET',
      url: '/api/v1/user/logout',
      headers: { cookie: `arbora_session=${OLD}`, 'sec-fetch-site': 'cross-site' },
    });
    expect(logout.statusCode).toBe(403);
    expect(sessionCookie(logout.headers)).toBeUndefined();
    expect(seen).toEqual([]);
    // The site's own page goes through.
    const own = await app.inject({
      method: 'POST',
      url: '/api/v1/customer/update',
      headers: { cookie: `arbora_session=${OLD}`, origin: ORIGIN, 'content-type': 'application/json' },
      payload: {},
    });
    expect(own.statusCode).toBe(200);
    // A call that names no origin is no page's (a script, a test): not a cross-site request.
    const script = await app.inject({
      method: 'POST',
      url: '/api/v1/customer/update',
      headers: { cookie: `arbora_session=${OLD}`, 'content-type': 'application/json' },
      payload: {},
    });
    expect(script.statusCode).toBe(200);
  });

  it('gives a login from another client (no Origin: not a page) the API’s answer as is', async () => {
    answers['/v1/user/login'] = () => ({ status: 200, body: { data: { token: FRESH } } });
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/user/login',
      headers: { 'content-type': 'application/json' },
      payload: {},
    });
    expect(res.json()).toEqual({ data: { token: FRESH } });
    expect(sessionCookie(res.headers)).toBeUndefined();
  });
});

describe('the exchange of a token an older page kept in localStorage', () => {
  const exchange = (headers: Record<string, string>) => app.inject({ method: 'POST', url: EXCHANGE_PATH, headers });

  it('puts a token the API accepts into the cookie (204)', async () => {
    answers['/v1/me'] = () => ({ status: 200, body: { data: { id: 7 } } });
    const res = await exchange({ origin: ORIGIN, authorization: `Bearer ${OLD}` });
    expect(res.statusCode).toBe(204);
    expect(seen).toEqual([{ path: '/v1/me', authorization: `Bearer ${OLD}` }]);
    expect(sessionCookie(res.headers)).toMatch(new RegExp(`^arbora_session=${OLD};.*HttpOnly`));
  });

  it('keeps the refreshed token of an expired one inside its refresh window', async () => {
    answers['/v1/me'] = () => ({ status: 401, body: { code: 'expired_token', data: { token: FRESH } } });
    const res = await exchange({ origin: ORIGIN, authorization: `Bearer ${OLD}` });
    expect(res.statusCode).toBe(204);
    expect(sessionCookie(res.headers)).toMatch(new RegExp(`^arbora_session=${FRESH};`));
  });

  it('answers 401 and no cookie for a refused token, 403 from another site, 400 without a token', async () => {
    answers['/v1/me'] = () => ({ status: 500, body: { code: 'blacklisted_token' } });
    const refused = await exchange({ origin: ORIGIN, authorization: `Bearer ${OLD}` });
    expect(refused.statusCode).toBe(401);
    expect(sessionCookie(refused.headers)).toMatch(/^arbora_session=;/);
    const foreign = await exchange({ origin: 'https://evil.example', authorization: `Bearer ${OLD}` });
    expect(foreign.statusCode).toBe(403);
    expect((await exchange({ origin: ORIGIN })).statusCode).toBe(400);
    expect(seen).toHaveLength(1);
  });
});

describe('sessionAnswer', () => {
  it('speaks the browser’s names: the signed-in flag cookie and the refreshed field', () => {
    expect(SIGNED_IN_COOKIE).toEqual(BROWSER_FLAG);
    expect(REFRESHED_FIELD).toBe(SESSION_REFRESHED_FIELD);
  });

  it('only takes a login token on a 200 of the issuing calls', () => {
    expect(sessionAnswer('/api/v1/user/login', 400, { data: { token: FRESH } }, false)).toEqual({ kind: 'pass' });
    expect(sessionAnswer('/api/v1/cart', 200, { data: { token: FRESH } }, true)).toEqual({ kind: 'pass' });
    // A reset by e-mailed token (no session) logs nobody in.
    expect(sessionAnswer('/api/v1/user/change-password', 200, { data: { token: FRESH } }, false)).toEqual({
      kind: 'pass',
    });
    // A visitor's 401 (no session) is a wrong password, not a session to end.
    expect(sessionAnswer('/api/v1/me', 401, {}, false)).toEqual({ kind: 'pass' });
  });
});
