import styled from 'styled-components';

export type RatingSize = 'sm' | 'md';

export const RatingRoot = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

export const Stars = styled.span<{ $size: RatingSize }>`
  position: relative;
  display: inline-flex;
  line-height: 0;
  color: ${({ theme }) => theme.color.starEmpty};

  & svg {
    width: ${({ $size }) => ($size === 'sm' ? '1rem' : '1.25rem')};
    height: ${({ $size }) => ($size === 'sm' ? '1rem' : '1.25rem')};
    flex: none;
  }
`;

/** The filled stars, clipped to the rating: 4.5 of 5 shows 90 % of the row. */
export const Filled = styled.span<{ $percent: number }>`
  position: absolute;
  inset: 0;
  display: inline-flex;
  width: ${({ $percent }) => $percent}%;
  overflow: hidden;
  color: ${({ theme }) => theme.color.star};
`;

export const Count = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
