import styled from 'styled-components';

// The checkout's page parts; the page's frame (its h1, the gutters) is PageFrame from
// @arbora/shared/ui/commerce.

/** Two columns from the tablet up: the content, then the summary aside. */
export const TwoColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(18rem, 1fr);
  }
`;

/** A block with a border (a line, a summary, a step of the form). */
export const Panel = styled.section`
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.md};
  padding: ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    color: ${({ theme }) => theme.color.heading};
  }
`;

/** A message in the page (role alert when it tells a failure). */
export const Notice = styled.div<{ $tone: 'error' | 'warn' | 'info' | 'success' }>`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme, $tone }) => theme.color.severity[$tone].border};
  background: ${({ theme, $tone }) => theme.color.severity[$tone].background};
  color: ${({ theme, $tone }) => theme.color.severity[$tone].text};
  border-radius: ${({ theme }) => theme.radius.sm};
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  align-items: center;
  justify-content: space-between;
  p {
    margin: 0;
  }
`;
