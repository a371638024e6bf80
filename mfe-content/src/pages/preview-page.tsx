import type { PageHeadFn, PageQueries } from '@arbora/shared/platform';
import { usePageRoute } from '@arbora/shared/platform';
import type { Page } from '@arbora/shared/schemas';
import { useSuspenseQuery } from '@tanstack/react-query';
import styled from 'styled-components';
import { ContentArticle } from '../features/pages/components/content-article';
import { contentPageHead } from '../features/pages/lib/page-head';
import { previewQuery } from '../features/preview/api/get-preview';

const Banner = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.severity.warn.background};
  color: ${({ theme }) => theme.color.severity.warn.text};
  text-align: center;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

export const pageQueries: PageQueries = (params, ctx) => [
  previewQuery(params.slug ?? '', ctx.searchParams.get('token')),
];

export const pageHead: PageHeadFn = (data) => contentPageHead(data[0] as Page, { noindex: true });

/** `/preview/{slug}?token=…`: a draft as it will look, for whoever holds a valid preview token. */
export default function PreviewPage() {
  const { params, ctx } = usePageRoute();
  const page = useSuspenseQuery(previewQuery(params.slug ?? '', ctx.searchParams.get('token'))).data;
  return (
    <>
      <Banner role="status">
        Aperçu {page.status === 'draft' ? 'd’un brouillon' : 'de la page'} : cette page n’est pas visible des visiteurs.
      </Banner>
      <ContentArticle page={page} />
    </>
  );
}
