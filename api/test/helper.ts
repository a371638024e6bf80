import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { parseEnv } from '../src/env';
import { copyTemplate } from './db-setup';

export type TestApp = { app: FastifyInstance; close(): Promise<void> };

/**
 * Builds the real app (every plugin and route) on the seeded test database: a private PGlite copy,
 * or the run's PostgreSQL database when DATABASE_URL is set. Tests call it in beforeAll.
 */
export async function buildTestApp(): Promise<TestApp> {
  const databaseUrl = process.env.DATABASE_URL;
  const dataDir = databaseUrl ? undefined : copyTemplate();
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATA_DIR: dataDir }) });
  const app = await buildApp({ env, logger: false });
  return {
    app,
    async close() {
      await app.close();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** GET a JSON body; fails the test with the body when the status is not the expected one. */
export async function getJson<T = unknown>(app: FastifyInstance, url: string, status = 200): Promise<T> {
  const res = await app.inject({ method: 'GET', url });
  if (res.statusCode !== status) throw new Error(`GET ${url}: expected ${status}, got ${res.statusCode}: ${res.body.slice(0, 500)}`);
  return res.json() as T;
}
