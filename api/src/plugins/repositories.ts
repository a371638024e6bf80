import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { createAccountRepository } from '../repositories/accounts';
import { createAuthStateRepository } from '../repositories/auth-state';
import { createCartRepository } from '../repositories/cart';
import { createCartOptionsRepository } from '../repositories/cart-options';
import { createCartSessionRepository } from '../repositories/cart-session';
import { createCatalogueLookups } from '../repositories/catalogue-lookups';
import { createCategoryRepository } from '../repositories/category';
import { createHomeRepository } from '../repositories/home';
import { createErpOutboxRepository } from '../repositories/erp-outbox';
import { createOutboxRepository } from '../repositories/outbox';
import { createPaymentRepository } from '../repositories/payments';
import { createPageRepository } from '../repositories/page';
import { createProductRepository } from '../repositories/product';
import { createSiteRepository } from '../repositories/site';
import { createUrlRepository } from '../repositories/url';
import { createVariantSearch } from '../repositories/variant-search';

function createRepositories(db: Db) {
  const lookups = createCatalogueLookups(db);
  const pages = createPageRepository(db);
  const products = createProductRepository(db, lookups);
  const variants = createVariantSearch(db, lookups);
  const categories = createCategoryRepository(db, pages, variants);
  const site = createSiteRepository(db);
  return {
    site,
    pages,
    url: createUrlRepository(db),
    products,
    variants,
    categories,
    cart: createCartRepository(db),
    cartSession: createCartSessionRepository(db),
    cartOptions: createCartOptionsRepository(db),
    accounts: createAccountRepository(db),
    authState: createAuthStateRepository(db),
    outbox: createOutboxRepository(db),
    erpOutbox: createErpOutboxRepository(db),
    payments: createPaymentRepository(db),
    home: createHomeRepository(
      pages,
      {
        featuredCategories: (siteId, limit) => categories.featured(siteId, limit),
        featuredProducts: (siteId, limit) => products.featured(siteId, limit),
      },
      (siteId) => site.settings(siteId),
    ),
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
