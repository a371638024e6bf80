import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import fastifyStatic from '@fastify/static';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import { registerAccessLog } from './access-log';
import { registerApiProxy } from './api-proxy';
import { registerCompression } from './compression';
import { FAVICON_PATH, FAVICON_SVG } from './favicon';
import type { ShellEnv } from './env';
import { registerFormActions } from './form-actions/register';
import { eventLoopGauge } from './load-shedding';
import { registerMetrics } from './metrics';
import { pageHandler } from './page';
import { browserRemotes, remoteOrigins, remotesConfig } from './remotes';
import { registerHealth } from './health';
import { loadRenderer, setRenderThreads } from './renderer';
import { genRequestId, registerRequestId } from './request-id';
import { robotsTxt } from './robots';
import { securityHeaders } from './security-headers';
import { registerTelemetryRelay } from './telemetry-relay';
import { createRedisPageStore } from './shared-cache';
import { createSitemapCache } from './sitemap';
import { trustProxyOption } from './trust-proxy';
import { startWarmUp, type WarmUp } from './warm-up';

/** A content-hashed build file, or its precompressed sibling (setHeaders sees the file sent). */
const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css)(\.map)?(\.br|\.gz)?$/;

/**
 * Whether a path may name a file of the build: every file there has an extension. A page's path
 * (none) goes straight to the page handler, with no look-up on disk first (several per request:
 * one per precompressed sibling).
 */
export function mayBeBuildFile(pathName: string): boolean {
  return path.posix.extname(pathName) !== '' && !pathName.startsWith('/server/');
}

/** The renderer's own warm-up is asked for (main.ts), server rendering is on and ops did not turn it off. */
const warmUpWanted = (env: ShellEnv, wanted: boolean | WarmUp | undefined): boolean =>
  wanted === true && env.SSR === 'on' && env.WARM_UP === 'on';

/** The warm-up `opts.warmUp` asks for: the renderer's (on the main thread, server rendering on), or the given one. */
function warmUpOf(env: ShellEnv, wanted: boolean | WarmUp | undefined): WarmUp | undefined {
  if (typeof wanted === 'function') return wanted;
  if (!warmUpWanted(env, wanted)) return undefined;
  const renderer = loadRenderer(env.SHELL_DIST);
  return renderer?.warmUp ? (input) => renderer.warmUp!(input) : undefined;
}

/**
 * The shell's HTTP server: static shell, remotes.json, the /api proxy, sitemap and robots.txt, and
 * every page with its real status, redirections, head and cookies (page.ts).
 */
export async function buildShellServer(
  env: ShellEnv,
  /** Where log lines go instead of stdout (tests read them). */
  opts: {
    logStream?: { write(line: string): void };
    /**
     * Load the remotes' page modules as the server starts (main.ts: true, the renderer's own; tests:
     * their own function). Off by default: a test server renders what it is asked, nothing more.
     */
    warmUp?: boolean | WarmUp;
  } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: env.LOG_LEVEL ?? (env.NODE_ENV === 'test' ? 'warn' : 'info'),
      ...(opts.logStream ? { stream: opts.logStream } : {}),
    },
    // Its lines log the whole URL, query included: access-log.ts writes one without the query.
    logController: new LogController({ disableRequestLogging: true }),
    // Behind the gateway request.ip is the shopper's (trust-proxy.ts); the id comes from the edge (request-id.ts).
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    genReqId: genRequestId,
  });
  registerRequestId(app);
  const metrics = registerMetrics(app, env.OPS_TOKEN);
  registerAccessLog(app);
  // Render threads warm up as they start, as the main thread's renderer does below (warmUpOf).
  setRenderThreads(env.SSR_THREADS, warmUpWanted(env, opts.warmUp) ? { remotes: remotesConfig(env) } : undefined);
  const production = env.NODE_ENV === 'production';

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(securityHeaders(remoteOrigins(remotesConfig(env)), production));
  });
  if (env.COMPRESSION === 'on') await registerCompression(app);

  await app.register(fastifyCookie);

  app.get('/health', async () => ({ status: 'ok' }));
  registerHealth(
    app,
    env,
    startWarmUp(warmUpOf(env, opts.warmUp), () => ({ remotes: remotesConfig(env) })),
  );

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return browserRemotes(remotesConfig(env));
  });

  app.get('/robots.txt', async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=3600').type('text/plain; charset=utf-8');
    return robotsTxt(env.PUBLIC_URL);
  });

  app.get(FAVICON_PATH, async (_request, reply) => {
    reply.header('Cache-Control', 'public, max-age=86400').type('image/svg+xml');
    return FAVICON_SVG;
  });
  app.get('/favicon.ico', async (_request, reply) => reply.redirect(FAVICON_PATH, 301));

  const sitemap = createSitemapCache(env.API_URL, env.PUBLIC_URL);
  app.get('/sitemap.xml', async (_request, reply) => {
    const xml = await sitemap();
    if (xml === null) {
      // No sitemap rather than a partial one: a crawler would take missing pages for removed ones.
      return reply.code(503).header('Retry-After', '120').type('text/plain; charset=utf-8').send('Sitemap unavailable');
    }
    return reply.header('Cache-Control', 'public, max-age=300').type('application/xml; charset=utf-8').send(xml);
  });

  await registerApiProxy(app, { upstream: env.API_URL, publicUrl: env.PUBLIC_URL });
  registerTelemetryRelay(app, { apiUrl: env.API_URL, remoteLoads: metrics.remoteLoads });
  // A page's form posted without JavaScript (form-actions/register.ts).
  await registerFormActions(app, env);

  await app.register(fastifyStatic, {
    root: path.resolve(env.SHELL_DIST),
    index: false,
    wildcard: true,
    serveDotFiles: false,
    // dist/server/ is the page renderer, for this process only; a page's path is not a file.
    allowedPath: mayBeBuildFile,
    // Otherwise send's own Cache-Control (public, max-age=0) overwrites the one set below.
    cacheControl: false,
    // The build's .br/.gz siblings (tooling/webpack/precompress.cjs), when the client takes them.
    preCompressed: env.COMPRESSION === 'on',
    setHeaders(res, file) {
      const name = path.basename(file);
      res.setHeader('Cache-Control', HASHED_ASSET.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache');
      // The bytes depend on Accept-Encoding (a precompressed sibling or not): caches must know.
      if (env.COMPRESSION === 'on') res.setHeader('Vary', 'Accept-Encoding');
    },
  });

  // Past this delay of the event loop, pages not in the HTML cache are not rendered (503).
  const load = eventLoopGauge(env.SHED_EVENT_LOOP_DELAY_MS);
  app.addHook('onClose', async () => load.stop());
  // REDIS_URL: the replicas share one HTML cache (shared-cache.ts); else each keeps its own.
  const sharedPages = env.REDIS_URL ? createRedisPageStore(env.REDIS_URL, app.log) : undefined;
  if (sharedPages) app.addHook('onClose', () => sharedPages.close());
  const servePage = pageHandler(env, load, sharedPages);
  app.get('/', servePage);
  app.setNotFoundHandler(servePage);

  return app;
}
