import fp from 'fastify-plugin';
import { createInvoiceIssuer } from '../invoices/issue';
import type { InvoiceIssuer } from '../invoices/issue';

declare module 'fastify' {
  interface FastifyInstance {
    /** Issues an order's invoice once (drawn, stored) and reads the stored PDF back. */
    invoices: InvoiceIssuer;
  }
}

export default fp(
  async function invoices(app) {
    app.decorate(
      'invoices',
      createInvoiceIssuer({
        db: app.db,
        storage: app.storage,
        settings: async (siteId) =>
          new Map((await app.repos.site.settings(siteId)).map((s) => [s.technical_name, s.value.trim()])),
      }),
    );
  },
  { name: 'invoices', dependencies: ['storage'] },
);
