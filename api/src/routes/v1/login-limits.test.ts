import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { emailOutbox, loginAttempts } from '../../db/schema/index';
import { buildTestApp } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';
import { PASSWORD, bearer, fromNewIp, login, newCustomer, tokenFromOutbox } from '../../../test/accounts';

/** Issue 18 point 2: atomic failure counters, growing delays, reset e-mail limit, token revocation. */
let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(async () => t?.close());

const loginRes = (username: string, password: string, ip = fromNewIp()) =>
  app.inject({ method: 'POST', url: '/v1/user/login', payload: { username, password }, ...ip });
/** Serves the current delay of every counter of this account, as if the time had passed. */
const waitOut = (email: string) =>
  app.db
    .update(loginAttempts)
    .set({ nextAllowedAt: new Date(Date.now() - 1000) })
    .where(like(loginAttempts.key, `login:1:${email}%`));

describe('failed logins', () => {
  test('25 parallel wrong tries from 25 addresses: the counter is atomic, the right password next is refused', async () => {
    // A first delay of 60 s: however slow the machine, no delay runs out during the test.
    const slow = await buildTestApp({ LOGIN_FIRST_DELAY_SECONDS: '60' });
    const tryLogin = (username: string, password: string) =>
      slow.app.inject({ method: 'POST', url: '/v1/user/login', payload: { username, password }, ...fromNewIp() });
    try {
      const { email } = await newCustomer(slow.app);
      const burst = await Promise.all(Array.from({ length: 25 }, (_, i) => tryLogin(email, `Mauvais${i}!x`)));
      const statuses = burst.map((r) => r.statusCode);
      // Account-wide allowance: exactly 4 × 5 tries reach the password check, every other one waits.
      expect(statuses.filter((s) => s === 401)).toHaveLength(20);
      expect(statuses.filter((s) => s === 429)).toHaveLength(5);
      const right = await tryLogin(email, PASSWORD);
      expect(right.statusCode).toBe(429);
      expect(Number(right.headers['retry-after'])).toBeGreaterThan(50);
    } finally {
      await slow.close();
    }
  });

  test('the delay grows with each failure instead of a fixed lock', async () => {
    const { email } = await newCustomer(app);
    const ip = fromNewIp();
    for (let i = 0; i < 5; i += 1) expect((await loginRes(email, 'Mauvais2025!', ip)).statusCode).toBe(401);
    const first = await loginRes(email, 'Mauvais2025!', ip);
    expect(first.statusCode).toBe(429);
    expect(first.json().data.retry_after).toBe(1);
    expect(first.headers['retry-after']).toBe('1');
    await waitOut(email);
    expect((await loginRes(email, 'Mauvais2025!', ip)).statusCode).toBe(401);
    expect((await loginRes(email, 'Mauvais2025!', ip)).json().data.retry_after).toBe(2);
    await waitOut(email);
    expect((await loginRes(email, 'Mauvais2025!', ip)).statusCode).toBe(401);
    expect((await loginRes(email, 'Mauvais2025!', ip)).json().data.retry_after).toBe(4);
    // Once the delay is served, the owner's right password works and clears that address's counter.
    await waitOut(email);
    expect((await loginRes(email, PASSWORD, ip)).statusCode).toBe(200);
    expect((await loginRes(email, 'Mauvais2025!', ip)).statusCode).toBe(401);
  });

  test('an attacker’s failures from one address do not lock the owner out elsewhere', async () => {
    const { email } = await newCustomer(app);
    const attacker = fromNewIp();
    for (let i = 0; i < 8; i += 1) await loginRes(email, 'Mauvais2025!', attacker);
    expect((await loginRes(email, PASSWORD, attacker)).statusCode).toBe(429);
    expect((await loginRes(email, PASSWORD)).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  const rewind = (username: string) =>
    app.inject({ method: 'POST', url: '/v1/user/rewind', payload: { username }, ...fromNewIp() });
  const resetMails = async (to: string) => {
    // The reset e-mail is written after the answer.
    await app.background.idle();
    return (
      await app.db
        .select()
        .from(emailOutbox)
        .where(and(eq(emailOutbox.to, to), like(emailOutbox.text, '%changement-mot-de-passe%')))
    ).length;
  };
  const change = (token: string, password = 'Nouveau2025?') =>
    app.inject({
      method: 'POST',
      url: '/v1/user/change-password',
      payload: { token, password, password_confirmation: password },
      ...fromNewIp(),
    });

  test('at most 3 e-mails an hour to one address, whatever the client address; the answer never changes', async () => {
    const { email } = await newCustomer(app);
    const answers = [];
    for (let i = 0; i < 10; i += 1) answers.push((await rewind(email)).json());
    expect(answers.every((a) => JSON.stringify(a) === JSON.stringify({ data: { sent: true } }))).toBe(true);
    // The activation e-mail of the signup counts: 2 reset e-mails follow.
    expect(await resetMails(email)).toBe(2);
  });

  test('the answer does not wait for the account lookup nor the e-mail', async () => {
    const { email } = await newCustomer(app);
    // The lookup (and so everything that only an existing account costs) never ends until released:
    // the answer must come all the same, for this existing account as for any address.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const byEmail = app.repos.accounts.byEmail;
    const spy = jest
      .spyOn(app.repos.accounts, 'byEmail')
      .mockImplementation(async (...args) => held.then(() => byEmail.apply(app.repos.accounts, args)));
    try {
      const res = await rewind(email);
      expect(res.json()).toEqual({ data: { sent: true } });
      release();
      await app.background.idle();
      // The held lookup was on the reset's path, and the e-mail went once it was released.
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      release();
      spy.mockRestore();
    }
    expect(await resetMails(email)).toBe(1);
  });

  test('a new reset link revokes the older ones', async () => {
    const { email } = await newCustomer(app);
    await rewind(email);
    const older = await tokenFromOutbox(app, email, '/changement-mot-de-passe');
    await rewind(email);
    const newer = await tokenFromOutbox(app, email, '/changement-mot-de-passe');
    expect(newer).not.toBe(older);
    expect((await change(older)).json()).toMatchObject({ code: 'ACCOUNT_TOKEN_INVALID', field: 'token' });
    expect((await change(newer)).statusCode).toBe(200);
  });

  test('a password change revokes the reset links sent before it', async () => {
    const session = await newCustomer(app);
    await rewind(session.email);
    const link = await tokenFromOutbox(app, session.email, '/changement-mot-de-passe');
    const next = 'Portail2026#';
    const changed = await app.inject({
      method: 'POST',
      url: '/v1/user/change-password',
      payload: { current_password: PASSWORD, password: next, password_confirmation: next },
      headers: bearer(session),
      ...fromNewIp(),
    });
    expect(changed.statusCode).toBe(200);
    expect((await change(link, 'Pirate2026!!')).json()).toMatchObject({ code: 'ACCOUNT_TOKEN_INVALID' });
    await login(app, session.email, next);
  });
});
