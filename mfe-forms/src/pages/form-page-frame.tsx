import { usePageRoute } from '@arbora/shared/platform';
import { PageFrame } from '@arbora/shared/ui/commerce';
import type { ReactNode } from 'react';
import styled from 'styled-components';

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

interface FormPageFrameProps {
  title: string;
  parent?: ParentPage;
  width?: 'narrow' | 'default';
  children: ReactNode;
}

/** The shared PageFrame with the form page's trail and its h1 as the form's name (id form-title). */
export function FormPageFrame({ title, parent, width = 'narrow', children }: FormPageFrameProps) {
  const path = usePageRoute().ctx.pathname;
  return (
    <PageFrame title={title} breadcrumbs={pageTrail(title, path, parent)} width={width} titleId="form-title">
      {children}
    </PageFrame>
  );
}
