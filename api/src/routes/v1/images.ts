import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Env } from '../../env';
import { IMAGE_VARIANT_FORMATS, IMAGE_WIDTHS } from '@arbora/shared/schemas';
import { AppError, notFound } from '../../lib/errors';
import { cropSize, parsePhotoName } from '../../lib/photos/photo-spec';
import { CONTENT_TYPES, createImageStore, type ImageFormat, type ImageStore } from '../../lib/photos/image-store';
import { SemaphoreFull } from '../../lib/photos/semaphore';

/** How many resizes run at once (libvips on one thread each: two cores) and how many may wait. */
export const IMAGE_RESIZE_CONCURRENCY = 2;
export const IMAGE_RESIZE_QUEUE = 64;
/** Seconds a refused client waits before asking again. */
const RETRY_AFTER_SECONDS = 2;

const FILE = /^(\d{1,5})(?:\.([a-z0-9]{1,6}))?$/;

/** The format a browser takes, best first, when the URL names none (`Accept`). */
function negotiated(accept: string | undefined): ImageFormat {
  if (accept?.includes('image/avif')) return 'avif';
  if (accept?.includes('image/webp')) return 'webp';
  return 'jpg';
}

/**
 * The image endpoint: `/v1/images/{name}/{width}[.avif|.webp|.jpg]`, each photograph's crop at one
 * of IMAGE_WIDTHS. The name carries a hash of the generator's version and the picture's inputs, so
 * an answer never changes (immutable); without an extension the format follows `Accept` (`Vary`).
 * It lives in the API beside the originals' storage; the shell's `/api` proxy serves it to browsers
 * and keeps the shell's cores for rendering pages. Any other width or format is a 400, an unknown
 * name a 404, a full resize queue a 503 with Retry-After: never a 500.
 */
const imageRoutes: FastifyPluginAsyncZod<{ env: Env; store?: ImageStore }> = async (app, { env, store }) => {
  const images =
    store ??
    createImageStore({ storage: app.storage, concurrency: IMAGE_RESIZE_CONCURRENCY, queue: IMAGE_RESIZE_QUEUE });
  app.get(
    '/images/:name/:file',
    {
      config: { cache: 'immutable', rateLimit: { max: env.MEDIA_RATE_LIMIT, timeWindow: 60_000 } },
      schema: {
        tags: ['Media'],
        summary: 'A photograph at one allowed width, in AVIF, WebP or JPEG',
        params: z.object({ name: z.string().max(120), file: z.string().max(16) }),
      },
    },
    async (req, reply) => {
      const picture = parsePhotoName(req.params.name);
      if (!picture) throw notFound('Image', 'name');
      const match = FILE.exec(req.params.file);
      const width = Number(match?.[1]);
      if (!match || !(IMAGE_WIDTHS as readonly number[]).includes(width) || width > cropSize(picture.aspect).width)
        throw new AppError(400, 'BAD_REQUEST', `Width not served; widths: ${IMAGE_WIDTHS.join(', ')}`, 'width');
      const explicit = match[2];
      if (explicit !== undefined && !(IMAGE_VARIANT_FORMATS as readonly string[]).includes(explicit))
        throw new AppError(
          400,
          'BAD_REQUEST',
          `Format not served; formats: ${IMAGE_VARIANT_FORMATS.join(', ')}`,
          'format',
        );
      const format = (explicit as ImageFormat | undefined) ?? negotiated(req.headers.accept);
      if (explicit === undefined) reply.header('vary', 'Accept');
      try {
        const bytes = await images.variant(picture.spec, picture.aspect, width, format);
        return reply.type(CONTENT_TYPES[format]).send(bytes);
      } catch (err) {
        if (!(err instanceof SemaphoreFull)) throw err;
        return reply
          .status(503)
          .header('retry-after', String(RETRY_AFTER_SECONDS))
          .header('cache-control', 'no-store')
          .send({ code: 'SERVICE_UNAVAILABLE', message: 'Too many pictures being resized: retry shortly' });
      }
    },
  );
};
export default imageRoutes;
