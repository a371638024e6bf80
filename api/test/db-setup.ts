import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../src/db/client';
import { seedDatabase } from '../src/seed/index';

/**
 * Test databases. PGlite: one template data dir is migrated and seeded once per run (globalSetup)
 * and each test file opens its own copy, so files cannot see each other's writes and the ~4 s
 * seed is paid once. PostgreSQL (DATABASE_URL set): a fresh database per run, seeded once and
 * dropped at the end; test files share it and only write rows they own (their own carts).
 */
export const TEMPLATE_ENV = 'ARBORA_TEST_PGLITE_TEMPLATE';
export const CREATED_DB_ENV = 'ARBORA_TEST_CREATED_DB';
export const ADMIN_URL_ENV = 'ARBORA_TEST_ADMIN_URL';

export async function prepareTemplate(): Promise<void> {
  const adminUrl = process.env.DATABASE_URL;
  if (adminUrl) {
    const name = `arbora_test_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    process.env[ADMIN_URL_ENV] = adminUrl;
    process.env[CREATED_DB_ENV] = name;
    process.env.DATABASE_URL = url.toString();
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: tmpdir() });
    await database.migrateAndSeed(async (db) => void (await seedDatabase(db, { demo: true })));
    await database.close();
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
  if (created && adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${created} with (force)`);
    await admin.end();
  }
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
