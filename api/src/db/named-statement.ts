import { createHash } from 'node:crypto';
import { fillPlaceholders } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { types } from '@electric-sql/pglite';
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
 * of the text). PGlite reads no name: there it is PREPAREd instead (executePrepared).
 */
export async function executeNamed(db: Db, query: SQL): Promise<unknown> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  const name = nameOf(text);
  return (
    (await executePrepared(db, name, text, params)) ??
    db._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute()
  );
}

type PgliteClient = {
  query(text: string, params?: unknown[], options?: unknown): Promise<unknown>;
  exec(text: string, options?: unknown): Promise<unknown[]>;
  waitReady: Promise<void>;
};
/** Per PGlite instance: whether each named statement is prepared (false: it could not be). */
const preparedBy = new WeakMap<object, Map<string, Promise<boolean>>>();
// As drizzle reads a result without fields: dates and intervals stay text.
const RAW = {
  rowMode: 'object',
  parsers: Object.fromEntries(
    [types.TIMESTAMP, types.TIMESTAMPTZ, types.INTERVAL, types.DATE, 1231, 1115, 1185, 1187, 1182].map((t) => [
      t,
      (value: string) => value,
    ]),
  ),
};

/** A value as an SQL literal (EXECUTE takes no bound parameters); undefined when it has none. */
function literal(value: unknown): string | undefined {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number') return Number.isFinite(value) ? `'${value}'` : undefined;
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  // Only the quote needs doubling (standard_conforming_strings); a backslash or NUL takes the usual path.
  if (typeof value === 'string') return /[\\\0]/.test(value) ? undefined : `'${value.replace(/'/g, "''")}'`;
  return undefined;
}

/**
 * PGlite reads a statement's name from no protocol message, so it parses and plans every
 * statement again: for the search's statement, planning cost as much as running it. There, a named
 * statement is PREPAREd once per database and run by EXECUTE with its values as literals, so
 * PGlite keeps its plan like PostgreSQL does. Undefined when that does not apply (PostgreSQL, a
 * transaction's client, a value without a literal): the caller runs the statement as usual.
 */
async function executePrepared(db: Db, name: string, text: string, params: unknown[]): Promise<unknown> {
  const client = (db._.session as unknown as { client?: PgliteClient }).client;
  if (!client || !('waitReady' in client)) return undefined;
  const values = params.map(literal);
  if (values.some((v) => v === undefined)) return undefined;
  let prepared = preparedBy.get(client);
  if (!prepared) preparedBy.set(client, (prepared = new Map()));
  let ready = prepared.get(name);
  if (!ready) {
    // Concurrent first calls share one PREPARE.
    ready = client.query(`prepare ${name} as ${text}`).then(
      () => true,
      () => false,
    );
    prepared.set(name, ready);
  }
  if (!(await ready)) return undefined;
  // Its generic plan (planned once), in the same call as the EXECUTE: no other statement sees the setting.
  const results = await client.exec(
    `set plan_cache_mode = force_generic_plan; execute ${name}${values.length ? `(${values.join(', ')})` : ''}; reset plan_cache_mode`,
    RAW,
  );
  return results[1];
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
  const { text, params, name } = t;
  return (
    (await executePrepared(db, name, text, fillPlaceholders(params, values))) ??
    db._.session.prepareQuery({ sql: text, params }, undefined, name, false).execute(values)
  );
}
