import type { ReactNode } from 'react';
import styled from 'styled-components';

const Main = styled.div`
  max-width: ${({ theme }) => theme.container.default};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xxl};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xxl};
    color: ${({ theme }) => theme.color.heading};
  }
`;

/** The frame of every checkout page: one h1, the content below. */
export function PageFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Main>
      <h1>{title}</h1>
      {children}
    </Main>
  );
}

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
