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

/** A hub a form page belongs to (« Devis », « Échantillons »). */
export interface ParentPage {
  label: string;
  to: string;
}

/** A form page's breadcrumb trail: the home page, its hub, itself (its Breadcrumbs and its JSON-LD). */
export const pageTrail = (title: string, path: string, parent?: ParentPage) => [
  { label: 'Accueil', route: '/' },
  ...(parent ? [{ label: parent.label, route: parent.to }] : []),
  { label: title, route: path },
];

interface PageFrameProps {
  title: string;
  parent?: ParentPage;
  width?: 'narrow' | 'default';
  children: ReactNode;
}

/** Breadcrumbs, the page's h1 (id form-title: the form's accessible name) and its content. */
export function PageFrame({ title, parent, width = 'narrow', children }: PageFrameProps) {
  const path = usePageRoute().ctx.pathname;
  return (
    <Container width={width}>
      <Body>
        <Breadcrumbs items={pageTrail(title, path, parent)} />
        <h1 id="form-title">{title}</h1>
        {children}
      </Body>
    </Container>
  );
}
