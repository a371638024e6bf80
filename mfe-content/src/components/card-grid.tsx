import { renderWhenNear } from '@arbora/shared/ui';
import styled, { css } from 'styled-components';
import type { CardGridEstimate } from './card-grid-estimate';

/**
 * A titled block of cards on a page: the home's tiles, testimonials, Océlia's ranges, push blocks.
 * `$estimate` (cardGridEstimate): its height before it is first laid out, on a phone and a desktop.
 */
export const CardSection = styled.section<{ $estimate?: CardGridEstimate }>`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ $estimate }) => renderWhenNear($estimate?.narrow ?? '30rem')}
  ${({ $estimate, theme }) =>
    $estimate &&
    css`
      ${theme.media.md} {
        contain-intrinsic-block-size: auto ${$estimate.wide};
      }
    `}
`;

export const CardSectionTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xl};
  color: ${({ theme }) => theme.color.heading};
`;

/** Cards at least `$min` wide (14rem by default), as many a row as fit; `$stretch`: a short row fills the width. */
export const CardList = styled.ul<{ $min?: string; $stretch?: boolean }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(
    ${({ $stretch }) => ($stretch ? 'auto-fit' : 'auto-fill')},
    minmax(${({ $min = '14rem' }) => $min}, 1fr)
  );
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
