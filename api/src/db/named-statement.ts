import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

const dialect = new PgDialect();
const names = new Map<string, string>();

const nameOf = (text: string) => {
  let name = names.get(text);
  if (!name) {
    name = `n_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (names.size < 1000) names.set(text, name);
  }
  return name;
};

/**
 * Runs `query` as a named prepared statement. On PostgreSQL each pooled connection then parses it
 * once, and after five runs keeps a generic plan instead of planning every request: for the
 * one-statement listing (repositories/variant-search.ts) planning cost about as much as running.
 * Only for statements whose text takes a few shapes, every value a parameter (the name is a hash
 * of the text). PGlite ignores the name.
 */
export async function executeNamed(db: Db, query: SQL): Promise<unknown> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return db._.session.prepareQuery({ sql: text, params }, undefined, nameOf(text), false).execute();
}

type Template = { text: string; params: unknown[]; name: string };
const templates = new Map<string, Template>();
// Jest sets NODE_ENV=test: there every run rebuilds the text and checks the cached one, so a
// shape key that forgot a branch fails a test instead of running another shape's statement.
const verify = process.env.NODE_ENV === 'test';

/**
 * `executeNamed` for a statement built from `sql.placeholder(...)` values: its text is built once
 * per `shape` (a key naming every branch `build` takes) and only the values change per request.
 * Building a large statement with drizzle (walking its chunks, hashing its text) cost a tenth of
 * a millisecond of the event loop on each listing request.
 */
export async function executeTemplate(
  db: Db,
  shape: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<unknown> {
  let t = templates.get(shape);
  if (!t || verify) {
    const { sql: text, params } = dialect.sqlToQuery(build());
    if (t && t.text !== text) throw new Error(`executeTemplate: shape ${shape} has two texts`);
    t = { text, params, name: nameOf(text) };
    if (templates.size < 1000) templates.set(shape, t);
  }
  return db._.session.prepareQuery({ sql: t.text, params: t.params }, undefined, t.name, false).execute(values);
}
