import type { FastifyInstance } from 'fastify';
import { routeLabel } from './metrics';

/**
 * One access line per request, through Fastify's pino logger (so with the request id, `reqId`):
 * method, route pattern, path, status and duration. The path goes without its query string (a
 * search, a tracking parameter, anything a form put there may be personal); Fastify's own request
 * lines, which log the whole URL, are off (app.ts: its LogController disables request logging).
 */
export function registerAccessLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const query = request.url.indexOf('?');
    request.log.info(
      {
        method: request.method,
        route: routeLabel(request, reply),
        path: query === -1 ? request.url : request.url.slice(0, query),
        status: reply.statusCode,
        duration_ms: Math.round(reply.elapsedTime * 10) / 10,
      },
      'access',
    );
  });
}
