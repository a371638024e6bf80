import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.section`
  max-width: 32rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0;
    color: ${({ theme }) => theme.color.heading};
  }
  p {
    margin: 0;
  }
`;

/** The frame of an account page: a narrow column named by its heading. */
export function PageSection({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <Root aria-labelledby="account-page-title">
      <h1 id="account-page-title">{title}</h1>
      {children}
    </Root>
  );
}
