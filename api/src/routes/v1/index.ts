import type { FastifyPluginAsync } from 'fastify';
import type { Env } from '../../env';
import accountRoutes from './account';
import addressRoutes from './addresses';
import cartRoutes from './cart';
import cartOptionRoutes from './cart-options';
import catalogueRoutes from './catalogue';
import constructionSiteRoutes from './construction-sites';
import contentRoutes from './content';
import formRoutes from './forms';
import imageRoutes from './images';
import mediaRoutes from './media';
import orderRoutes from './orders';
import orderInvoiceRoutes from './order-invoice';
import paymentRoutes from './payment';
import paymentRetryRoutes from './payment-retry';
import searchRoutes from './search';
import previewRoutes from './preview';
import siteRoutes from './site';
import telemetryRoutes from './telemetry';
import userRoutes from './user';
import withdrawalRoutes from './withdrawal';

/**
 * Route families whose reads are the same for every visitor (catalogue with its facets, content):
 * their GETs are `public` (shared caches, the micro-cache) unless a route sets its own policy.
 * Everywhere else the default is `no-store` (plugins/cache.ts): public is always a chosen thing.
 */
const publicReads =
  (routes: FastifyPluginAsync): FastifyPluginAsync =>
  async (scope) => {
    scope.addHook('onRoute', (route) => {
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      if (methods.includes('GET')) route.config = { cache: 'public', ...route.config };
    });
    await scope.register(routes);
  };

/** Every v1 route; mounted under /v1 by app.ts (the browser reaches them at /api/v1 through the shell). */
const v1: FastifyPluginAsync<{ env: Env }> = async (app, { env }) => {
  await app.register(siteRoutes);
  await app.register(publicReads(contentRoutes));
  await app.register(previewRoutes, { env });
  await app.register(publicReads(catalogueRoutes));
  await app.register(searchRoutes, { env });
  await app.register(cartRoutes);
  await app.register(cartOptionRoutes);
  await app.register(mediaRoutes, { env });
  await app.register(imageRoutes, { env });
  await app.register(accountRoutes, { env });
  await app.register(userRoutes, { env });
  await app.register(addressRoutes);
  await app.register(orderRoutes);
  await app.register(orderInvoiceRoutes);
  await app.register(withdrawalRoutes, { env });
  await app.register(formRoutes, { env });
  await app.register(telemetryRoutes, { env });
  await app.register(constructionSiteRoutes, {
    apiBase: `${env.PUBLIC_SITE_URL.replace(/\/$/, '')}${env.PUBLIC_API_PREFIX}`,
  });
  await app.register(paymentRoutes, { siteUrl: env.PUBLIC_SITE_URL.replace(/\/$/, '') });
  await app.register(paymentRetryRoutes, { siteUrl: env.PUBLIC_SITE_URL.replace(/\/$/, '') });
};
export default v1;
