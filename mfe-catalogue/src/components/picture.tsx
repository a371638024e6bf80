import { useInlineImage } from '@arbora/shared/platform';
import type { Image } from '@arbora/shared/schemas';

export interface PictureProps {
  image: Image;
  /** a narrower crop for phones (category covers) */
  mobile?: Image | null;
  /** the largest image of the first screen loads eagerly (LCP); the rest lazily */
  priority?: boolean;
  /** override of the image's own alt (empty when a nearby text already names it) */
  alt?: string;
  className?: string;
}

/**
 * An API image as WebP with its SVG fallback, width and height set so nothing jumps on load. With
 * priority, the picture a phone shows is written into the server's HTML when it is small.
 */
export function Picture({ image, mobile, priority = false, alt, className }: PictureProps) {
  const phone = useInlineImage((mobile ?? image).url_webp, priority);
  return (
    <picture className={className}>
      {mobile ? <source media="(max-width: 47.99em)" srcSet={phone} type="image/webp" /> : null}
      <source srcSet={mobile ? image.url_webp : phone} type="image/webp" />
      <img
        src={image.url}
        alt={alt ?? image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        {...(priority ? { fetchPriority: 'high' as const } : {})}
      />
    </picture>
  );
}
