import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, pages, products } from '../../db/schema/index';
import { createCatalogueLookups } from '../../repositories/catalogue-lookups';
import { createSearchRepository } from '../../repositories/search';
import { buildTestApp, getJson, inRolledBackTransaction } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';

// The index is kept by the triggers of drizzle/0004_search.sql. Each test writes inside a
// transaction it rolls back: on PostgreSQL every test file shares one database, and no other
// file may see a renamed product. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/** Runs `fn` in a transaction that is always rolled back, with a search repository on it. */
const inSearchTransaction = (fn: (tx: Db, search: ReturnType<typeof createSearchRepository>) => Promise<void>) =>
  inRolledBackTransaction(t.app.db, (tx) => fn(tx, createSearchRepository(tx, createCatalogueLookups(tx))));

const query = { siteId: 1, type: 'all' as const, page: 1, perPage: 12 };

describe('search index freshness (triggers of migration 0004)', () => {
  test('the index and its triggers come from the migration', async () => {
    const result = await t.app.db.execute(
      sql`select count(*)::int as n from pg_trigger where tgname like 'search_%' and not tgisinternal`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as { n: number }[];
    expect(rows[0]?.n).toBe(17);
  });

  test('a new product is found by its name, a typo of it and its reference', async () => {
    await inSearchTransaction(async (tx, search) => {
      const [model] = await tx.select().from(products).where(eq(products.siteId, 1)).limit(1);
      const { id: _id, ...rest } = model!;
      await tx.insert(products).values({
        ...rest,
        slug: 'pergola-zygomorphe-test',
        name: 'Pergola zygomorphe',
        reference: 'ARB-ZYG-901',
      });
      const byName = await search.search({ ...query, q: 'pergola zygomorphe' });
      expect(byName.products.items.map((p) => p.name)).toEqual(['Pergola zygomorphe']);
      const typo = await search.search({ ...query, q: 'zygomorfe' });
      expect(typo.products.items.map((p) => p.name)).toEqual(['Pergola zygomorphe']);
      expect(typo.suggestions).toEqual(['zygomorphe']);
      const byReference = await search.search({ ...query, q: 'ARB-ZYG-901' });
      expect(byReference.products.items[0]?.reference).toBe('ARB-ZYG-901');
    });
  });

  test('a renamed product is found by its new name; a deleted one is gone', async () => {
    await inSearchTransaction(async (tx, search) => {
      // A product of its own: on the shared PostgreSQL database other files' orders may point at
      // any seeded one, which then cannot be deleted.
      const [model] = await tx.select().from(products).where(eq(products.siteId, 1)).limit(1);
      const { id: _id, ...rest } = model!;
      const [own] = await tx
        .insert(products)
        .values({ ...rest, slug: 'lame-renommee-test', name: 'Lame ordinaire', reference: 'ARB-REN-901' })
        .returning({ id: products.id });
      expect((await search.search({ ...query, q: 'quetzalcoatl' })).products.pagination.total).toBe(0);
      await tx.update(products).set({ name: 'Lame quetzalcoatl' }).where(eq(products.id, own!.id));
      const renamed = await search.search({ ...query, q: 'quetzalcoatl' });
      expect(renamed.products.items.map((p) => p.id)).toEqual([own!.id]);
      await tx.delete(products).where(eq(products.id, own!.id));
      expect((await search.search({ ...query, q: 'quetzalcoatl' })).products.pagination.total).toBe(0);
    });
  });

  test('a renamed category is found, and its products by the new category name', async () => {
    await inSearchTransaction(async (tx, search) => {
      const [category] = await tx.select().from(categories).where(eq(categories.siteId, 1)).limit(1);
      await tx.update(categories).set({ name: 'Gamme xylophage' }).where(eq(categories.id, category!.id));
      const result = await search.search({ ...query, q: 'xylophage' });
      expect(result.categories.items.map((c) => c.id)).toEqual([category!.id]);
      const linked = await tx.execute(
        sql`select count(*)::int as n from product_categories where category_id = ${category!.id}`,
      );
      const n = ((Array.isArray(linked) ? linked : (linked as { rows: unknown[] }).rows) as { n: number }[])[0]!.n;
      expect(result.products.pagination.total).toBe(n);
    });
  });

  test('a page is found by a new title, and no longer once unpublished', async () => {
    await inSearchTransaction(async (tx, search) => {
      const [page] = await tx
        .select()
        .from(pages)
        .where(sql`${pages.siteId} = 1 and ${pages.status} = 'published' and ${pages.type} <> 'home'`)
        .limit(1);
      await tx.update(pages).set({ title: 'Guide du palissandre ondulé' }).where(eq(pages.id, page!.id));
      const found = await search.search({ ...query, q: 'palissandre ondule' });
      expect(found.pages.items.map((p) => p.id)).toEqual([page!.id]);
      await tx.update(pages).set({ status: 'draft' }).where(eq(pages.id, page!.id));
      expect((await search.search({ ...query, q: 'palissandre ondule' })).pages.pagination.total).toBe(0);
    });
  });

  test('the route answers from the migrated index', async () => {
    const body = await getJson<{ data: { products: { pagination: { total: number } } } }>(t.app, '/v1/search?q=lames');
    expect(body.data.products.pagination.total).toBeGreaterThan(0);
  });
});
