import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts, revokedTokens } from '../db/schema/index';

/** Allowance of one counter: `free` tries, then delays doubling from base to max; forgotten after a quiet window. */
export type AttemptLimit = { free: number; windowSeconds: number; baseDelaySeconds: number; maxDelaySeconds: number };

/** What a counter's statements run on: the pool, or the caller's transaction (its count then goes with it). */
export type CounterQueries = Pick<Db, 'execute' | 'select'>;

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

    /**
     * One try under `key`, counted in a single atomic statement before the caller's verdict, so
     * parallel tries each see their own count. The first `free` tries (since the last quiet
     * `windowSeconds`) go ahead at once; from then on each further try first waits a delay that
     * doubles from `baseDelaySeconds` up to `maxDelaySeconds`. A try made too early is refused
     * without being counted: the answer says how many seconds remain.
     *
     * The hold is checked against `clock_timestamp()`, not `now()`: on PostgreSQL `now()` is the
     * start of this statement's transaction, which can be earlier than the `now()` a parallel try
     * wrote while this one waited for the row lock, so a free try would be refused.
     *
     * `q`: the caller's transaction, to count the try only if that transaction commits.
     */
    async attempt(
      key: string,
      limit: AttemptLimit,
      q: CounterQueries = db,
    ): Promise<{ ok: true; count: number } | { ok: false; retryAfter: number }> {
      const quiet = sql`login_attempts.window_start < now() - make_interval(secs => ${limit.windowSeconds})`;
      const next = sql`(case when ${quiet} then 1 else login_attempts.failures + 1 end)`;
      const delay = sql`least(${limit.maxDelaySeconds}::float8, ${limit.baseDelaySeconds}::float8 * power(2, greatest(${next} - ${limit.free}, 0)))`;
      // A first try already uses up an allowance of one.
      const firstHold = limit.free <= 1 ? sql`now() + make_interval(secs => ${limit.baseDelaySeconds})` : sql`now()`;
      const res = (await q.execute(sql`
        insert into login_attempts (key, failures, window_start, next_allowed_at)
        values (${key}, 1, now(), ${firstHold})
        on conflict (key) do update set
          failures = ${next},
          window_start = now(),
          next_allowed_at = case when ${next} >= ${limit.free} then now() + make_interval(secs => ${delay}) else now() end
        where login_attempts.next_allowed_at <= clock_timestamp()
        returning failures`)) as unknown as { rows: { failures: number }[] };
      const row = res.rows[0];
      if (row) return { ok: true, count: Number(row.failures) };
      const [held] = await q.select().from(loginAttempts).where(eq(loginAttempts.key, key));
      const wait = held ? Math.ceil((held.nextAllowedAt.getTime() - Date.now()) / 1000) : 1;
      return { ok: false, retryAfter: Math.max(1, wait) };
    },

    /** Takes back one counted try (it succeeded): only failures stay on the counter. */
    async forgiveOne(key: string): Promise<void> {
      await db
        .update(loginAttempts)
        .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
        .where(eq(loginAttempts.key, key));
    },

    async clearFailures(key: string): Promise<void> {
      await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
    },
  };
}
export type AuthStateRepository = ReturnType<typeof createAuthStateRepository>;
