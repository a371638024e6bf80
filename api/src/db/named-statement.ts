import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();
const names = new Map<string, string>();

/**
 * Runs `query` as a named prepared statement. On PostgreSQL each pooled connection then parses it
 * once, and after five runs keeps a generic plan instead of planning every request: for the
 * one-statement listing (repositories/variant-search.ts) planning cost about as much as running.
 * Only for statements whose text takes a few shapes, every value a parameter (the name is a hash
 * of the text). PGlite ignores the name.
 */
export async function executeNamed(db: Db, query: SQL): Promise<unknown> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  let name = names.get(text);
  if (!name) {
    name = `n_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (names.size < 1000) names.set(text, name);
  }
  return db._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute();
}
