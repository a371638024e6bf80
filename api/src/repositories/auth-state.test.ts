import { sql } from 'drizzle-orm';
import { buildTestApp } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { createAuthStateRepository } from './auth-state';

const FREE = { free: 5, windowSeconds: 900, baseDelaySeconds: 60, maxDelaySeconds: 900 };
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

// Two connections are needed to interleave a transaction with another try: PostgreSQL only
// (PGlite has one connection, where tries cannot overlap).
const onPostgres = process.env.DATABASE_URL ? test : test.skip;

describe('attempt counters', () => {
  onPostgres('a try whose transaction started before a parallel free try is not refused', async () => {
    const key = `race:${Date.now()}`;
    const repo = createAuthStateRepository(t.app.db);
    await t.app.db.transaction(async (tx) => {
      // Fixes this transaction's now(), then lets a parallel try write a later now().
      await tx.execute(sql`select now()`);
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(await repo.attempt(key, FREE)).toEqual({ ok: true, count: 1 });
      const late = createAuthStateRepository(tx as unknown as typeof t.app.db);
      expect(await late.attempt(key, FREE)).toEqual({ ok: true, count: 2 });
    });
  });

  test('the try that reaches the allowance starts the delay; the next one is refused, not counted', async () => {
    const key = `hold:${Date.now()}`;
    const repo = createAuthStateRepository(t.app.db);
    for (let i = 1; i <= FREE.free; i += 1) expect(await repo.attempt(key, FREE)).toEqual({ ok: true, count: i });
    const refused = await repo.attempt(key, FREE);
    expect(refused.ok).toBe(false);
    expect(refused.ok === false && refused.retryAfter).toBeGreaterThan(50);
  });
});
