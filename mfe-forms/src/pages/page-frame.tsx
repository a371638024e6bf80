import { usePageRoute } from '@arbora/shared/platform';
import { Breadcrumbs } from '@arbora/shared/ui';
import { Container } from '@arbora/shared/ui/commerce';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xxl};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xxl};
    color: ${({ theme }) => theme.color.heading};
  }
`;

export const Intro = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSize.lg};
  color: ${({ theme }) => theme.color.textMuted};
`;

interface PageFrameProps {
  title: string;
  trail?: { label: string; to: string }[];
  width?: 'narrow' | 'default';
  children: ReactNode;
}

/** Breadcrumbs, the page's h1 (id form-title: the form's accessible name) and its content. */
export function PageFrame({ title, trail = [], width = 'narrow', children }: PageFrameProps) {
  const path = usePageRoute().ctx.pathname;
  return (
    <Container width={width}>
      <Body>
        <Breadcrumbs
          items={[
            { label: 'Accueil', route: '/' },
            ...trail.map((item) => ({ label: item.label, route: item.to })),
            { label: title, route: path },
          ]}
        />
        <h1 id="form-title">{title}</h1>
        {children}
      </Body>
    </Container>
  );
}
