import type { Image } from '@arbora/shared/schemas';
import styled from 'styled-components';

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
            <img src={image.url} alt={image.alt} width={image.width} height={image.height} loading="lazy" />
          </li>
        ))}
      </List>
    </section>
  );
}
