import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { decodeJwt } from 'jose';
import { envelope, loginResponseSchema } from '@arbora/shared/schemas';
import { revokedTokens } from '../../db/schema/index';
import { buildTestApp } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';
import { publicBody } from '../../../test/public-body';
import { PASSWORD, bearer, fromNewIp, login, newCustomer, tokenFromOutbox, uniqueEmail } from '../../../test/accounts';

let t: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(async () => t?.close());

const me = (token?: string) =>
  app.inject({
    method: 'GET',
    url: '/v1/me',
    headers: token === undefined ? {} : { authorization: `Bearer ${token}` },
  });
const loginRes = (username: string, password: string, ip = fromNewIp()) =>
  app.inject({ method: 'POST', url: '/v1/user/login', payload: { username, password }, ...ip });

describe('login', () => {
  test('answers token, user and customer (SPEC 3)', async () => {
    const { email } = await newCustomer(app);
    const res = await loginRes(email, PASSWORD);
    const data = envelope(loginResponseSchema).parse(res.json()).data;
    expect(data.user).toMatchObject({ username: email, roles: ['ROLE_CUSTOMER'], active: true });
    expect(data.customer.email).toBe(email);
    expect(data.token.split('.')).toHaveLength(3);
    expect((await me(data.token)).statusCode).toBe(200);
  });

  test('a wrong password and an unknown account answer exactly alike (no enumeration)', async () => {
    const { email } = await newCustomer(app);
    const wrong = await loginRes(email, 'Mauvais2025!');
    const unknown = await loginRes(uniqueEmail('personne'), 'Mauvais2025!');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(publicBody(wrong)).toEqual(publicBody(unknown));
    expect(wrong.json().code).toBe('USER_NOT_AUTHORIZED');
    expect((await app.inject({ method: 'POST', url: '/v1/user/login', payload: { username: email } })).statusCode).toBe(
      400,
    );
  });

  test('rate limited per account and address: after 5 failures even the right password waits, known or not', async () => {
    const { email } = await newCustomer(app);
    const ghost = uniqueEmail('fantome');
    const ip = fromNewIp();
    for (let i = 0; i < 5; i += 1) {
      expect((await loginRes(email, 'Mauvais2025!', ip)).statusCode).toBe(401);
      expect((await loginRes(ghost, 'Mauvais2025!', ip)).statusCode).toBe(401);
    }
    const blocked = await loginRes(email, PASSWORD, ip);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
    expect(publicBody(await loginRes(ghost, PASSWORD, ip))).toEqual(publicBody(blocked));
  });

  test('rate limited per IP address', async () => {
    const ip = { remoteAddress: '192.0.2.77' };
    const codes: number[] = [];
    for (let i = 0; i < 21; i += 1) codes.push((await loginRes(uniqueEmail('ip'), 'Mauvais2025!', ip)).statusCode);
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});

describe('tokens (SPEC 8)', () => {
  test('logout blacklists the token; missing and garbage tokens have their codes', async () => {
    const session = await newCustomer(app);
    const out = await app.inject({ method: 'GET', url: '/v1/user/logout', headers: bearer(session) });
    expect(out.json()).toEqual({ data: { logged_out: true } });
    const after = await me(session.token);
    expect(after.statusCode).toBe(500);
    expect(after.json().code).toBe('blacklisted_token');
    expect((await me()).json().code).toBe('token_required');
    expect((await me('abc.def.ghi')).json().code).toBe('invalid_token');
    const forged = `${session.token.slice(0, -4)}AAAA`;
    expect((await me(forged)).json().code).toBe('invalid_token');
  });

  test('an expired token inside the refresh window gets 401 with a new token; beyond it, refresh_no_longer_available', async () => {
    const { customerId } = await newCustomer(app);
    const now = Math.floor(Date.now() / 1000);
    const expired = await app.auth.jwt.issue(customerId, now - 3600 - 60);
    const res = await me(expired);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('expired_token');
    const fresh = res.json().data.token as string;
    expect((await me(fresh)).statusCode).toBe(200);
    // Calls sent in parallel with the same expired token all recover (grace period)...
    expect((await me(expired)).statusCode).toBe(401);
    // ...but once the grace has passed, the old token is spent.
    await app.db
      .update(revokedTokens)
      .set({ revokedAt: new Date(Date.now() - 120_000) })
      .where(eq(revokedTokens.jti, String(decodeJwt(expired).jti)));
    const spent = await me(expired);
    expect(spent.statusCode).toBe(500);
    expect(spent.json().code).toBe('expired_token');
    const ancient = await app.auth.jwt.issue(customerId, now - app.auth.refreshWindow - 3600);
    const tooOld = await me(ancient);
    expect(tooOld.statusCode).toBe(500);
    expect(tooOld.json().code).toBe('refresh_no_longer_available');
  });
});

describe('forgotten and changed passwords', () => {
  test('rewind answers the same for any username; the e-mailed token sets a new password once', async () => {
    const session = await newCustomer(app);
    const known = await app.inject({
      method: 'POST',
      url: '/v1/user/rewind',
      payload: { username: session.email },
      ...fromNewIp(),
    });
    const unknown = await app.inject({
      method: 'POST',
      url: '/v1/user/rewind',
      payload: { username: uniqueEmail('inconnu') },
      ...fromNewIp(),
    });
    expect(known.json()).toEqual({ data: { sent: true } });
    expect(publicBody(unknown)).toEqual(publicBody(known));
    const token = await tokenFromOutbox(app, session.email, '/changement-mot-de-passe');
    const next = 'Nouveau2025?';
    const changed = await app.inject({
      method: 'POST',
      url: '/v1/user/change-password',
      payload: { token, password: next, password_confirmation: next },
      ...fromNewIp(),
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(changed.json().data.token)).statusCode).toBe(200);
    // Tokens from before the change stop working.
    expect((await me(session.token)).json().code).toBe('invalid_token');
    const reused = await app.inject({
      method: 'POST',
      url: '/v1/user/change-password',
      payload: { token, password: next, password_confirmation: next },
      ...fromNewIp(),
    });
    expect(reused.json()).toMatchObject({ code: 'ACCOUNT_TOKEN_INVALID', field: 'token' });
    expect((await loginRes(session.email, PASSWORD)).statusCode).toBe(401);
    await login(app, session.email, next);
  });

  test('logged in: the current password is required and checked', async () => {
    const session = await newCustomer(app);
    const next = 'Portail2026#';
    const change = (payload: object, headers = bearer(session)) =>
      app.inject({ method: 'POST', url: '/v1/user/change-password', payload, headers, ...fromNewIp() });
    expect(
      (await change({ current_password: 'Faux2025!!', password: next, password_confirmation: next })).json(),
    ).toMatchObject({ code: 'USER_NOT_AUTHORIZED', field: 'current_password' });
    expect(
      (await change({ current_password: PASSWORD, password: next, password_confirmation: 'x' })).json(),
    ).toMatchObject({ field: 'password_confirmation' });
    expect(
      (await change({ password: next, password_confirmation: next }, {} as ReturnType<typeof bearer>)).json().code,
    ).toBe('token_required');
    const ok = await change({ current_password: PASSWORD, password: next, password_confirmation: next });
    expect(ok.statusCode).toBe(200);
    await login(app, session.email, next);
  });
});
