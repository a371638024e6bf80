import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

// Arbitrary constant naming the "rebuild the search index" critical section (several API
// processes, or test files, may start together on one PostgreSQL database).
const SEARCH_INDEX_LOCK = 724_011_902;

/**
 * The search index lives beside the schema, not in a migration: it is derived data, rebuilt from
 * products, categories and pages at every start (the catalogue only changes through the seed).
 * `document` is French full-text on unaccented text (name A; colours, categories, references B;
 * descriptions C); `search_words` lists every word of names and titles, for typo correction with
 * pg_trgm. PGlite loads both extensions (db/client.ts); PostgreSQL ships them in contrib.
 */
const SETUP = [
  sql`create extension if not exists unaccent`,
  sql`create extension if not exists pg_trgm`,
  sql`create table if not exists search_documents (
    kind text not null,
    entity_id integer not null,
    site_id integer not null,
    title_norm text not null,
    refs text not null,
    document tsvector not null,
    primary key (kind, entity_id)
  )`,
  // Columns added after the first version (an older database keeps its table).
  sql`alter table search_documents add column if not exists head tsvector not null default ''::tsvector`,
  sql`create table if not exists search_words (word text primary key)`,
  sql`create index if not exists search_documents_document_idx on search_documents using gin (document)`,
  sql`create index if not exists search_words_trgm_idx on search_words using gin (word gin_trgm_ops)`,
  sql`create index if not exists search_words_prefix_idx on search_words (word text_pattern_ops)`,
];

/**
 * Refilled in one transaction: another API process reading the index meanwhile (a rolling
 * restart, parallel test files on one PostgreSQL) sees the old rows until the new ones commit.
 */
const FILL = [
  sql`delete from search_documents`,
  sql`delete from search_words`,
  sql`insert into search_documents (kind, entity_id, site_id, title_norm, refs, document)
    select 'product', p.id, p.site_id, lower(unaccent(p.name)),
      ' ' || upper(p.reference) || ' ' || coalesce(v.refs, '') || ' ',
      setweight(to_tsvector('french', unaccent(p.name)), 'A')
        || setweight(to_tsvector('french', unaccent(coalesce(v.colours, '') || ' ' || coalesce(c.names, ''))), 'B')
        || setweight(to_tsvector('french', unaccent(p.short_text)), 'C')
    from products p
    left join lateral (
      select string_agg(distinct col.name, ' ') as colours, string_agg(upper(pv.reference), ' ') as refs
      from product_variants pv left join colors col on col.technical_name = pv.color
      where pv.product_id = p.id
    ) v on true
    left join lateral (
      select string_agg(cat.name, ' ') as names
      from product_categories pc join categories cat on cat.id = pc.category_id
      where pc.product_id = p.id
    ) c on true`,
  sql`insert into search_documents (kind, entity_id, site_id, title_norm, refs, document)
    select 'category', c.id, c.site_id, lower(unaccent(c.name)), ' ',
      setweight(to_tsvector('french', unaccent(c.name)), 'A')
        || setweight(to_tsvector('french', unaccent(c.short_text)), 'C')
    from categories c`,
  sql`insert into search_documents (kind, entity_id, site_id, title_norm, refs, document)
    select 'page', pg.id, pg.site_id, lower(unaccent(pg.title)), ' ',
      setweight(to_tsvector('french', unaccent(pg.title)), 'A')
        || setweight(to_tsvector('french', unaccent(pg.text)), 'C')
        || setweight(to_tsvector('french', unaccent(left(regexp_replace(pg.content, '<[^>]*>', ' ', 'g'), 4000))), 'D')
    from pages pg
    where pg.status = 'published' and pg.type <> 'home'`,
  sql`insert into search_words (word)
    select distinct w from (
      select regexp_split_to_table(title_norm, '[^a-z0-9]+') as w from search_documents
      union all
      select regexp_split_to_table(lower(unaccent(name)), '[^a-z0-9]+') from colors
    ) words
    where length(w) >= 3
    on conflict do nothing`,
  // Ranking reads only the name-level weights (A, B): a page's whole text is for matching.
  sql`update search_documents set head = ts_filter(document, '{a,b}')`,
];

/** Creates (if needed) and refills the search index, in one transaction under a lock. */
export async function buildSearchIndex(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEARCH_INDEX_LOCK})`);
    for (const statement of [...SETUP, ...FILL]) await tx.execute(statement);
  });
  await db.execute(sql`analyze search_documents`);
  await db.execute(sql`analyze search_words`);
}
