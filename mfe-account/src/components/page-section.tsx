import { Breadcrumbs, type BreadcrumbItem } from '@arbora/shared/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Root = styled.section<{ $wide: boolean }>`
  max-width: ${({ $wide }) => ($wide ? '64rem' : '32rem')};
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

/**
 * The frame of an account page: a column (narrow for forms) named by its heading, its trail above
 * the heading as on every other page of the site.
 */
export function PageSection({
  title,
  breadcrumbs,
  wide = false,
  children,
}: {
  title: ReactNode;
  breadcrumbs?: readonly BreadcrumbItem[];
  /** Lists and tables need more room than a form. */
  wide?: boolean;
  children?: ReactNode;
}) {
  return (
    <Root aria-labelledby="account-page-title" $wide={wide}>
      {breadcrumbs ? <Breadcrumbs items={breadcrumbs} /> : null}
      <h1 id="account-page-title">{title}</h1>
      {children}
    </Root>
  );
}
