import { randomUUID } from 'node:crypto';
import { SignJWT, errors, jwtVerify, decodeJwt } from 'jose';

export type TokenClaims = { customerId: number; jti: string; iat: number; exp: number };

export type VerifyResult =
  | { ok: true; claims: TokenClaims }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'expired'; claims: TokenClaims };

const ISSUER = 'arbora-api';
const AUDIENCE = 'arbora-site';

/** HS256 JWTs (jose). Only `sub` (the customer id), `jti`, `iat` and `exp` are read back. */
export function createJwt(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);

  function claimsOf(payload: { sub?: unknown; jti?: unknown; iat?: unknown; exp?: unknown }): TokenClaims | null {
    const customerId = Number(payload.sub);
    if (!Number.isInteger(customerId) || customerId <= 0) return null;
    if (typeof payload.jti !== 'string' || typeof payload.iat !== 'number' || typeof payload.exp !== 'number')
      return null;
    return { customerId, jti: payload.jti, iat: payload.iat, exp: payload.exp };
  }

  return {
    async issue(customerId: number, nowSeconds = Math.floor(Date.now() / 1000)): Promise<string> {
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(customerId))
        .setJti(randomUUID())
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + ttlSeconds)
        .sign(key);
    },

    /** Checks signature, issuer and audience; an expired but genuine token says so, with its claims. */
    async verify(token: string): Promise<VerifyResult> {
      try {
        const { payload } = await jwtVerify(token, key, { issuer: ISSUER, audience: AUDIENCE, algorithms: ['HS256'] });
        const claims = claimsOf(payload);
        return claims ? { ok: true, claims } : { ok: false, reason: 'invalid' };
      } catch (err) {
        // jose checks the signature before the expiry, so an expired token here is genuine.
        if (err instanceof errors.JWTExpired) {
          const claims = claimsOf(decodeJwt(token));
          if (claims) return { ok: false, reason: 'expired', claims };
        }
        return { ok: false, reason: 'invalid' };
      }
    },
  };
}
export type Jwt = ReturnType<typeof createJwt>;
