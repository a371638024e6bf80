import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { stackState } from './stack-state';

/**
 * The e2e API's database. Where the machine has a PostgreSQL server (DATABASE_URL set, as in CI),
 * each run gets a fresh database of its own on it, dropped at the end: the API answers the browser
 * faster than on PGlite, whose one thread serves every query. Elsewhere the API opens a fresh PGlite
 * database in its DATA_DIR. Specs never share another run's data either way.
 */

interface Client {
  query<T>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
}

// The API's own drivers, resolved from the API workspace (the e2e package does not depend on them).
const fromApi = (root: string) => createRequire(path.join(root, 'api', 'package.json'));

type PgClient = Client & { connect(): Promise<void>; end(): Promise<void> };
type Pg = { Client: new (options: { connectionString: string }) => PgClient };

async function withPg<T>(root: string, url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const { Client: PgClientClass } = fromApi(root)('pg') as Pg;
  const client = new PgClientClass({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function withDatabase(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh, empty database for this run on the server of `adminUrl` (the API migrates and seeds it). */
export async function createRunDatabase(root: string, adminUrl: string): Promise<string> {
  const name = `arbora_e2e_${Date.now()}_${process.pid}`;
  await withPg(root, adminUrl, (c) => c.query(`create database ${name}`));
  return withDatabase(adminUrl, name);
}

export async function dropRunDatabase(root: string, adminUrl: string, runUrl: string): Promise<void> {
  const name = new URL(runUrl).pathname.slice(1);
  await withPg(root, adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
}

/** Runs one read-only query on the e2e API's database (a copy of it where PGlite holds the original). */
export async function queryApiDatabase<T>(sql: string, params: unknown[]): Promise<T[]> {
  const state = stackState();
  if (state.apiDatabaseUrl)
    return withPg(state.root, state.apiDatabaseUrl, async (c) => (await c.query<T>(sql, params)).rows);
  const { PGlite } = (await import(fromApi(state.root).resolve('@electric-sql/pglite'))) as {
    PGlite: new (dir: string) => Client & { close(): Promise<void> };
  };
  const copy = mkdtempSync(path.join(os.tmpdir(), 'arbora-e2e-db-'));
  cpSync(path.join(state.apiDataDir, 'pglite'), copy, { recursive: true });
  const db = new PGlite(copy);
  try {
    return (await db.query<T>(sql, params)).rows;
  } finally {
    await db.close();
    rmSync(copy, { recursive: true, force: true });
  }
}
