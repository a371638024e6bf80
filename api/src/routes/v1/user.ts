import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  apiErrorSchema,
  changePasswordBodySchema,
  envelope,
  loginBodySchema,
  loginResponseSchema,
  logoutResponseSchema,
  rewindBodySchema,
  sentResponseSchema,
  tokenResponseSchema,
} from '@arbora/shared/schemas';
import type { Env } from '../../env';
import { AppError, badRequest } from '../../lib/errors';
import { loadShopIdentity } from '../../mail/shop';
import { resetMail } from '../../mail/templates';
import { toUser } from '../../repositories/accounts';
import { baseQuerySchema, errorResponses } from './common';

const RESET_TTL = 3600;
/** Failed logins: after the free ones each try waits 1 s, 2 s, 4 s… up to 15 min; forgotten after 15 quiet minutes. */
const LOGIN_DELAYS = { windowSeconds: 15 * 60, maxDelaySeconds: 15 * 60 };
/** The account-wide counter (every address) allows this many times the per-address one. */
const ACCOUNT_WIDE_FACTOR = 4;
const noStore = { cache: 'no-store' as const };
const notAuthorized = () => new AppError(401, 'USER_NOT_AUTHORIZED', 'Invalid credentials');

/** Login, logout, forgotten and changed passwords (SPEC 7, Account). */
const userRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const siteUrl = env.PUBLIC_SITE_URL.replace(/\/$/, '');
  const { accounts, authState } = app.repos;
  const perIp = { max: env.LOGIN_RATE_LIMIT, timeWindow: 60_000 };

  app.post(
    '/user/login',
    {
      config: { ...noStore, rateLimit: perIp },
      schema: {
        tags: ['Account'],
        summary: 'Login: answers token, user, customer; attaches the guest cart `cart_token`',
        description:
          'USER_NOT_AUTHORIZED (401) for a wrong password, an unknown or an inactive account alike; RATE_LIMITED (429) per IP and per account.',
        querystring: baseQuerySchema,
        body: loginBodySchema,
        response: { 200: envelope(loginResponseSchema), ...errorResponses, 401: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (req, reply) => {
      const { username, password, cart_token } = req.body;
      // Counted per account name whether or not it exists, so the limit reveals nothing either;
      // counted before the verdict, so parallel tries cannot all slip under the limit.
      const account = `login:${req.query.site_id}:${username.toLowerCase()}`;
      const byAddress = `${account}|${req.ip}`;
      for (const [key, free] of [
        [byAddress, env.LOGIN_MAX_FAILURES],
        [account, env.LOGIN_MAX_FAILURES * ACCOUNT_WIDE_FACTOR],
      ] as const) {
        const verdict = await authState.attempt(key, {
          ...LOGIN_DELAYS,
          baseDelaySeconds: env.LOGIN_FIRST_DELAY_SECONDS,
          free,
        });
        if (!verdict.ok) {
          reply.header('retry-after', String(verdict.retryAfter));
          throw new AppError(
            429,
            'RATE_LIMITED',
            'Too many failed logins for this account: try again later',
            undefined,
            {
              retry_after: verdict.retryAfter,
            },
          );
        }
      }
      const customer = await accounts.byEmail(req.query.site_id, username);
      const valid = customer
        ? await app.auth.passwords.verify(customer.passwordHash, password)
        : (await app.auth.passwords.dummyVerify(password), false);
      if (!customer || !valid || customer.status !== 'active') throw notAuthorized();
      await authState.clearFailures(byAddress);
      await authState.forgiveOne(account);
      const token = await app.auth.issue(customer.id);
      const cartToken = await app.repos.cartSession.attach(req.query.site_id, customer.id, cart_token);
      return {
        data: { token, user: toUser(customer), customer: await accounts.toCustomer(customer), cart_token: cartToken },
      };
    },
  );

  app.get(
    '/user/logout',
    {
      config: { ...noStore, auth: 'required' },
      schema: {
        tags: ['Account'],
        summary: 'Logout: the token is blacklisted',
        querystring: baseQuerySchema,
        response: { 200: envelope(logoutResponseSchema), 500: apiErrorSchema },
      },
    },
    async (req) => {
      const claims = req.tokenClaims!;
      await authState.revoke(claims.jti, 'logout', new Date((claims.iat + app.auth.refreshWindow) * 1000));
      return { data: { logged_out: true as const } };
    },
  );

  app.post(
    '/user/rewind',
    {
      config: { ...noStore, rateLimit: perIp },
      schema: {
        tags: ['Account'],
        summary: 'Forgotten password: e-mails a reset link; the same answer whether or not the account exists',
        querystring: baseQuerySchema,
        body: rewindBodySchema,
        response: { 200: envelope(sentResponseSchema), ...errorResponses },
      },
    },
    async (req) => {
      const siteId = req.query.site_id;
      const username = req.body.username;
      // Everything that depends on the account happens after the answer, so an existing account
      // is answered exactly as fast as an unknown one.
      app.background.run('password reset e-mail', async () => {
        const customer = await accounts.byEmail(siteId, username);
        // Past the recipient's allowance nothing is sent, and the answer was the same.
        if (!customer || customer.status === 'disabled' || !(await app.mailer.allows(customer.email))) return;
        await app.db.transaction(async (tx) => {
          const token = await accounts.issueToken(tx, customer.id, 'reset', RESET_TTL);
          await app.repos.outbox.enqueue(
            tx,
            await resetMail(
              await loadShopIdentity(tx, siteId, siteUrl),
              customer.email,
              customer.firstname,
              `${siteUrl}/changement-mot-de-passe?token=${token}`,
            ),
          );
        });
        app.mailer.kick();
      });
      return { data: { sent: true as const } };
    },
  );

  app.post(
    '/user/change-password',
    {
      config: { ...noStore, auth: 'optional', rateLimit: perIp },
      schema: {
        tags: ['Account'],
        summary: 'New password, with the e-mailed `token` or logged in with `current_password`; answers a fresh JWT',
        querystring: baseQuerySchema,
        body: changePasswordBodySchema,
        response: { 200: envelope(tokenResponseSchema), ...errorResponses, 500: apiErrorSchema },
      },
    },
    async (req) => {
      const { token, current_password, password } = req.body;
      const passwordHash = await app.auth.passwords.hash(password);
      let changed: { customerId: number; validAfter: number };
      if (token) {
        const result = await app.db.transaction(async (tx) => {
          const found = await accounts.consumeToken(tx, 'reset', token);
          if (found === null) return null;
          const validAfter = await accounts.setPassword(tx, found, passwordHash);
          // Following the e-mailed link proves the address: a pending account becomes active.
          await accounts.activate(tx, found);
          return { customerId: found, validAfter };
        });
        if (result === null) throw badRequest('ACCOUNT_TOKEN_INVALID', 'Unknown, used or expired reset token', 'token');
        changed = result;
      } else {
        const me = req.customer;
        if (!me) throw new AppError(500, 'token_required', 'Log in, or give the e-mailed token');
        if (!current_password || !(await app.auth.passwords.verify(me.passwordHash, current_password))) {
          throw badRequest('USER_NOT_AUTHORIZED', 'The current password is wrong', 'current_password');
        }
        changed = { customerId: me.id, validAfter: await accounts.setPassword(app.db, me.id, passwordHash) };
      }
      // Dated at the cut-off: tokens issued before the change are refused, this one is not.
      return { data: { token: await app.auth.issue(changed.customerId, changed.validAfter) } };
    },
  );
};
export default userRoutes;
