import type { Image } from '@arbora/shared/schemas';
import { Picture } from '@arbora/shared/ui';
import styled from 'styled-components';

const Frame = styled.div`
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

/** Below this width phones get the 3:2 crop. */
const PHONE = '(max-width: 47.99em)';

/** A cover spans the page's column: the 75rem container at most, the screen on a phone. */
const COVER_SIZES = '(min-width: 75rem) 75rem, 100vw';

interface PageCoverProps {
  image: Image;
  /** The 3:2 crop phones get (`covers_mobile`), below 48em. */
  mobile?: Image | undefined;
  /** The hero of the page: eager with high priority, preloaded by the server render (the LCP element). */
  priority?: boolean;
  /** Its width in the layout when it is not the page's column (the home's half-width hero). */
  sizes?: string;
}

/** A cover by width for the screen (shared Picture), with its phone crop, sized so the page does not shift. */
export function PageCover({ image, mobile, priority = false, sizes = COVER_SIZES }: PageCoverProps) {
  return (
    <Frame>
      <Picture image={image} sizes={sizes} crop={mobile ? { image: mobile, media: PHONE } : null} priority={priority} />
    </Frame>
  );
}
