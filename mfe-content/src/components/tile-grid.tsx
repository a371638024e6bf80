import type { Image } from '@arbora/shared/schemas';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { CardList, CardSection, CardSectionTitle, cardSurface } from './card-grid';
import { cardGridEstimate } from './card-grid-estimate';
import { cardPictureSizes } from './card-grid-layout';
import { Picture } from '@arbora/shared/ui';

/** A card's button under its text (the home's « Ajouter au panier »), and the gap above it. */
const EXTRA_REM = 3.25;
/** The « see all » line under the grid (its paragraph's margins and a 24 px target), as the testimonials'. */
const MORE_REM = 4.5;

/** The « see all » link under a grid: a target at least 24 px high (WCAG 2.5.8). */
const More = styled.p`
  > a {
    display: inline-flex;
    align-items: center;
    min-height: 1.5rem;
  }
`;

/** A card's picture: its column's width in each of the grid's column ranges. */
const CARD_SIZES = cardPictureSizes();
const PAIRED_CARD_SIZES = cardPictureSizes({ phonePairs: true });

/** The tile's title link. Its own component: a button link under the text (« Voir les options ») keeps its colours. */
const TileLink = styled(Link)`
  color: ${({ theme }) => theme.color.link};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Tile = styled.li`
  ${cardSurface}
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.sm};
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
  /** `text` as shown when it needs markup (a price's unit kept whole); `text` still sizes the grid. */
  textNode?: ReactNode;
  image?: Image | null;
  extra?: ReactNode;
}

/**
 * A titled grid of linked tiles: categories, realisations, articles, Océlia's ranges. `phonePairs`:
 * two tiles a row on a phone (pictured tiles, as a shop's grids show them), not one under another.
 */
export function TileGrid({
  id,
  title,
  items,
  phonePairs = false,
  more,
}: {
  id: string;
  title: string;
  items: TileItem[];
  phonePairs?: boolean;
  /** A link to the whole list under the grid (« Voir toutes les réalisations »). */
  more?: { to: string; label: string };
}) {
  if (items.length === 0) return null;
  const sizes = phonePairs ? PAIRED_CARD_SIZES : CARD_SIZES;
  return (
    <CardSection
      aria-labelledby={id}
      $estimate={cardGridEstimate(
        title,
        items.map((item) => ({
          ratio: item.image ? item.image.height / item.image.width : 0,
          title: item.title,
          text: item.text,
          extraRem: item.extra ? EXTRA_REM : 0,
        })),
        { phonePairs, afterRem: more ? MORE_REM : 0 },
      )}
    >
      <CardSectionTitle id={id}>{title}</CardSectionTitle>
      <CardList $phonePairs={phonePairs}>
        {items.map((item) => (
          <Tile key={item.key}>
            {item.image ? <Picture image={item.image} sizes={sizes} alt="" /> : null}
            <TileLink to={item.href}>{item.title}</TileLink>
            {item.text ? <p>{item.textNode ?? item.text}</p> : null}
            {item.extra}
          </Tile>
        ))}
      </CardList>
      {more ? (
        <More>
          <Link to={more.to}>{more.label}</Link>
        </More>
      ) : null}
    </CardSection>
  );
}
