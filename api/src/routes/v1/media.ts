import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../env';
import { notFound } from '../../lib/errors';
import { MAX_MEDIA_SIDE, MEDIA_KINDS, MEDIA_NAME, renderSvg } from '../../lib/media';
import { createWebpRenderer } from '../../lib/webp';

/**
 * Generated images: `/v1/media/{kind}/{seed}-{w}x{h}.svg|webp`. The URL fully determines the
 * picture, so answers are cached for a year (immutable). Binary answers: no response schema.
 */
const mediaRoutes: FastifyPluginAsyncZod<{ env: Env }> = async (app, { env }) => {
  const webp = createWebpRenderer();
  app.get(
    '/media/:kind/:name',
    {
      config: { cache: 'immutable', rateLimit: { max: env.MEDIA_RATE_LIMIT, timeWindow: 60_000 } },
      schema: {
        tags: ['Media'],
        summary: 'A generated image (SVG or WebP)',
        params: z.object({ kind: z.enum(MEDIA_KINDS), name: z.string().max(200) }),
      },
    },
    async (req, reply) => {
      const match = MEDIA_NAME.exec(req.params.name);
      if (!match) throw notFound('Image', 'name');
      const [, seed, w, h, ext] = match as unknown as [string, string, string, string, 'svg' | 'webp'];
      const width = Number(w);
      const height = Number(h);
      if (width > MAX_MEDIA_SIDE || height > MAX_MEDIA_SIDE || width < 16 || height < 16)
        throw notFound('Image', 'name');
      const svg = renderSvg(req.params.kind, seed, width, height);
      if (ext === 'svg') return reply.type('image/svg+xml').send(svg);
      return reply.type('image/webp').send(await webp(`${req.params.kind}/${req.params.name}`, svg));
    },
  );
};
export default mediaRoutes;
