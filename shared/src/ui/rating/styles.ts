import styled, { css } from 'styled-components';

export type RatingSize = 'sm' | 'md';

const STAR_PATH = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';

/** One star as a mask image: outlined for the empty row, filled for the rating. */
function starMask(filled: boolean): string {
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 24 24'><path d='${STAR_PATH}' ` +
    `fill='${filled ? '#000' : 'none'}' stroke='#000' stroke-width='1.5' stroke-linejoin='round'/></svg>`;
  return `url("data:image/svg+xml,${encodeURIComponent(svg)}")`;
}

const SIZE: Record<RatingSize, string> = { sm: '1rem', md: '1.25rem' };

/** A row of stars painted in the current background colour, one star per `size`. */
const starRow = (filled: boolean) => {
  const mask = `${starMask(filled)} repeat-x 0 0 / var(--star-size) var(--star-size)`;
  return css`
    -webkit-mask: ${mask};
    mask: ${mask};
  `;
};

export const RatingRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** The empty stars (its ::before), sized for `max` stars. */
export const Stars = styled.span<{ $size: RatingSize; $max: number }>`
  --star-size: ${({ $size }) => SIZE[$size]};
  position: relative;
  display: inline-block;
  flex: none;
  width: calc(var(--star-size) * ${({ $max }) => $max});
  height: var(--star-size);

  &::before {
    content: '';
    position: absolute;
    inset: 0;
    background-color: ${({ theme }) => theme.color.starEmpty};
    ${starRow(false)}
  }

  @media (forced-colors: active) {
    forced-color-adjust: none;
    &::before {
      background-color: GrayText;
    }
  }
`;

/** The filled stars, clipped to the rating: 4.5 of 5 shows 90 % of the row. */
export const Filled = styled.span<{ $percent: number }>`
  position: absolute;
  inset: 0 auto 0 0;
  width: ${({ $percent }) => $percent}%;
  background-color: ${({ theme }) => theme.color.star};
  ${starRow(true)}

  @media (forced-colors: active) {
    forced-color-adjust: none;
    background-color: CanvasText;
  }
`;

export const Count = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
