import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  padding-block: ${({ theme }) => theme.space.xl};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.xxl};
`;

export const Subheading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
`;

export const Demo = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

interface SectionProps {
  id: string;
  title: string;
  children: ReactNode;
}

/** A chapter of the styleguide, reachable from the table of contents by its id. */
export function Section({ id, title, children }: SectionProps) {
  return (
    <Root aria-labelledby={`${id}-title`} id={id}>
      <Heading id={`${id}-title`}>{title}</Heading>
      {children}
    </Root>
  );
}
