import { sql } from 'drizzle-orm';
import { buildTestApp } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { executeNamed, executeTemplate } from './named-statement';
import { rowsOf } from './rows';

// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (test/helper.ts).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

test('values reach the statement unchanged, whichever way it runs (PGlite: EXECUTE with literals)', async () => {
  const texts = ["l'ipé", "x''y", "'; select 1; --", 'a\\b', 'a\\', '', '% _', 'Clôture « occultante »', '{a,"b c"}'];
  for (const text of texts)
    for (let i = 0; i < 2; i++) {
      const [row] = rowsOf<{ v: string; n: number; b: boolean; z: string | null }>(
        await executeNamed(
          t.app.db,
          sql`select ${text}::text as v, ${42}::int as n, ${true}::boolean as b, ${null}::text as z`,
        ),
      );
      expect(row).toEqual({ v: text, n: 42, b: true, z: null });
    }
  const [arr] = rowsOf<{ n: number }>(
    await executeNamed(t.app.db, sql`select cardinality(${'{a,"b c",d}'}::text[]) as n`),
  );
  expect(arr?.n).toBe(3);
});

test('a template runs each shape with its own values', async () => {
  const run = async (shape: 'sum' | 'product', a: number, b: number) => {
    const [row] = rowsOf<{ r: number }>(
      await executeTemplate(
        t.app.db,
        `test-arith|${shape}`,
        () =>
          shape === 'sum'
            ? sql`select (${sql.placeholder('a')}::int + ${sql.placeholder('b')}::int) as r`
            : sql`select (${sql.placeholder('a')}::int * ${sql.placeholder('b')}::int) as r`,
        { a, b },
      ),
    );
    return row?.r;
  };
  expect(await run('sum', 2, 3)).toBe(5);
  expect(await run('product', 2, 3)).toBe(6);
  expect(await run('sum', 10, 20)).toBe(30);
  expect(await run('product', 4, 5)).toBe(20);
});

test('on PGlite a named statement is prepared once and keeps one plan', async () => {
  if (t.app.database.driver !== 'pglite') return;
  for (let i = 0; i < 8; i++) await executeNamed(t.app.db, sql`select ${i}::int + 1 as plan_probe`);
  const [row] = rowsOf<{ generic_plans: number | string; custom_plans: number | string }>(
    await t.app.db.execute(
      sql`select generic_plans, custom_plans from pg_prepared_statements where statement like '%plan_probe%'`,
    ),
  );
  expect(Number(row?.generic_plans)).toBe(8);
  expect(Number(row?.custom_plans)).toBe(0);
  // The setting that chose it does not outlive the statement.
  const [mode] = rowsOf<{ plan_cache_mode: string }>(await t.app.db.execute(sql`show plan_cache_mode`));
  expect(mode?.plan_cache_mode).toBe('auto');
});

test('a failing statement fails as before, and leaves the session as it was', async () => {
  await expect(executeNamed(t.app.db, sql`select 1 / ${0}::int as boom`)).rejects.toThrow();
  const [mode] = rowsOf<{ plan_cache_mode: string }>(await t.app.db.execute(sql`show plan_cache_mode`));
  expect(mode?.plan_cache_mode).toBe('auto');
  const [row] = rowsOf<{ ok: number }>(await executeNamed(t.app.db, sql`select ${1}::int as ok`));
  expect(row?.ok).toBe(1);
});
