import type { Image } from '@arbora/shared/schemas';

/**
 * The widths the API serves a picture at (`/api/v1/images/{name}/{width}[.avif|.webp|.jpg]`). One
 * list for both sides: the API refuses any other width, the pages build their `srcset` from it.
 */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1600, 2000] as const;

/** The formats a variant is served in; without an extension the API chooses by `Accept`. */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp', 'jpg'] as const;

const VARIANT_URL = /^(.*\/images\/[^/?#]+)\/\d+\.(?:avif|webp|jpg)$/;

/** One candidate of a picture's `srcset`: its URL (format chosen by `Accept`) and its width. */
export interface ImageCandidate {
  url: string;
  width: number;
}

/**
 * The sizes a picture exists at, smallest first, up to its own width; empty for a picture the image
 * endpoint does not serve (an older SVG, an outside URL): it then has only its `url`.
 */
export function imageCandidates(image: Pick<Image, 'url' | 'width'>): ImageCandidate[] {
  const base = VARIANT_URL.exec(image.url)?.[1];
  if (!base) return [];
  return IMAGE_WIDTHS.filter((width) => width <= image.width).map((width) => ({ url: `${base}/${width}`, width }));
}

/** A `srcset` attribute (`url 320w, url 480w, …`) for a picture, or undefined when it has none. */
export function imageSrcSet(image: Pick<Image, 'url' | 'width'>): string | undefined {
  const candidates = imageCandidates(image);
  return candidates.length ? candidates.map((c) => `${c.url} ${c.width}w`).join(', ') : undefined;
}

/** The URL of the largest size of a picture (a zoom's full resolution), or its `url`. */
export function imageFullSize(image: Pick<Image, 'url' | 'width'>): string {
  return imageCandidates(image).at(-1)?.url ?? image.url;
}
