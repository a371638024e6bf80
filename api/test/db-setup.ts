import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/seed/index';

/**
 * Test databases. PGlite: one template data dir is migrated and seeded once per run (globalSetup)
 * and each test file opens its own copy, so files cannot see each other's writes and the ~4 s
 * seed is paid once. PostgreSQL (DATABASE_URL set): a pristine database per run, seeded once, that
 * nobody connects to; the shared database is a copy of it (`create database … template`), which
 * test files share and in which they only write rows they own (their own carts). A file that must
 * compare whole-table counts asks for a private copy (`privateDatabase`). All dropped at the end.
 */
export const TEMPLATE_ENV = 'ARBORA_TEST_PGLITE_TEMPLATE';
export const CREATED_DB_ENV = 'ARBORA_TEST_CREATED_DB';
export const ADMIN_URL_ENV = 'ARBORA_TEST_ADMIN_URL';

async function admin<T>(adminUrl: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function prepareTemplate(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `arbora_test_${Date.now()}_${process.pid}`;
    await admin(adminUrl, (c) => c.query(`create database ${name}_tpl`));
    const database = await openDatabase({ databaseUrl: databaseUrl(adminUrl, `${name}_tpl`), dataDir: tmpdir() });
    await database.migrateAndSeed(async (db) => void (await seedDatabase(db, { demo: true })));
    await database.close();
    await admin(adminUrl, (c) => c.query(`create database ${name} template ${name}_tpl`));
    process.env[ADMIN_URL_ENV] = adminUrl;
    process.env[CREATED_DB_ENV] = name;
    process.env.DATABASE_URL = databaseUrl(adminUrl, name);
    return;
  }
  const root = mkdtempSync(path.join(tmpdir(), 'arbora-api-test-'));
  const database = await openDatabase({ dataDir: root });
  await database.migrateAndSeed(async (db) => void (await seedDatabase(db, { demo: true })));
  await database.close();
  process.env[TEMPLATE_ENV] = root;
}

export async function dropTemplate(): Promise<void> {
  const created = process.env[CREATED_DB_ENV];
  const adminUrl = process.env[ADMIN_URL_ENV];
  if (created && adminUrl)
    await admin(adminUrl, async (c) => {
      const left = await c.query<{ datname: string }>('select datname from pg_database where datname like $1', [
        `${created}%`,
      ]);
      for (const { datname } of left.rows) await c.query(`drop database if exists ${datname} with (force)`);
    });
  const template = process.env[TEMPLATE_ENV];
  if (template) rmSync(template, { recursive: true, force: true });
}

/** A private copy of the seeded PGlite template for one test file; returns its DATA_DIR. */
export function copyTemplate(): string {
  const template = process.env[TEMPLATE_ENV];
  if (!template) throw new Error('No PGlite template: is globalSetup configured?');
  const dir = mkdtempSync(path.join(tmpdir(), 'arbora-api-file-'));
  cpSync(path.join(template, 'pglite'), path.join(dir, 'pglite'), { recursive: true });
  return dir;
}

/**
 * PostgreSQL only: a private copy of the pristine seeded database for one test file, so it can
 * compare whole-table counts while other files write. Returns its URL and a drop function.
 */
export async function createPrivateDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const created = process.env[CREATED_DB_ENV];
  const adminUrl = process.env[ADMIN_URL_ENV];
  if (!created || !adminUrl) throw new Error('No PostgreSQL test template: is globalSetup configured?');
  const name = `${created}_f${process.pid}_${Math.floor(Math.random() * 1e9)}`;
  await admin(adminUrl, (c) => c.query(`create database ${name} template ${created}_tpl`));
  return {
    url: databaseUrl(adminUrl, name),
    drop: () => admin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined),
  };
}
