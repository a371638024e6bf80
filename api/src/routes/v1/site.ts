import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, menuListSchema, redirectionSchema, settingListSchema, siteSchema } from '@arbora/shared/schemas';
import { notFound } from '../../lib/errors';
import { baseQuerySchema, errorResponses } from './common';

/** Site-wide calls: /site, /menu, /setting, /redirection. */
const siteRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/site',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['Site'],
        summary: 'The site, by site_id or by domain',
        querystring: baseQuerySchema.extend({ domain: z.string().min(1).max(253).optional() }),
        response: { 200: envelope(siteSchema), ...errorResponses },
      },
    },
    async (req) => {
      const { domain, site_id } = req.query;
      const site = domain ? await app.repos.site.siteByDomain(domain) : await app.repos.site.site(site_id);
      if (!site) throw notFound('Site', domain ? 'domain' : 'site_id');
      return { data: site };
    },
  );

  app.get(
    '/menu',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['Site'],
        summary: 'Every menu of the site, as trees',
        querystring: baseQuerySchema,
        response: { 200: envelope(menuListSchema), ...errorResponses },
      },
    },
    async (req) => ({ data: await app.repos.site.menus(req.query.site_id) }),
  );

  app.get(
    '/setting',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['Site'],
        summary: 'Site settings',
        querystring: baseQuerySchema,
        response: { 200: envelope(settingListSchema), ...errorResponses },
      },
    },
    async (req) => ({ data: await app.repos.site.settings(req.query.site_id) }),
  );

  app.get(
    '/redirection',
    {
      config: { cache: 'public' },
      schema: {
        tags: ['Site'],
        summary: 'The redirection of a path, if any',
        querystring: baseQuerySchema.extend({ slug: z.string().min(1).max(500) }),
        response: { 200: envelope(redirectionSchema), ...errorResponses },
      },
    },
    async (req) => {
      const found = await app.repos.site.redirection(req.query.site_id, req.query.slug);
      if (!found) throw notFound('Redirection', 'slug');
      return { data: found };
    },
  );
};
export default siteRoutes;
