import { Button, Link } from '@arbora/shared/ui';
import styled from 'styled-components';

export interface HubItem {
  to: string;
  title: string;
  line: string;
  image: string;
  /** « devis sur photo » page of this product family, if any */
  photoPage?: string | null;
  cta: string;
}

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding-bottom: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface};
  overflow: hidden;
  > *:not(img) {
    margin: 0 ${({ theme }) => theme.space.md};
  }
  img {
    width: 100%;
    height: auto;
    aspect-ratio: 3 / 2;
    object-fit: cover;
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSize.lg};
    margin-top: ${({ theme }) => theme.space.xs};
    margin-bottom: 0;
  }
  p {
    flex: 1;
  }
`;

// Site-relative (the shell proxies /api): the same URL whether the page is rendered on the server or not.
const MEDIA = '/api/v1/media/realisation';

/** The cards of a hub (/devis, /echantillons): picture, a line of text, the way to the form. */
export function HubGrid({ items, label }: { items: readonly HubItem[]; label: string }) {
  return (
    <Grid aria-label={label}>
      {items.map((item) => (
        <Item key={item.to}>
          <img src={`${MEDIA}/${item.image}-480x320.webp`} alt="" width={480} height={320} loading="lazy" />
          <h2>{item.title}</h2>
          <p>{item.line}</p>
          <div>
            <Button to={item.to} aria-label={`${item.cta}\u00a0: ${item.title}`}>
              {item.cta}
            </Button>
          </div>
          {item.photoPage && (
            <p>
              <Link to={item.photoPage}>Devis sur photo&nbsp;: comment photographier votre projet</Link>
            </p>
          )}
        </Item>
      ))}
    </Grid>
  );
}
