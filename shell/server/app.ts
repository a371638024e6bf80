import path from 'node:path';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import { normalizeTrailingSlash } from '@arbora/shared/routes';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { matchRoute } from '../src/routing/match-route';
import type { ShellEnv } from './env';
import { readIndexHtml, renderPage } from './html';
import { contentExists } from './content-check';
import { remoteOrigins, remotesConfig } from './remotes';
import { securityHeaders } from './security-headers';

const HASHED_ASSET = /\.[0-9a-f]{8}\.(js|css)(\.map)?$/;

/** The shell's HTTP server: static shell, remotes.json, the /api proxy and real status codes. */
export async function buildShellServer(env: ShellEnv): Promise<FastifyInstance> {
  const app = Fastify({ logger: env.NODE_ENV === 'development' ? { level: 'info' } : { level: 'warn' } });
  const production = env.NODE_ENV === 'production';

  app.addHook('onSend', async (_request, reply) => {
    reply.headers(securityHeaders(remoteOrigins(remotesConfig(env)), production));
  });

  app.get('/health', async () => ({ status: 'ok' }));

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return remotesConfig(env);
  });

  await app.register(fastifyHttpProxy, {
    upstream: env.API_URL,
    prefix: '/api',
    rewritePrefix: '',
    http: { requestOptions: { timeout: 15_000 } },
  });

  await app.register(fastifyStatic, {
    root: path.resolve(env.SHELL_DIST),
    index: false,
    wildcard: true,
    serveDotFiles: false,
    // Otherwise send's own Cache-Control (public, max-age=0) overwrites the one set below.
    cacheControl: false,
    setHeaders(res, file) {
      const name = path.basename(file);
      res.setHeader('Cache-Control', HASHED_ASSET.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  // Every navigation that is not a file: the SPA, with the status the route table gives.
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.code(404).send({ code: 'NOT_FOUND', message: 'Not found' });
    }
    const url = new URL(request.url, 'http://shell.local');
    const redirect = normalizeTrailingSlash(url.pathname + url.search + url.hash);
    if (redirect) return reply.redirect(redirect, 301);
    if (path.extname(url.pathname) && !url.pathname.endsWith('.html')) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    }

    const match = matchRoute(url.pathname);
    let status = match.kind === 'not-found' ? 404 : 200;
    if (match.kind === 'page' && match.route.resolvesContent) {
      const slug = decodeURIComponent(url.pathname.replace(/^\/+/, ''));
      if ((await contentExists(env.API_URL, slug || 'content')) === false) status = 404;
    }
    const robots = match.kind === 'page' && match.route.noindex ? 'noindex, nofollow' : status === 404 ? 'noindex' : undefined;
    const html = renderPage(readIndexHtml(path.join(env.SHELL_DIST, 'index.html')), remotesConfig(env), { robots });
    return reply.code(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  };
  app.get('/', servePage);
  app.setNotFoundHandler(servePage);

  return app;
}
