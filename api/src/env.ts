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
  /**
   * Redis (redis://…) the replicas share: rate-limit counters, the micro-cache and the search
   * cache. Unset: each process keeps them in memory (one process, or limits counted per replica).
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'a redis:// or rediss:// URL')
    .optional(),
  /** Browser-facing prefix of the API (the shell proxies /api/v1 to this server's /v1). */
  PUBLIC_API_PREFIX: z.string().default('/api'),
  /** Seconds public GET answers stay in the in-process micro-cache; 0 disables it. */
  API_CACHE_TTL: z.coerce.number().int().min(0).max(3600).default(30),
  /** Seconds a search answer stays in its in-process cache (dropped at once by catalogue writes); 0 disables it. */
  SEARCH_CACHE_TTL: z.coerce.number().int().min(0).max(3600).default(30),
  /**
   * Milliseconds a request may wait in line for the database before an honest 503 « Busy: retry
   * shortly » (db/fair-queue.ts).
   */
  DB_QUEUE_MAX_WAIT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Where links in e-mails and payment return URLs point (the shell, which proxies /api). */
  PUBLIC_SITE_URL: z.string().url().default('http://localhost:3000'),
  /**
   * HS256 key of the JWTs (≥ 32 characters). Required in production (the API refuses to start
   * without it). Elsewhere, unset: a random key is generated once and kept in the database.
   */
  JWT_SECRET: z.string().min(32).optional(),
  /** Seconds a JWT is valid. */
  JWT_TTL: z.coerce.number().int().min(10).max(86_400).default(3600),
  /** Seconds after issue during which an expired JWT is traded for a new one (SPEC 8, 401 + data.token). */
  JWT_REFRESH_WINDOW: z.coerce
    .number()
    .int()
    .min(60)
    .default(14 * 86_400),
  /**
   * The proxies whose X-Forwarded-For is believed (comma-separated addresses, CIDR ranges, or the
   * names loopback, linklocal, uniquelocal); `none` believes nobody. Per-address limits count the
   * client address this yields, so list only proxies that overwrite the header (the shell's /api
   * proxy and the compose gateway do).
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[0-9a-zA-Z.:/,\s]+$/, 'addresses, CIDR ranges, loopback/linklocal/uniquelocal or none')
    .default('loopback'),
  /** Logins per minute from one IP address. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).default(20),
  /**
   * Failed logins per account name and address before each further try waits (1 s, 2 s, 4 s… up
   * to 15 min; forgotten after 15 quiet minutes); the account across all addresses allows 4 times this.
   */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  /** The first wait after the free failed logins, in seconds; each further failure doubles it (max 15 min). */
  LOGIN_FIRST_DELAY_SECONDS: z.coerce.number().int().min(1).max(900).default(1),
  /**
   * Generated images per minute from one IP address: each new seed or size costs a render (up to
   * 2400 × 2400), so an unbounded stream of unique URLs must not take the CPU.
   */
  MEDIA_RATE_LIMIT: z.coerce.number().int().min(1).default(3000),
  /** Forms per minute from one IP address (POST /v1/forms/send). */
  FORMS_RATE_LIMIT: z.coerce.number().int().min(1).default(10),
  /** Largest accepted upload (CV, photos), in bytes. */
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  /** SMTP relay (Mailpit in docker-compose). Unset: e-mails are written as .eml files under DATA_DIR/mail. */
  SMTP_HOST: z.string().min(1).optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(1025),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().min(3).default('Arbora <no-reply@arbora.test>'),
  /**
   * E-mails one address may receive in an hour from requests anyone can make (signup, activation
   * resend, password reset): past it nothing more is sent, and the answer stays the same.
   */
  MAIL_PER_RECIPIENT_HOURLY: z.coerce.number().int().min(1).default(3),
  /**
   * HMAC key of the payment notifications. Required in production; elsewhere, unset: generated once
   * and kept in the database.
   */
  PAYMENT_WEBHOOK_SECRET: z.string().min(32).optional(),
  /**
   * The card payment provider. Required in production, where the sandbox (test card 4242… marks an
   * order paid) runs only when named here; elsewhere it defaults to the sandbox.
   */
  PAYMENT_PROVIDER: z.enum(['sandbox']).optional(),
  /**
   * Who sends the outboxes (ERP pushes, e-mails). `inline`: each API process polls them (the
   * embedded default; claims are atomic, so copies never send one twice). `worker`: the API only
   * writes them (and still tries a new order's ERP push in its request); the worker process
   * (`npm run worker`) sends them through a PostgreSQL job queue (pg-boss). Needs DATABASE_URL.
   */
  JOBS: z.enum(['inline', 'worker']).default('inline'),
  /**
   * Worker: seconds a job may run before it is taken for dead (its worker crashed) and retried;
   * above the ERP's own 3 s timeout.
   */
  JOB_TIMEOUT_SECONDS: z.coerce.number().int().min(5).max(3600).default(120),
  /** Worker: first retry delay of a failed job in seconds, doubled (with jitter) at each retry. */
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(3600).default(30),
  /** ERP (Sage X3) endpoint orders are pushed to. Unset: the in-process ERP sandbox. */
  ERP_URL: z.string().url().optional(),
  /**
   * Object storage (uploads, issued invoices): an S3-compatible bucket when S3_BUCKET is set, which
   * then needs S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY; S3_ENDPOINT names a service
   * other than AWS (MinIO). Unset: files under DATA_DIR.
   */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).max(63).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /**
   * The ops credential: `Authorization: Bearer <OPS_TOKEN>` opens /metrics and /ops from outside
   * the private network (@arbora/server-kit/ops-access). Unset: only private addresses may read them.
   */
  OPS_TOKEN: z.string().min(16).optional(),
  /** Telemetry batches per minute from one address (POST /v1/telemetry); visitors behind one NAT share it. */
  TELEMETRY_RATE_LIMIT: z.coerce.number().int().min(1).default(120),
  /** Days telemetry events are kept (swept at start and every hour). */
  TELEMETRY_RETENTION_DAYS: z.coerce.number().int().min(1).max(365).default(14),
  /** Demo accounts, orders and sites (README); never seeded when NODE_ENV=production. */
  SEED_DEMO: z.enum(['true', 'false']).optional(),
});
export type Env = z.infer<typeof envSchema>;

