import fp from 'fastify-plugin';
import { createHomeRepository } from '../repositories/home';
import { createPageRepository } from '../repositories/page';
import { createSiteRepository } from '../repositories/site';
import { createUrlRepository } from '../repositories/url';
import type { CatalogueHomeSource } from '../repositories/catalogue-types';

function createRepositories(db: import('../db/client').Db) {
  const pages = createPageRepository(db);
  const catalogue: CatalogueHomeSource = { featuredCategories: async () => [], featuredProducts: async () => [] };
  return {
    site: createSiteRepository(db),
    pages,
    url: createUrlRepository(db),
    home: createHomeRepository(pages, catalogue),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

/** Route handlers reach the database only through these repositories. */
export default fp(
  async function repositories(app) {
    app.decorate('repos', createRepositories(app.db));
  },
  { name: 'repositories', dependencies: ['database'] },
);
