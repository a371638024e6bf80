import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products } from '../../db/schema/index';
import { trigramSimilarity, unsharedTrigrams } from '../../repositories/search-similarity';
import { buildTestApp, inRolledBackTransaction } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';
import { rowsOf } from '../../db/rows';

// Migrations 0006 and 0007: the trigrams of the documents' titles and of the known words stored
// with them, and the closest known word computed from those. Cheaper statements, the same figures
// as pg_trgm's own functions. Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (writes rolled back).
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const one = async <T>(db: Db, query: ReturnType<typeof sql>) => rowsOf<T>(await db.execute(query))[0]!;

/** The product's document's stored trigrams, and what pg_trgm makes of its title now. */
const trigramsOf = (db: Db, productId: number) =>
  one<{ stored: string; fresh: string; title: string }>(
    db,
    sql`select d.title_trigrams::text as stored, array_to_tsvector(show_trgm(d.title_norm))::text as fresh, d.title_norm as title
      from search_documents d where d.kind = 'product' and d.entity_id = ${productId}`,
  );

describe('stored title trigrams (migration 0006)', () => {
  test('every document holds its title trigrams', async () => {
    const { stale } = await one<{ stale: number }>(
      t.app.db,
      sql`select count(*)::int as stale from search_documents
        where title_trigrams is distinct from array_to_tsvector(show_trgm(title_norm))`,
    );
    expect(stale).toBe(0);
  });

  test('they follow a product inserted, then renamed', async () => {
    await inRolledBackTransaction(t.app.db, async (tx) => {
      const [model] = await tx.select().from(products).where(eq(products.siteId, 1)).limit(1);
      const { id: _id, ...rest } = model!;
      const [own] = await tx
        .insert(products)
        .values({ ...rest, slug: 'pergola-trigrammes-test', name: 'Pergola Hélicoïde', reference: 'ARB-TRG-901' })
        .returning({ id: products.id });
      const inserted = await trigramsOf(tx, own!.id);
      expect(inserted.title).toBe('pergola helicoide');
      expect(inserted.stored).toBe(inserted.fresh);
      expect(inserted.stored).toContain("'hel'");

      await tx.update(products).set({ name: 'Pergola Zénithale' }).where(eq(products.id, own!.id));
      const renamed = await trigramsOf(tx, own!.id);
      expect(renamed.title).toBe('pergola zenithale');
      expect(renamed.stored).toBe(renamed.fresh);
      expect(renamed.stored).toContain("'zen'");
      expect(renamed.stored).not.toContain("'hel'");
    });
  });

  test.each(['lame terrasse gris', 'portilon', 'arb-ldt2-002', 'cloture occultante', 'a', 'zz'])(
    'their similarity to « %s » is pg_trgm similarity(), on every document',
    async (query) => {
      const similarity = trigramSimilarity(
        sql`length(d.title_trigrams)`,
        unsharedTrigrams(sql`d.title_trigrams`, sql`show_trgm(${query})`),
        sql`cardinality(show_trgm(${query}))`,
      );
      const { documents, different, matching } = await one<{ documents: number; different: number; matching: number }>(
        t.app.db,
        sql`select count(*)::int as documents,
            count(*) filter (where ${similarity} is distinct from similarity(d.title_norm, ${query}))::int as different,
            count(*) filter (where similarity(d.title_norm, ${query}) > 0)::int as matching
          from search_documents d`,
      );
      expect(documents).toBeGreaterThan(100);
      expect(different).toBe(0);
      if (query.length > 2) expect(matching).toBeGreaterThan(0);
    },
  );
});

describe('search_closest_word (migrations 0006, 0007)', () => {
  test('every known word holds its trigrams, and so do the words of a new product name', async () => {
    const staleWords = sql`select count(*)::int as stale from search_words
      where trigrams is distinct from array_to_tsvector(show_trgm(word))`;
    expect((await one<{ stale: number }>(t.app.db, staleWords)).stale).toBe(0);
    await inRolledBackTransaction(t.app.db, async (tx) => {
      const [model] = await tx.select().from(products).where(eq(products.siteId, 1)).limit(1);
      const { id: _id, ...rest } = model!;
      await tx
        .insert(products)
        .values({ ...rest, slug: 'banc-trigrammes-test', name: 'Banc Quinconce', reference: 'ARB-TRG-902' });
      const added = await one<{ trigrams: string }>(
        tx,
        sql`select trigrams::text as trigrams from search_words where word = 'quinconce'`,
      );
      expect(added.trigrams).toContain("'inc'");
      expect((await one<{ stale: number }>(tx, staleWords)).stale).toBe(0);
      expect((await one<{ w: string }>(tx, sql`select search_closest_word('quinconse') as w`)).w).toBe('quinconce');
    });
  });

  test.each(['portilon', 'terasse', 'antracite', 'occultnte', 'ldt2', 'qzxwvk', 'gr', 'lamme'])(
    '« %s »: the most similar known word, as a scan of every word finds it',
    async (token) => {
      const { closest, scanned } = await one<{ closest: string | null; scanned: string | null }>(
        t.app.db,
        sql`select search_closest_word(${token}) as closest,
          (select s.word from search_words s where s.word % ${token}
            order by similarity(s.word, ${token}) desc, s.word limit 1) as scanned`,
      );
      expect(closest).toBe(scanned);
    },
  );

  test('typos find their word', async () => {
    const { portillon, terrasse } = await one<{ portillon: string; terrasse: string }>(
      t.app.db,
      sql`select search_closest_word('portilon') as portillon, search_closest_word('terasse') as terrasse`,
    );
    expect([portillon, terrasse]).toEqual(['portillon', 'terrasse']);
  });
});
