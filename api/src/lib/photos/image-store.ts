import { createHash } from 'node:crypto';
import sharp, { type AvifOptions, type JpegOptions, type Sharp, type WebpOptions } from 'sharp';
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

/** How a variant is encoded: the format's sharp encoder and its options. */
export type VariantEncoding =
  | { format: 'avif'; options: AvifOptions }
  | { format: 'webp'; options: WebpOptions }
  | { format: 'jpeg'; options: JpegOptions };

/**
 * The widest variant a phone's first screen takes: Lighthouse's phone (412 px at DPR 1.75) lays a
 * full-width picture out at 665 device pixels and takes the 960 w candidate.
 */
export const PHONE_WIDTH_MAX = 960;

/**
 * Encoder settings of the served variants, by format and width. Up to PHONE_WIDTH_MAX, AVIF is
 * encoded for a phone's slow link: quality 42 with 4:2:0 chroma (as the JPEGs are) and effort 3,
 * about half the bytes of quality 50 in 4:4:4 and the same picture at the size a phone shows it;
 * on a phone's link a picture's load is mostly its bytes (figures in docs/perf-log.md). Wider
 * variants (a desktop's large screens, the zoom) keep quality 50 in 4:4:4. The settings are part of the variant's storage key (variantKey):
 * new settings are encoded anew, never read from a variant stored under older ones. The URL names
 * the picture, not its encoding: a browser that kept older bytes of a URL keeps the same picture.
 */
export function variantEncoding(format: ImageFormat, width: number): VariantEncoding {
  if (format === 'avif')
    return width <= PHONE_WIDTH_MAX
      ? { format, options: { quality: 42, effort: 3, chromaSubsampling: '4:2:0' } }
      : { format, options: { quality: 50, effort: 2 } };
  if (format === 'webp') return { format, options: { quality: 72, effort: 3 } };
  return { format: 'jpeg', options: { quality: 76, progressive: true } };
}

function encode(image: Sharp, { format, options }: VariantEncoding): Sharp {
  if (format === 'avif') return image.avif(options);
  if (format === 'webp') return image.webp(options);
  return image.jpeg(options);
}

/** A short hash of an encoding, in the variant's storage key. */
const encodingTag = (encoding: VariantEncoding) =>
  createHash('sha256').update(JSON.stringify(encoding)).digest('hex').slice(0, 8);

const originalKey = (spec: PhotoSpec) =>
  `images/originals/${photoKey(spec)}.${createHash('sha256')
    .update(`${PHOTO_GENERATOR_VERSION}:${photoKey(spec)}`)
    .digest('hex')
    .slice(0, 12)}.jpg`;
/** `images/variants/{name}/{width}.{encoding tag}.{format}`: a variant of these very settings. */
export const variantKey = (spec: PhotoSpec, aspect: Aspect, width: number, format: ImageFormat) =>
  `images/variants/${photoName(spec, aspect)}/${width}.${encodingTag(variantEncoding(format, width))}.${format}`;

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
          variantEncoding(format, width),
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
