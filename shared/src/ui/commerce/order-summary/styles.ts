import styled, { css } from 'styled-components';

export const List = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  > div {
    display: flex;
    justify-content: space-between;
    align-items: baseline;
    gap: ${({ theme }) => theme.space.md};
  }
`;

export const Amount = styled.dd`
  margin: 0;
  text-align: right;
  white-space: nowrap;
  font-variant-numeric: tabular-nums;
`;

export const Note = styled.span`
  display: block;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.regular};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
  white-space: normal;
`;

/** The rule above a summary's first total. */
const ruled = css`
  padding-top: ${({ theme }) => theme.space.xs};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

/** The amount charged, TTC. */
const charged = css`
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.heading};
`;

export const Total = styled.div`
  ${ruled}
  ${charged}
`;

/** A professional's summary: « Total HT » under the lines, then the VAT and the TTC total. */
export const TotalHt = styled.div`
  ${ruled}
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

export const TotalTtc = styled.div`
  ${charged}
`;
