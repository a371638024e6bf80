import type { FastifyPluginAsync } from 'fastify';
import { opsAllowed } from '@arbora/server-kit/ops-access';
import { telemetryRepository } from '../repositories/telemetry';
import { renderOpsPage } from './ops-page';

/** GET /ops: the ops page (ops-page.ts), for the private network or the ops credential only. */
const opsRoutes: FastifyPluginAsync<{ opsToken?: string | undefined }> = async (app, opts) => {
  const repo = telemetryRepository(app.db);
  app.get('/ops', { config: { cache: 'no-store' }, schema: { hide: true } }, async (request, reply) => {
    reply.header('x-robots-tag', 'noindex, nofollow');
    if (!opsAllowed(request.raw, opts.opsToken)) {
      return reply.code(403).send({ code: 'FORBIDDEN', message: 'Operations only' });
    }
    const [loads, vitals] = await Promise.all([repo.remoteLoads(), repo.vitals()]);
    return reply.type('text/html; charset=utf-8').send(renderOpsPage(loads, vitals));
  });
};

export default opsRoutes;
