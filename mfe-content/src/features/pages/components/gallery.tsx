import type { Image } from '@arbora/shared/schemas';
import styled from 'styled-components';
import { Picture } from '@arbora/shared/ui';

/** Columns of 14rem or more: a third of the page's width at most, the screen on a phone. */
const GALLERY_SIZES = '(min-width: 48em) 24rem, 92vw';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
`;

/** The photos of a realisation (its covers after the first, then its illustrated blocks). */
export function Gallery({ images }: { images: Image[] }) {
  if (!images.length) return null;
  return (
    <section aria-labelledby="gallery-title">
      <h2 id="gallery-title">Galerie photos</h2>
      <List>
        {images.map((image) => (
          <li key={image.url}>
            <Picture image={image} sizes={GALLERY_SIZES} />
          </li>
        ))}
      </List>
    </section>
  );
}
