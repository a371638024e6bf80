import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import type { Db } from '../src/db/client';
import { parseEnv } from '../src/env';
import { copyTemplate, createPrivateDatabase } from './db-setup';

export type TestApp = { app: FastifyInstance; dataDir: string; close(): Promise<void> };

/**
 * Builds the real app (every plugin and route) on the seeded test database: a private PGlite copy,
 * or the run's PostgreSQL database when DATABASE_URL is set. Tests call it in beforeAll. A file that
 * compares whole-table counts passes `privateDatabase`: on PostgreSQL it gets its own copy of the
 * seeded database instead of the one other files write to meanwhile (PGlite copies are private).
 */
export async function buildTestApp(
  overrides: Record<string, string> = {},
  options: { logStream?: { write(line: string): void }; privateDatabase?: boolean } = {},
): Promise<TestApp> {
  const privateDb = process.env.DATABASE_URL && options.privateDatabase ? await createPrivateDatabase() : undefined;
  const databaseUrl = privateDb?.url ?? process.env.DATABASE_URL;
  // PGlite lives in the data dir; on PostgreSQL it still holds this file's e-mails and uploads.
  const dataDir = databaseUrl ? mkdtempSync(path.join(tmpdir(), 'arbora-api-file-')) : copyTemplate();
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    // Test files run two at a time beside other work: a query may wait its turn longer than in
    // production without the test being about it (errors-queue.test.ts tests the refusal).
    DB_QUEUE_MAX_WAIT_MS: '120000',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...overrides,
  });
  const app = await buildApp({ env, ...(options.logStream ? { logStream: options.logStream } : { logger: false }) });
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      await privateDb?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** GET a JSON body; fails the test with the body when the status is not the expected one. */
export async function getJson<T = unknown>(app: FastifyInstance, url: string, status = 200): Promise<T> {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== status)
    throw new Error(`GET ${url}: expected ${status}, got ${res.statusCode}: ${res.body.slice(0, 500)}`);
  return res.json() as T;
}

class Rollback extends Error {}

/** Runs `fn` in a transaction of `db` that is always rolled back: a test's writes never reach other tests. */
export async function inRolledBackTransaction(db: Db, fn: (tx: Db) => Promise<void>): Promise<void> {
  await expect(
    db.transaction(async (tx) => {
      await fn(tx);
      throw new Rollback();
    }),
  ).rejects.toBeInstanceOf(Rollback);
}
