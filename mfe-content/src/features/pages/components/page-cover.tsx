import { useInlineImage } from '@arbora/shared/platform';
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
  /** The square crop phones get (`covers_mobile`), below 48em. */
  mobile?: Image | undefined;
  /** The hero of the page: loaded eagerly with high priority (it is the LCP element). */
  priority?: boolean;
}

const PHONE = '(max-width: 47.99em)';

/**
 * A cover in WebP with its fallback and its mobile crop, sized so the page does not shift. The hero
 * a phone shows is written into the server's HTML when it is small (no second round trip for it).
 */
export function PageCover({ image, mobile, priority = false }: PageCoverProps) {
  const phone = useInlineImage((mobile ?? image).url_webp, priority);
  return (
    <Picture>
      {mobile ? (
        <source srcSet={phone} type="image/webp" media={PHONE} width={mobile.width} height={mobile.height} />
      ) : null}
      {mobile ? <source srcSet={mobile.url} media={PHONE} width={mobile.width} height={mobile.height} /> : null}
      <source srcSet={mobile ? image.url_webp : phone} type="image/webp" />
      <img
        src={image.url}
        alt={image.alt}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        // The cover is the page's largest paint: decoded with the frame, not after it.
        decoding={priority ? 'sync' : 'async'}
      />
    </Picture>
  );
}
