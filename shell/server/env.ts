import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const here = path.dirname(fileURLToPath(import.meta.url));

// The defaults below (this server on 3000, the remotes on 3001–3006, the API on 4000) are the port
// plan of `npm start` with PORT_BASE unset, whose one source is tooling/ports.cjs. Not imported from
// it: the shell's Docker image carries tooling/webpack only (docker/shell/Dockerfile), and a deployed
// shell is given its addresses by its environment. env.test.ts fails when the two part.
export const REMOTE_NAMES = ['catalogue', 'content', 'forms', 'checkout', 'account', 'configurator'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];
export const DEFAULT_REMOTE_PORTS: Record<RemoteName, number> = {
  catalogue: 3001,
  content: 3002,
  forms: 3003,
  checkout: 3004,
  account: 3005,
  configurator: 3006,
};

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  API_URL: z.url().default('http://127.0.0.1:4000'),
  SHELL_DIST: z.string().default(path.join(here, '..', 'dist')),
  /** Optional JSON file ({ remotes: [...] }) re-read on each request: ops repoint without a restart. */
  REMOTES_FILE: z.string().optional(),
  /** Host used in the default remote URLs (the browser must reach it). */
  REMOTES_HOST: z.string().default('localhost'),
  NODE_ENV: z.string().default('production'),
  /**
   * The public address of the site (canonical URLs, Open Graph, sitemap, robots.txt): behind a
   * proxy the request's Host is not the address search engines must index. No trailing slash.
   */
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:3000')
    .refine((value) => !/[?#]/.test(value), 'PUBLIC_URL takes no query or hash')
    .transform((value) => value.replace(/\/+$/, '')),
  /**
   * Budget of the API calls made before a page is answered (redirection, existence, head). Past it
   * the page goes out with a generic head: a slow API must not delay the first paint.
   */
  PAGE_API_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(800),
  /** `off` drops the preload hints of pages (ops switch if a CDN setup misbehaves; before/after bench). */
  PRELOAD_HINTS: z.enum(['on', 'off']).default('on'),
  /**
   * `off` serves the client-rendered shell only (ops switch; the bench's "before"). `on` renders
   * public pages on the server from the remotes' Node builds (dist/server/render.js).
   */
  SSR: z.enum(['on', 'off']).default('on'),
  /**
   * Worker threads rendering pages (render-pool.ts), each with its own copy of the renderer and the
   * remotes' Node code, e.g. one per core (`nproc`); 0 (the default) renders on the main thread.
   */
  SSR_THREADS: z.coerce.number().int().min(0).max(64).default(0),
  /**
   * `on`: as it starts, the server loads every remote's page modules, and /health/ready waits for
   * them (warm-up.ts); `off` leaves each to its first request (ops switch; the bench's "before").
   */
  WARM_UP: z.enum(['on', 'off']).default('on'),
  /** How long the server waits for a remote's Node build before leaving its area to the browser. */
  SSR_REMOTE_TIMEOUT_MS: z.coerce.number().int().min(10).max(10_000).default(1_500),
  /**
   * Seconds a server-rendered page for anonymous visitors is reused (then revalidated in the
   * background), concurrent renders of one page being shared; 0 disables the cache (every request
   * renders). Short: a CDN in front keeps pages longer (HTML_S_MAXAGE_SECONDS).
   */
  SSR_CACHE_SECONDS: z.coerce.number().min(0).max(3600).default(5),
  /** `s-maxage` of public pages: how long a shared cache (CDN) serves one without asking. */
  HTML_S_MAXAGE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** `stale-while-revalidate` of public pages: how long past that a CDN may serve it while it asks again. */
  HTML_STALE_WHILE_REVALIDATE_SECONDS: z.coerce.number().int().min(0).max(604_800).default(300),
  /**
   * Key of the forms' anti-CSRF tokens (form-actions/token.ts), the same on every instance behind
   * one address; unset, each process draws its own.
   */
  FORM_TOKEN_SECRET: z.string().min(32).optional(),
  /**
   * Load shedding: past this mean delay of the event loop (ms, two half seconds in a row), a page that is
   * not in the HTML cache is not rendered (its last good HTML, else 503 with Retry-After); 0: never.
   */
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(1_000),
  /**
   * Redis (redis://…) the shell replicas share their HTML cache in: a page rendered by one is served
   * by the others. Unset: each process keeps its own (the embedded default).
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'a redis:// or rediss:// URL')
    .optional(),
  /** `off` when a gateway in front already compresses (no double work); also the bench's "before". */
  COMPRESSION: z.enum(['on', 'off']).default('on'),
  ...Object.fromEntries(REMOTE_NAMES.map((name) => [`REMOTE_${name.toUpperCase()}_URL`, z.url().optional()])),
  ...Object.fromEntries(REMOTE_NAMES.map((name) => [`REMOTE_${name.toUpperCase()}_VERSION`, z.string().optional()])),
  /**
   * REMOTE_<NAME>_SSR_URL: the remote's mf-manifest.json as this server reaches it (e.g. a compose
   * service, http://catalogue/mf-manifest.json), when the browser's address does not answer here;
   * the Node build is read from server/remoteEntry.js beside it. Unset: the browser's URL.
   */
  ...Object.fromEntries(REMOTE_NAMES.map((name) => [`REMOTE_${name.toUpperCase()}_SSR_URL`, z.url().optional()])),
  /**
   * The proxies whose X-Forwarded-For this server believes (addresses, CIDR ranges, or loopback,
   * linklocal, uniquelocal; `none`), as the API's TRUST_PROXY: `request.ip`, the address sent on to
   * the API's per-address limits, is then the shopper's, not the gateway's.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[0-9a-zA-Z.:/,\s]+$/, 'addresses, CIDR ranges, loopback/linklocal/uniquelocal or none')
    .default('loopback'),
  /**
   * The ops credential: `Authorization: Bearer <OPS_TOKEN>` opens /metrics from outside the private
   * network (@arbora/server-kit/ops-access), as on the API. Unset: only private addresses may read it.
   */
  OPS_TOKEN: z.string().min(16).optional(),
  /** pino's level; access lines are `info`. Default: info, warn under NODE_ENV=test. */
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
});

export type ShellEnv = z.infer<typeof schema> & Record<string, string | number | undefined>;

/** Parses the environment once; a wrong value stops the server with the variable named. */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): ShellEnv {
  return schema.parse(source) as ShellEnv;
}
