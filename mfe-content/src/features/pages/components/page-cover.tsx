import type { Image } from '@arbora/shared/schemas';
import styled from 'styled-components';

const Picture = styled.picture`
  display: block;
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

interface PageCoverProps {
  image: Image;
  /** The hero of the page: loaded eagerly with high priority (it is the LCP element). */
  priority?: boolean;
}

/** A cover in WebP with its fallback, with width and height so the page does not shift. */
export function PageCover({ image, priority = false }: PageCoverProps) {
  return (
    <Picture>
      <source srcSet={image.url_webp} type="image/webp" />
      <img
        src={image.url}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        decoding="async"
      />
    </Picture>
  );
}
