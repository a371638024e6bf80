import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts, revokedTokens } from '../db/schema/index';

/** Window of the per-account failed-login limit. */
export const LOGIN_WINDOW_SECONDS = 15 * 60;

/** Token blacklist and failed-login counters: in the database, so every replica sees them. */
export function createAuthStateRepository(db: Db) {
  return {
    async revoked(jti: string) {
      const [row] = await db.select().from(revokedTokens).where(eq(revokedTokens.jti, jti));
      return row ?? null;
    },

    async revoke(jti: string, reason: 'logout' | 'refreshed', expiresAt: Date): Promise<void> {
      // A logout wins over an earlier refresh record of the same token.
      await db
        .insert(revokedTokens)
        .values({ jti, reason, expiresAt })
        .onConflictDoUpdate({ target: revokedTokens.jti, set: reason === 'logout' ? { reason: 'logout' } : { jti } });
      // Housekeeping: entries whose refresh window has closed can no longer matter.
      await db.delete(revokedTokens).where(lt(revokedTokens.expiresAt, sql`now()`));
    },

    /** Failures of an account name in the current window (0 when the window has passed). */
    async failures(key: string): Promise<number> {
      const [row] = await db.select().from(loginAttempts).where(eq(loginAttempts.key, key));
      if (!row) return 0;
      return Date.now() - row.windowStart.getTime() > LOGIN_WINDOW_SECONDS * 1000 ? 0 : row.failures;
    },

    async recordFailure(key: string): Promise<void> {
      const windowStart = sql`${new Date(Date.now() - LOGIN_WINDOW_SECONDS * 1000).toISOString()}::timestamptz`;
      await db
        .insert(loginAttempts)
        .values({ key, failures: 1, windowStart: new Date() })
        .onConflictDoUpdate({
          target: loginAttempts.key,
          set: {
            failures: sql`case when ${loginAttempts.windowStart} < ${windowStart} then 1 else ${loginAttempts.failures} + 1 end`,
            windowStart: sql`case when ${loginAttempts.windowStart} < ${windowStart} then now() else ${loginAttempts.windowStart} end`,
          },
        });
    },

    async clearFailures(key: string): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
    },
  };
}
export type AuthStateRepository = ReturnType<typeof createAuthStateRepository>;
