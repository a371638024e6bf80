import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';
import { AppError } from '../lib/errors';
import { createJwt } from '../lib/jwt';
import type { Jwt, TokenClaims } from '../lib/jwt';
import { createPasswordHasher } from '../lib/passwords';
import type { PasswordHasher } from '../lib/passwords';
import { resolveSecret } from '../lib/secrets';
import type { CustomerRow } from '../repositories/accounts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `required`: a valid bearer token or a token error; `optional`: a customer when a token is sent. */
    auth?: 'required' | 'optional';
  }
  interface FastifyRequest {
    /** The logged-in customer (set by the auth plugin on routes that declare `auth`). */
    customer: CustomerRow | null;
    /** Claims of the token that authenticated the request. */
    tokenClaims: TokenClaims | null;
  }
  interface FastifyInstance {
    auth: {
      jwt: Jwt;
      passwords: PasswordHasher;
      issue(customerId: number, issuedAt?: number): Promise<string>;
      refreshWindow: number;
    };
  }
}

/** A refreshed token may be refreshed again for this long: parallel calls sent with it all recover. */
const REFRESH_GRACE_SECONDS = 60;

/** SPEC 8: token problems are 500s with a token code; the client clears the session and retries. */
const tokenError = (
  code: 'invalid_token' | 'blacklisted_token' | 'token_required' | 'expired_token' | 'refresh_no_longer_available',
  message: string,
) => new AppError(500, code, message);

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S{1,4096})$/i.exec(header);
  return match?.[1] ?? '';
}

/**
 * JWT authentication with the SPEC 8 semantics: an expired token still inside its refresh window
 * answers 401 with a new token in `data.token` (the old one is retired); every other token problem
 * is a 500 with its code. The blacklist (logout) and password changes are checked in the database.
 */
export default fp<{ env: Env }>(
  async function auth(app: FastifyInstance, { env }) {
    const jwt = createJwt(await resolveSecret(app.db, 'jwt', env.JWT_SECRET), env.JWT_TTL);
    const passwords = await createPasswordHasher(env.NODE_ENV);
    const state = app.repos.authState;
    app.decorate('auth', {
      jwt,
      passwords,
      issue: (customerId: number, issuedAt?: number) => jwt.issue(customerId, issuedAt),
      refreshWindow: env.JWT_REFRESH_WINDOW,
    });
    app.decorateRequest('customer', null);
    app.decorateRequest('tokenClaims', null);

    async function usableCustomer(claims: TokenClaims): Promise<CustomerRow> {
      const customer = await app.repos.accounts.byId(claims.customerId);
      // A deleted or disabled account, or a token older than the last password change.
      if (!customer || customer.status !== 'active' || claims.iat < customer.tokensValidAfter)
        throw tokenError('invalid_token', 'Token no longer valid');
      return customer;
    }

    app.addHook('preHandler', async (request) => {
      const mode = request.routeOptions.config.auth;
      if (!mode) return;
      const token = bearer(request);
      if (token === null) {
        if (mode === 'required') throw tokenError('token_required', 'A bearer token is required');
        return;
      }
      const result = await jwt.verify(token);
      if (!result.ok && result.reason === 'invalid') throw tokenError('invalid_token', 'Invalid token');
      const claims = result.ok ? result.claims : result.claims;
      const revoked = await state.revoked(claims.jti);
      if (revoked?.reason === 'logout') throw tokenError('blacklisted_token', 'Token revoked by logout');
      if (result.ok) {
        request.customer = await usableCustomer(claims);
        request.tokenClaims = claims;
        return;
      }
      const now = Math.floor(Date.now() / 1000);
      const windowEnd = claims.iat + env.JWT_REFRESH_WINDOW;
      if (now > windowEnd)
        throw tokenError('refresh_no_longer_available', 'Token too old to be refreshed: log in again');
      if (
        revoked?.reason === 'refreshed' &&
        now - Math.floor(revoked.revokedAt.getTime() / 1000) > REFRESH_GRACE_SECONDS
      ) {
        throw tokenError('expired_token', 'Token expired and already refreshed');
      }
      await usableCustomer(claims);
      await state.revoke(claims.jti, 'refreshed', new Date(windowEnd * 1000));
      throw new AppError(401, 'expired_token', 'Token expired: retry with data.token', undefined, {
        token: await jwt.issue(claims.customerId),
      });
    });
  },
  { name: 'auth', dependencies: ['repositories'] },
);
