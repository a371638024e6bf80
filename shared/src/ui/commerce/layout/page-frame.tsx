import { Breadcrumbs, type BreadcrumbItem } from '@arbora/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from './container';
import type { ContainerWidth } from './styles';

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

export interface PageFrameProps {
  title: string;
  /** The trail above the title (home, hub, this page), when the page shows one. */
  breadcrumbs?: readonly BreadcrumbItem[];
  /** narrow (a form), default 75rem */
  width?: ContainerWidth;
  /** The h1's id: a form takes its accessible name from the page title. */
  titleId?: string;
  children: ReactNode;
}

/** The frame of a task page (a form, the checkout's steps): the gutters, its trail, one h1, the content. */
export function PageFrame({ title, breadcrumbs, width = 'default', titleId, children }: PageFrameProps) {
  return (
    <Container width={width}>
      <Body>
        {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
        <h1 id={titleId}>{title}</h1>
        {children}
      </Body>
    </Container>
  );
}
