import { use } from 'react';
import { imageSrcSet } from '@arbora/shared/format';
import type { Image } from '@arbora/shared/schemas';
import { PicturePreloadContext, type PicturePreload } from './picture-preload';

export interface PictureCrop {
  image: Image;
  /** when this crop is shown instead of the main one, e.g. '(max-width: 47.99em)' */
  media: string;
  /** its rendered width under that query (`sizes`); the main picture's when absent */
  sizes?: string;
}

export interface PictureProps {
  image: Image;
  /**
   * The rendered width of the picture in the layout, as the `sizes` attribute: the browser picks
   * the smallest width of the `srcset` that fills it, e.g. '(min-width: 64em) 25vw, 50vw'.
   */
  sizes: string;
  /** another crop for some screens (a phone's 3:2 cover under a wide banner) */
  crop?: PictureCrop | null;
  /**
   * The page's largest picture in its first screen: loaded eagerly with `fetchpriority="high"` and
   * preloaded by the server render. Every other picture is lazy.
   */
  priority?: boolean;
  /** replaces the image's own alt (empty when a nearby text already names it) */
  alt?: string;
  className?: string;
}

/**
 * A picture of the API at the size the layout shows it: `srcset` of every width the image endpoint
 * serves up to the picture's own (the format follows the browser's `Accept`), `sizes` from the
 * layout, width and height so nothing moves while it loads, lazy unless `priority`.
 */
export function Picture({ image, sizes, crop, priority = false, alt, className }: PictureProps) {
  const report = use(PicturePreloadContext);
  const srcSet = imageSrcSet(image);
  const cropSrcSet = crop ? imageSrcSet(crop.image) : undefined;
  const cropSizes = crop?.sizes ?? sizes;
  if (priority && report) {
    const preload = (shown: Image, srcset: string | undefined, imagesizes: string, media?: string): PicturePreload => ({
      href: shown.url,
      ...(srcset ? { imagesrcset: srcset, imagesizes } : {}),
      ...(media ? { media } : {}),
    });
    report(
      crop
        ? [
            preload(crop.image, cropSrcSet, cropSizes, crop.media),
            preload(image, srcSet, sizes, `not all and ${crop.media}`),
          ]
        : [preload(image, srcSet, sizes)],
    );
  }
  const img = (
    <img
      src={image.url}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={crop ? undefined : className}
    />
  );
  if (!crop) return img;
  return (
    <picture className={className}>
      <source
        media={crop.media}
        srcSet={cropSrcSet ?? crop.image.url}
        sizes={cropSrcSet ? cropSizes : undefined}
        width={crop.image.width}
        height={crop.image.height}
      />
      {img}
    </picture>
  );
}
