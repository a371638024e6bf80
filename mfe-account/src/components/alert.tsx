import type { ReactNode } from 'react';
import styled from 'styled-components';

type Tone = 'error' | 'success' | 'info';

const Box = styled.div<{ $tone: Tone }>`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-left: 4px solid ${({ theme, $tone }) => theme.color.severity[$tone].border};
  background: ${({ theme, $tone }) => theme.color.severity[$tone].background};
  color: ${({ theme, $tone }) => theme.color.severity[$tone].text};
  p {
    margin: 0;
  }
`;

/**
 * A message inside a page or form. Errors are announced (role=alert) because they answer what the
 * shopper just did; the others are status messages (role=status), read politely.
 */
export function Alert({ tone = 'error', children }: { tone?: Tone; children: ReactNode }) {
  return (
    <Box $tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </Box>
  );
}
