import type { Image } from '@arbora/shared/schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  color: ${({ theme }) => theme.color.heading};
`;

const Grid = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
`;

const Tile = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  a {
    color: ${({ theme }) => theme.color.link};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

export interface TileItem {
  key: string | number;
  title: string;
  href: string;
  text?: string;
  image?: Image | null;
  extra?: ReactNode;
}

/** A titled grid of linked tiles: categories, realisations, articles on the home page. */
export function TileGrid({ id, title, items }: { id: string; title: string; items: TileItem[] }) {
  if (items.length === 0) return null;
  return (
    <Section aria-labelledby={id}>
      <Heading id={id}>{title}</Heading>
      <Grid>
        {items.map((item) => (
          <Tile key={item.key}>
            {item.image ? (
              <img src={item.image.url} alt="" width={item.image.width} height={item.image.height} loading="lazy" />
            ) : null}
            <Link to={item.href}>{item.title}</Link>
            {item.text ? <p>{item.text}</p> : null}
            {item.extra}
          </Tile>
        ))}
      </Grid>
    </Section>
  );
}
