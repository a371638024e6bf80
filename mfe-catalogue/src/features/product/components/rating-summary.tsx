import { formatDecimal } from '@arbora/shared/format';
import { Rating } from '@arbora/shared/ui';
import styled from 'styled-components';

const Root = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Average = styled.span`
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  color: ${({ theme }) => theme.color.text};
`;

const Count = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/**
 * A product's rating as a shopper reads it: the stars, « 4,6/5 » and « (12 avis) ». The stars'
 * text alternative says the number (« Note : 4,6 sur 5 »); the figure beside them, the same to
 * one decimal, is for the eye only, so that a screen reader does not read it twice.
 */
export function RatingSummary({ average, count, size = 'md' }: { average: number; count: number; size?: 'sm' | 'md' }) {
  return (
    <Root>
      <Rating value={average} size={size} />
      <Average aria-hidden="true">{formatDecimal(Math.min(Math.max(average, 0), 5))}/5</Average>
      <Count>({count}&nbsp;avis)</Count>
    </Root>
  );
}
