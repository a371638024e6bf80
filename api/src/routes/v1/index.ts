import type { FastifyPluginAsync } from 'fastify';
import cartRoutes from './cart';
import catalogueRoutes from './catalogue';
import contentRoutes from './content';
import mediaRoutes from './media';
import siteRoutes from './site';

/** Every v1 route; mounted under /v1 by app.ts (the browser reaches them at /api/v1 through the shell). */
const v1: FastifyPluginAsync = async (app) => {
  await app.register(siteRoutes);
  await app.register(contentRoutes);
  await app.register(catalogueRoutes);
  await app.register(cartRoutes);
  await app.register(mediaRoutes);
};
export default v1;
