import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * The search index (search_documents, search_words) is created by the migration
 * drizzle/0004_search.sql and kept fresh by its triggers: any write to products, variants, product
 * categories, colours, categories or pages re-indexes the rows it touched. What remains at start
 * is planner statistics: PGlite has no autovacuum, and a freshly seeded index without statistics
 * gets generic estimates (a sequential scan where the GIN index answers in a millisecond).
 */
export async function analyzeSearchIndex(db: Db): Promise<void> {
  await db.execute(sql`analyze search_documents`);
  await db.execute(sql`analyze search_words`);
}
