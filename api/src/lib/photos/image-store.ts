import { createHash } from 'node:crypto';
import sharp, { type Sharp } from 'sharp';
import {
  ASPECTS,
  cropSize,
  ORIGINAL_HEIGHT,
  ORIGINAL_WIDTH,
  photoKey,
  photoName,
  PHOTO_GENERATOR_VERSION,
  type Aspect,
  type PhotoSpec,
} from './photo-spec';
import { renderPhoto } from './render-photo';
import { createSemaphore } from './semaphore';

/** The part of the API's object storage (storage/) the pictures need. */
export interface ImageStorage {
  get(key: string): Promise<Buffer | null>;
  put(key: string, bytes: Uint8Array, options: { contentType: string }): Promise<void>;
}

export const IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];
export const CONTENT_TYPES: Record<ImageFormat, string> = {
  avif: 'image/avif',
  webp: 'image/webp',
  jpg: 'image/jpeg',
};

/** Encoder settings of the served variants (part of the URL hash through PHOTO_GENERATOR_VERSION). */
function encode(image: Sharp, format: ImageFormat): Sharp {
  if (format === 'avif') return image.avif({ quality: 50, effort: 2 });
  if (format === 'webp') return image.webp({ quality: 72, effort: 3 });
  return image.jpeg({ quality: 76, progressive: true });
}

const originalKey = (spec: PhotoSpec) =>
  `images/originals/${photoKey(spec)}.${createHash('sha256')
    .update(`${PHOTO_GENERATOR_VERSION}:${photoKey(spec)}`)
    .digest('hex')
    .slice(0, 12)}.jpg`;
const variantKey = (spec: PhotoSpec, aspect: Aspect, width: number, format: ImageFormat) =>
  `images/variants/${photoName(spec, aspect)}/${width}.${format}`;

export interface ImageStoreOptions {
  storage: ImageStorage;
  /** Resizes (and generations of originals) running at once. */
  concurrency: number;
  /** Jobs allowed to wait for a slot; past that a request is refused (SemaphoreFull). */
  queue: number;
}

/**
 * Originals and their served variants. An original is generated the first time any of its variants
 * is asked for (never at seed time: drawing all of them would take minutes), kept in storage, and
 * each variant is encoded once and kept beside it. Heavy work goes through one semaphore; the same
 * job asked twice at once runs once.
 */
export function createImageStore({ storage, concurrency, queue }: ImageStoreOptions) {
  const semaphore = createSemaphore(concurrency, queue);
  const pending = new Map<string, Promise<Buffer>>();
  const stats = { generated: 0, resized: 0 };

  const once = (key: string, job: () => Promise<Buffer>): Promise<Buffer> => {
    const known = pending.get(key);
    if (known) return known;
    const run = job().finally(() => pending.delete(key));
    pending.set(key, run);
    return run;
  };

  const original = (spec: PhotoSpec): Promise<Buffer> => {
    const key = originalKey(spec);
    return once(key, async () => {
      const stored = await storage.get(key);
      if (stored) return stored;
      const bytes = await semaphore.run(() => renderPhoto(spec));
      stats.generated += 1;
      await storage.put(key, bytes, { contentType: 'image/jpeg' });
      return bytes;
    });
  };

  const variant = (spec: PhotoSpec, aspect: Aspect, width: number, format: ImageFormat): Promise<Buffer> => {
    const key = variantKey(spec, aspect, width, format);
    return once(key, async () => {
      const stored = await storage.get(key);
      if (stored) return stored;
      const source = await original(spec);
      const crop = cropSize(aspect);
      const bytes = await semaphore.run(() =>
        encode(
          sharp(source)
            .extract({
              left: Math.floor((ORIGINAL_WIDTH - crop.width) / 2),
              top: Math.floor((ORIGINAL_HEIGHT - crop.height) / 2),
              width: crop.width,
              height: crop.height,
            })
            .resize({ width }),
          format,
        ).toBuffer(),
      );
      stats.resized += 1;
      await storage.put(key, bytes, { contentType: CONTENT_TYPES[format] });
      return bytes;
    });
  };

  return { original, variant, stats, semaphore, aspects: ASPECTS };
}
export type ImageStore = ReturnType<typeof createImageStore>;
