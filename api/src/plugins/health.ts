import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';

/**
 * Liveness and readiness apart, for an orchestrator or a load balancer: `/health/live` says the
 * process serves (restart it when it does not), `/health/ready` says it can serve now: its database
 * answers (take it out of the pool until it does; restarting it would not help). `/health` (app.ts)
 * stays as it was, the database check, for the clients that already call it.
 */
export default fp(
  async function health(app: FastifyInstance) {
    const hidden = { hide: true } as const;
    app.get(
      '/health/live',
      {
        config: { cache: 'no-store' },
        schema: { ...hidden, response: { 200: z.object({ status: z.literal('ok') }) } },
      },
      async () => ({ status: 'ok' as const }),
    );
    app.get(
      '/health/ready',
      {
        config: { cache: 'no-store' },
        schema: {
          ...hidden,
          response: {
            200: z.object({ status: z.literal('ok') }),
            503: z.object({ status: z.literal('unavailable') }),
          },
        },
      },
      async (_request, reply) => {
        try {
          await app.db.execute(sql`select 1`);
          return { status: 'ok' as const };
        } catch {
          return reply.status(503).send({ status: 'unavailable' as const });
        }
      },
    );
  },
  { name: 'health', dependencies: ['database'] },
);
