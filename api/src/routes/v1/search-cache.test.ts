import { eq, sql } from 'drizzle-orm';
import { envelope, searchResultSchema, type SearchResult } from '@arbora/shared/schemas';
import type { Db } from '../../db/client';
import { products, productVariants } from '../../db/schema/index';
import { createCatalogueLookups } from '../../repositories/catalogue-lookups';
import { createSearchRepository, type SearchQuery } from '../../repositories/search';
import { createSearchCache, searchCacheKey } from '../../repositories/search-cache';
import { buildTestApp, getJson, inRolledBackTransaction } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';

// The cache of search answers (repositories/search-cache.ts) and the catalogue version that
// drops it (drizzle/0005_catalogue_version.sql). This file renames a product outside any
// transaction: on PostgreSQL it gets its own copy of the seeded database. Both databases.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({}, { privateDatabase: true });
});
afterAll(async () => t?.close());

const query: SearchQuery = { siteId: 1, q: 'lame terrasse', type: 'all', page: 1, perPage: 4 };
const names = (r: SearchResult) => r.products.items.map((p) => p.name);

/** A search repository on `db` whose computations are counted, behind a cache of `ttlSeconds`. */
function countedSearch(db: Db, ttlSeconds = 60) {
  const lookups = createCatalogueLookups(db);
  const repository = createSearchRepository(db, lookups);
  const cache = createSearchCache(db, { ttlSeconds });
  const counted = { computed: 0 };
  const search = (q: SearchQuery) =>
    cache.answer(q, () => {
      counted.computed += 1;
      return repository.search(q);
    });
  return { search, counted, repository };
}

describe('search answer cache', () => {
  test('a repeated search is answered from the cache, equal to a fresh answer, echoing the query as typed', async () => {
    const { search, counted, repository } = countedSearch(t.app.db);
    const first = await search(query);
    const again = await search({ ...query, q: 'LAME Terrasse' });
    expect(counted.computed).toBe(1);
    expect(again.query).toBe('LAME Terrasse');
    expect({ ...again, query: first.query }).toEqual(first);
    expect(first).toEqual(await repository.search(query));
    // Another page, size, type or filter is another answer.
    await search({ ...query, perPage: 12 });
    await search({ ...query, type: 'product' });
    await search({ ...query, filters: { couleur: ['teck'] } });
    expect(counted.computed).toBe(4);
  });

  test('concurrent misses of one query share one computation', async () => {
    const { search, counted } = countedSearch(t.app.db);
    const answers = await Promise.all([1, 2, 3, 4].map(() => search({ ...query, q: 'portail' })));
    expect(counted.computed).toBe(1);
    for (const a of answers) expect(a).toEqual(answers[0]);
  });

  test('any committed write to the catalogue recomputes the next answer; a stock change alone does not', async () => {
    const db = t.app.db;
    const { search, counted } = countedSearch(db);
    const before = await search(query);
    const [variant] = await db.select().from(productVariants).limit(1);
    const where = eq(productVariants.id, variant!.id);
    await db
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + 1` })
      .where(where);
    await search(query);
    expect(counted.computed).toBe(1);
    await db
      .update(productVariants)
      .set({ priceTtc: sql`${productVariants.priceTtc} + 1` })
      .where(where);
    await search(query);
    expect(counted.computed).toBe(2);
    const id = before.products.items[0]!.id;
    await db.update(products).set({ name: 'Lame de terrasse Quadrifolia' }).where(eq(products.id, id));
    const after = await search(query);
    expect(counted.computed).toBe(3);
    expect(names(after)).toContain('Lame de terrasse Quadrifolia');
  });

  test('a write not yet committed leaves the cached answer served to others', async () => {
    const { search, counted } = countedSearch(t.app.db);
    await search({ ...query, q: 'cloture' });
    await inRolledBackTransaction(t.app.db, async (tx) => {
      await tx.update(products).set({ name: 'Clôture Zygomorphe' }).where(eq(products.id, 1));
      // The version moves when the transaction commits (deferred triggers), with the write itself.
      const { search: inside } = countedSearch(tx);
      await inside({ ...query, q: 'cloture' });
    });
    await search({ ...query, q: 'cloture' });
    expect(counted.computed).toBe(1);
  });

  test('a failed computation is not kept', async () => {
    const cache = createSearchCache(t.app.db, { ttlSeconds: 60 });
    await expect(cache.answer(query, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    const { repository } = countedSearch(t.app.db);
    const answer = await cache.answer(query, () => repository.search(query));
    expect(answer.query).toBe(query.q);
  });

  test('ttl 0 computes every answer', async () => {
    const { search, counted } = countedSearch(t.app.db, 0);
    await search(query);
    await search(query);
    expect(counted.computed).toBe(2);
  });

  test('the key ignores case and the order of filters, not their values', () => {
    const key = (q: Partial<SearchQuery>) => searchCacheKey({ ...query, ...q });
    expect(key({ q: 'Lame' })).toBe(key({ q: 'lame' }));
    expect(key({ filters: { a: ['x', 'y'], b: ['z'] } })).toBe(key({ filters: { b: ['z'], a: ['y', 'x'] } }));
    expect(key({ filters: { a: ['x'] } })).not.toBe(key({ filters: { a: ['y'] } }));
    expect(key({ siteId: 2 })).not.toBe(key({}));
  });

  test('GET /v1/search: a renamed product is found by its new name at once, not by the old one', async () => {
    const get = async (q: string) =>
      envelope(searchResultSchema).parse(await getJson(t.app, `/v1/search?q=${encodeURIComponent(q)}&perPage=4`)).data;
    const before = await get('portail');
    const product = before.products.items[0]!;
    expect((await get('portail')).products.items[0]!.name).toBe(product.name);
    await t.app.db.update(products).set({ name: 'Pergola zygomorphe' }).where(eq(products.id, product.id));
    expect(names(await get('zygomorphe'))).toEqual(['Pergola zygomorphe']);
    expect(names(await get('portail'))).not.toContain(product.name);
  });
});