/** What production refuses to start without: secrets kept out of the database, and a deliberate provider. */
export const PRODUCTION_REQUIRED = ['JWT_SECRET', 'PAYMENT_WEBHOOK_SECRET', 'PAYMENT_PROVIDER'] as const;

/** What S3_BUCKET needs beside it (half a bucket setting would silently fall back to the disk). */
export const S3_REQUIRED = ['S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** TRUST_PROXY as Fastify's `trustProxy` option. */
export const trustProxyOption = (value: string): string | false => {
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return list.length === 0 || list.includes('none') ? false : list.join(',');
};

export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // Treat empty strings as unset, the way shells and compose files often pass them.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const result = envSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid environment:\n${lines.join('\n')}`);
  }
  const s3Set = [...S3_REQUIRED, 'S3_ENDPOINT'] as const;
  const s3Missing = result.data.S3_BUCKET
    ? S3_REQUIRED.filter((name) => result.data[name] === undefined)
    : s3Set.some((name) => result.data[name] !== undefined)
      ? ['S3_BUCKET']
      : [];
  if (s3Missing.length > 0)
    throw new Error(
      `Invalid environment:\n${s3Missing.map((name) => `  ${name}: required with the other S3_* variables`).join('\n')}`,
    );
  if (result.data.JOBS === 'worker' && !result.data.DATABASE_URL)
    throw new Error('Invalid environment:\n  JOBS: worker needs DATABASE_URL (the job queue lives in PostgreSQL)');
  if (result.data.NODE_ENV === 'production') {
    const missing = PRODUCTION_REQUIRED.filter((name) => result.data[name] === undefined);
    if (missing.length > 0)
      throw new Error(
        `Invalid environment:\n${missing.map((name) => `  ${name}: required when NODE_ENV=production`).join('\n')}`,
      );
  }
  return result.data;
}
