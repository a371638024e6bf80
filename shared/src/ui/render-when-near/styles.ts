import { css } from 'styled-components';

/**
 * For a block below the fold on a phone (reviews, related products, card lists):
 * the browser skips its layout and paint until it comes near the viewport (`content-visibility:
 * auto`). On a long page that is most of the first layout, a long task on a phone's main thread.
 * The text stays in the page for find-in-page, anchors and screen readers. `estimatedHeight`
 * holds the place until the block is first rendered; then the browser remembers its real height
 * (`auto`), so the scrollbar does not jump back. The block's overflow is clipped (paint
 * containment); `overflow-clip-margin` leaves room for the cards' shadows and focus rings.
 */
export const renderWhenNear = (estimatedHeight: string) => css`
  content-visibility: auto;
  contain-intrinsic-block-size: auto ${estimatedHeight};
  overflow-clip-margin: ${({ theme }) => theme.space.md};
`;
