import { t } from '@arbora/shared/messages';
import type { PageHeadFn, PageQueries } from '@arbora/shared/platform';
import { usePageRoute } from '@arbora/shared/platform';
import styled from 'styled-components';
import { searchResultsQuery, useSearchResults } from '../features/search/api/get-search-results';
import { NoResults } from '../features/search/components/no-results';
import { SearchResults } from '../features/search/components/search-results';
import { searchRequestOf } from '../features/search/lib/search-query';

const Main = styled.div`
  max-width: ${({ theme }) => theme.container.wide};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;

/** `/recherche?q=…` (page N: `/recherche/-p--N?q=…`); the route is `noindex`. */
export const pageQueries: PageQueries = (params, ctx) => {
  const request = searchRequestOf(ctx.searchParams, params.page);
  return request.status === 'ok' ? [searchResultsQuery(request.q, request.page)] : [];
};

export const pageHead: PageHeadFn = (_data, params, ctx) => {
  const request = searchRequestOf(ctx.searchParams, params.page);
  return {
    title: request.status === 'ok' ? `Recherche « ${request.q} »` : 'Recherche',
    description: 'Rechercher un produit, une catégorie ou un conseil sur le site Arbora.',
    canonical: '/recherche',
    noindex: true,
  };
};

function Results({ q, page }: { q: string; page: number }) {
  const result = useSearchResults(q, page);
  const total = result.products.pagination.total + result.categories.pagination.total + result.pages.pagination.total;
  if (total === 0) return <NoResults message={t('search_no_result', { query: q })} spellings={result.suggestions} />;
  return (
    <>
      <p role="status" data-testid="search-message">
        {total} résultat{total > 1 ? 's' : ''}
        {result.suggestions[0] ? ` pour « ${result.suggestions[0]} »` : ''}
      </p>
      <SearchResults result={result} page={page} />
    </>
  );
}

/** The site search's results: products (cards, paginated), categories and content pages. */
export default function SearchPage() {
  const { params, ctx } = usePageRoute();
  const request = searchRequestOf(ctx.searchParams, params.page);
  return (
    <Main>
      <h1>{request.q && request.status !== 'empty' ? `Résultats pour « ${request.q} »` : 'Recherche'}</h1>
      {request.status === 'ok' ? (
        <Results q={request.q} page={request.page} />
      ) : (
        <NoResults message={t(request.status === 'empty' ? 'search_query_empty' : 'search_query_invalid')} />
      )}
    </Main>
  );
}
