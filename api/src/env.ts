import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths';

/** The API's environment, parsed once. Anything invalid stops the start with every problem listed. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().min(1).default('127.0.0.1'),
  /** PostgreSQL connection string; when unset the API embeds PGlite under DATA_DIR/pglite. */
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, '.data')),
  /** Browser-facing prefix of the API (the shell proxies /api/v1 to this server's /v1). */
  PUBLIC_API_PREFIX: z.string().default('/api'),
  /** Seconds public GET answers stay in the in-process micro-cache; 0 disables it. */
  API_CACHE_TTL: z.coerce.number().int().min(0).max(3600).default(30),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});
export type Env = z.infer<typeof envSchema>;

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Treat empty strings as unset, the way shells and compose files often pass them.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  return result.data;
}
