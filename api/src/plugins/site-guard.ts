import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { sites } from '../db/schema/index';
import { AppError } from '../lib/errors';

/**
 * Every route takes `site_id` (default 1). A site that does not exist is refused before the
 * handler: reads would answer empty lists as if the site were real, and writes would fail on a
 * foreign key (a 500) or, where there is none, store rows for nobody. Known ids are remembered;
 * sites only change through the seed.
 */
export default fp(
  async function siteGuard(app: FastifyInstance) {
    const known = new Set<number>();
    app.addHook('preHandler', async (request) => {
      const siteId = (request.query as { site_id?: unknown } | undefined)?.site_id;
      if (typeof siteId !== 'number' || known.has(siteId)) return;
      const [row] = await app.db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId));
      if (!row) throw new AppError(404, 'NOT_FOUND', 'Site not found', 'site_id');
      known.add(siteId);
    });
  },
  { name: 'site-guard', dependencies: ['database'] },
);
