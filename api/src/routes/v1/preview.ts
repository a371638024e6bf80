import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, pageSchema } from '@arbora/shared/schemas';
import type { Env } from '../../env';
import { notFound } from '../../lib/errors';
import { resolveSecret } from '../../lib/secrets';
import { normalizeSlug } from '../../lib/slug';
import { baseQuerySchema, errorResponses } from './common';

/** A preview link works for 30 minutes by default, a day at most. */
const DEFAULT_TTL_SECONDS = 30 * 60;
const MAX_TTL_SECONDS = 24 * 60 * 60;

/**
 * Stateless preview tokens: `base64url({ slug, exp })` + `.` + HMAC-SHA256 of it. Nothing is stored,
 * so a token cannot be revoked before it expires: hence the short life.
 */
export function createPreviewTokens(secret: string, now: () => number = Date.now) {
  const sign = (payload: string) => createHmac('sha256', secret).update(payload).digest('base64url');
  return {
    issue(slug: string, ttlSeconds = DEFAULT_TTL_SECONDS): { token: string; expires_at: string } {
      const exp = Math.floor(now() / 1000) + ttlSeconds;
      const payload = Buffer.from(JSON.stringify({ slug, exp })).toString('base64url');
      return { token: `${payload}.${sign(payload)}`, expires_at: new Date(exp * 1000).toISOString() };
    },
    /** True when the token was signed here, for this slug, and has not expired. */
    verify(token: string, slug: string): boolean {
      const [payload, signature, extra] = token.split('.');
      if (!payload || !signature || extra !== undefined) return false;
      const expected = Buffer.from(sign(payload));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return false;
      try {
        const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
          slug?: unknown;
          exp?: unknown;
        };
        return claims.slug === slug && typeof claims.exp === 'number' && claims.exp * 1000 > now();
      } catch {
        return false;
      }
    },
  };
}

const previewTokenSchema = z.object({ slug: z.string(), token: z.string(), expires_at: z.string() });

/**
 * GET /v1/preview/page: a page in any status (drafts included) for whoever holds a valid token.
 * POST /v1/preview/token: issues one. The back office would call it; outside production it is open
 * so the demo and the tests can preview a draft. Every failure is a plain 404: a wrong token tells
 * nothing about the page.
 */
const previewRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const tokens = createPreviewTokens(await resolveSecret(app.db, 'preview', undefined));

  app.get(
    '/preview/page',
    {
      schema: {
        tags: ['Content'],
        summary: 'A page (draft or published) shown with a preview token',
        querystring: baseQuerySchema.extend({ slug: z.string().min(1).max(500), token: z.string().max(2000) }),
        response: { 200: envelope(pageSchema), ...errorResponses },
      },
    },
    async (req, reply) => {
      void reply.header('Cache-Control', 'no-store').header('X-Robots-Tag', 'noindex');
      const slug = normalizeSlug(req.query.slug);
      if (!tokens.verify(req.query.token, slug)) throw notFound('Page', 'slug');
      const page = await app.repos.pages.bySlugAnyStatus(req.query.site_id, slug);
      if (!page) throw notFound('Page', 'slug');
      return { data: page };
    },
  );

  app.post(
    '/preview/token',
    {
      schema: {
        tags: ['Content'],
        summary: 'Issues a time-limited preview token for a page (not in production)',
        querystring: baseQuerySchema,
        body: z.object({
          slug: z.string().min(1).max(500),
          ttl_seconds: z.number().int().positive().max(MAX_TTL_SECONDS).optional(),
        }),
        response: { 201: envelope(previewTokenSchema), ...errorResponses },
      },
    },
    async (req, reply) => {
      if (env.NODE_ENV === 'production') throw notFound('Route');
      const slug = normalizeSlug(req.body.slug);
      const page = await app.repos.pages.bySlugAnyStatus(req.query.site_id, slug);
      if (!page) throw notFound('Page', 'slug');
      const issued = tokens.issue(slug, req.body.ttl_seconds);
      return reply.code(201).send({ data: { slug, ...issued } });
    },
  );
};
export default previewRoutes;
