import { t } from '@arbora/shared/messages/catalogue';
import type { PageHeadFn, PageQueries } from '@arbora/shared/platform';
import { usePageRoute } from '@arbora/shared/platform';
import type { SearchResult } from '@arbora/shared/schemas';
import styled from 'styled-components';
import { searchResultsQuery, useSearchResults } from '../features/search/api/get-search-results';
import { NoResults } from '../features/search/components/no-results';
import { SearchResults } from '../features/search/components/search-results';
import { resultsPath, searchRequestOf, type SearchFilters } from '../features/search/lib/search-query';
import { useSearchFilterControls } from './search-page-filters';

const Main = styled.div`
  max-width: ${({ theme }) => theme.container.default};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
`;

/** `/recherche?q=…&filtres=…` (page N: `/recherche/-p--N?q=…`); the route is `noindex`. */
export const pageQueries: PageQueries = (params, ctx) => {
  const request = searchRequestOf(ctx.searchParams, params.page);
  return request.status === 'ok' ? [searchResultsQuery(request.q, request.page, request.filters)] : [];
};

export const pageHead: PageHeadFn = ([result], params, ctx) => {
  const request = searchRequestOf(ctx.searchParams, params.page);
  const searched =
    request.status === 'ok'
      ? searchedQuery(request.q, result as SearchResult | undefined, Object.keys(request.filters).length > 0)
      : '';
  return {
    title: searched ? `Recherche «\u00a0${searched}\u00a0»` : 'Recherche',
    description: 'Rechercher un produit, une catégorie ou un conseil sur le site Arbora.',
    canonical: '/recherche',
    noindex: true,
  };
};

const quoted = (text: string) => `«\u00a0${text}\u00a0»`;

const totalOf = (result: SearchResult) =>
  result.products.pagination.total + result.categories.pagination.total + result.pages.pagination.total;

/**
 * What the results shown are for: the API searches the corrected spelling (`suggestions[0]`) of a
 * word no text of the catalogue holds. A search that found nothing at all (no filter to blame) is
 * told for what was typed, with the corrected spelling to try.
 */
export function searchedQuery(q: string, result: SearchResult | undefined, filtering: boolean): string {
  const corrected = result?.suggestions[0];
  return corrected && (filtering || totalOf(result) > 0) ? corrected : q;
}

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;

/** « 26 produits, 1 catégorie et 3 pages »: the groups that found something. */
function summaryOf(result: SearchResult): string {
  const parts = [
    [result.products.pagination.total, 'produit'],
    [result.categories.pagination.total, 'catégorie'],
    [result.pages.pagination.total, 'page'],
  ] as const;
  const found = parts.filter(([n]) => n > 0).map(([n, word]) => plural(n, word));
  return found.length > 1 ? `${found.slice(0, -1).join(', ')} et ${found.at(-1)}` : (found[0] ?? '');
}

function Results({ q, page, filters }: { q: string; page: number; filters: SearchFilters }) {
  const result = useSearchResults(q, page, filters);
  const total = totalOf(result);
  const filtering = Object.keys(filters).length > 0;
  const controls = useSearchFilterControls(q, filters, result.facets, result.products.pagination.total);
  const searched = searchedQuery(q, result, filtering);
  const figures = summaryOf(result);
  const correction = `Votre saisie ${quoted(q)} a été corrigée en ${quoted(searched)}.`;
  if (total === 0 && !filtering)
    return (
      <>
        <h1>Résultats pour {quoted(q)}</h1>
        <NoResults message={t('search_no_result', { query: q })} spellings={result.suggestions} />
      </>
    );
  return (
    <>
      {/* The heading says what was searched; the typed spelling, which the API replaced because no
          text of the catalogue holds it (so it would find nothing), is told beside the figures. */}
      <h1>Résultats pour {quoted(searched)}</h1>
      <p role="status" data-testid="search-message">
        {searched === q ? figures : [figures, correction].filter(Boolean).join('. ')}
      </p>
      <SearchResults
        result={result}
        page={page}
        basePath={resultsPath(q, filters)}
        filtering={filtering}
        sidebar={controls.sidebar}
        toolbar={controls.toolbar}
      />
    </>
  );
}

/** The site search's results: products (cards, paginated), categories and content pages. */
export default function SearchPage() {
  const { params, ctx } = usePageRoute();
  const request = searchRequestOf(ctx.searchParams, params.page);
  return (
    <Main>
      {request.status === 'ok' ? (
        <Results q={request.q} page={request.page} filters={request.filters} />
      ) : (
        <>
          <h1>{request.q && request.status !== 'empty' ? `Résultats pour ${quoted(request.q)}` : 'Recherche'}</h1>
          <NoResults message={t(request.status === 'empty' ? 'search_query_empty' : 'search_query_invalid')} />
        </>
      )}
    </Main>
  );
}
