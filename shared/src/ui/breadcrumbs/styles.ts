import styled from 'styled-components';

export const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Item = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};

  /* separator drawn with borders: no text for screen readers to read out */
  & + &::before {
    content: '';
    display: inline-block;
    width: 0.4em;
    height: 0.4em;
    margin-inline: 0.35em 0.5em;
    border-top: 1.5px solid ${({ theme }) => theme.color.textMuted};
    border-right: 1.5px solid ${({ theme }) => theme.color.textMuted};
    transform: rotate(45deg);
  }

  & a[aria-current='page'] {
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;
