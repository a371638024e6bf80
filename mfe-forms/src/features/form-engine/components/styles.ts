import styled from 'styled-components';

export const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h2,
  h3 {
    margin: ${({ theme }) => theme.space.md} 0 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
    color: ${({ theme }) => theme.color.heading};
  }
  h3 {
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
`;

/** Short fields two by two from tablets up; text areas and choices take the full width. */
export const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
    .wide {
      grid-column: 1 / -1;
    }
  }
`;

export const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme }) => theme.color.severity.error.border};
  background: ${({ theme }) => theme.color.severity.error.background};
  color: ${({ theme }) => theme.color.severity.error.text};
  &:focus {
    outline: 3px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
`;
