import styled from 'styled-components';

export type PriceBlockSize = 'md' | 'lg';

export const PriceRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.125rem;
  color: ${({ theme }) => theme.color.price};
`;

export const FromText = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const MainLine = styled.p<{ $size: PriceBlockSize }>`
  margin: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.fontSize.xxl : theme.fontSize.xl)};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  line-height: ${({ theme }) => theme.lineHeight.tight};
`;

export const TaxLabel = styled.span`
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.medium};
`;

export const Previous = styled.del`
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const SmallLine = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.sm};
  color: ${({ theme }) => theme.color.textMuted};
`;
