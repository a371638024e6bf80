import { renderWhenNear } from '@arbora/shared/ui';
import styled, { css } from 'styled-components';
import type { CardGridEstimate } from './card-grid-estimate';
import { CARD_GRID } from './card-grid-layout';

/**
 * A titled block of cards on a page: the home's tiles, testimonials, Océlia's ranges, push blocks.
 * `$estimate` (cardGridEstimate): its height before it is first laid out, for each column count
 * of its grid (the first as the base, the others from the width where the grid has them).
 */
export const CardSection = styled.section<{ $estimate?: CardGridEstimate }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ $estimate }) => renderWhenNear($estimate?.[0]?.size ?? '30rem')}
  ${({ $estimate }) =>
    $estimate?.slice(1).map(
      ({ fromRem, size }) => css`
        @media (min-width: ${fromRem}em) {
          contain-intrinsic-block-size: auto ${size};
        }
      `,
    )}
`;

export const CardSectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  color: ${({ theme }) => theme.color.heading};
`;

/**
 * Cards at least `$minRem` wide (CARD_GRID's by default), as many a row as fit (columnRanges says
 * where they change); `$stretch`: a short row fills the width; `$phonePairs`: two a row from
 * CARD_GRID.pairsFromRem, each half the row until `$minRem` fits twice.
 */
export const CardList = styled.ul<{ $minRem?: number; $stretch?: boolean; $phonePairs?: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${CARD_GRID.gapRem}rem;
  grid-template-columns: repeat(
    ${({ $stretch }) => ($stretch ? 'auto-fit' : 'auto-fill')},
    minmax(${({ $minRem = CARD_GRID.minColumnRem }) => $minRem}rem, 1fr)
  );
  ${({ $phonePairs, $minRem = CARD_GRID.minColumnRem }) =>
    $phonePairs &&
    css`
      @media (min-width: ${CARD_GRID.pairsFromRem}em) {
        grid-template-columns: repeat(auto-fill, minmax(min(${$minRem}rem, (100% - ${CARD_GRID.gapRem}rem) / 2), 1fr));
      }
    `}
`;

/** The card itself: a raised surface whose parts stack from the top. */
export const cardSurface = css`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
  padding: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
`;
