import styled from 'styled-components';

export const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  /* On a phone the page numbers take the first row and « Précédente » / « Suivante » the next one
     (Edge), instead of wrapping wherever the row happens to break. */
  &::after {
    content: '';
    flex-basis: 100%;
    height: 0;
  }
  ${({ theme }) => theme.media.sm} {
    &::after {
      content: none;
    }
  }
`;

/** « Précédente » or « Suivante »: half of their own row each on a phone (wide targets), in line from sm. */
export const Edge = styled.li`
  order: 1;
  flex: 1 1 40%;
  & a {
    width: 100%;
  }
  ${({ theme }) => theme.media.sm} {
    order: 0;
    flex: none;
    & a {
      width: auto;
    }
  }
`;

export const PageLink = styled.span`
  & > a {
    display: inline-grid;
    place-items: center;
    min-width: 2.75rem;
    min-height: 2.75rem;
    padding-inline: ${({ theme }) => theme.space.xs};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface};
    text-decoration: none;
  }
  & > a[aria-current='page'] {
    background: ${({ theme }) => theme.color.primary};
    border-color: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

export const Gap = styled.span`
  padding-inline: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.color.textMuted};
`;
