import { moneyFromWire } from '@arbora/shared/format';
import type { SearchResult } from '@arbora/shared/schemas';
import { Link, Pagination, ProductCard } from '@arbora/shared/ui';
import styled from 'styled-components';
import { resultsPath } from '../lib/search-query';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  h2 {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: ${({ theme }) => theme.space.lg};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
  }
`;

const PageList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  p {
    margin: ${({ theme }) => theme.space.xxs} 0 0;
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

const count = (n: number, one: string, many: string) => `${n} ${n > 1 ? many : one}`;

/** The results of a search: products as the list's cards (paginated), then categories and pages. */
export function SearchResults({ result, page }: { result: SearchResult; page: number }) {
  const { products, categories, pages } = result;
  return (
    <>
      {products.pagination.total > 0 ? (
        <Section aria-labelledby="search-products">
          <h2 id="search-products">Produits ({products.pagination.total})</h2>
          <Grid>
            {products.items.map((product, index) => (
              <li key={product.id}>
                <ProductCard
                  name={product.name}
                  href={product.url}
                  priority={index < 2 && page === 1}
                  image={{ src: product.cover.url, alt: '', width: product.cover.width, height: product.cover.height }}
                  price={{ ttc: moneyFromWire(product.prices_from.ttc), from: product.type === 'configurable' }}
                  {...(product.rating.count
                    ? { rating: { value: product.rating.average, count: product.rating.count } }
                    : {})}
                  description={product.reference}
                />
              </li>
            ))}
          </Grid>
          <Pagination
            basePath={resultsPath(result.query)}
            currentPage={page}
            pageCount={products.pagination.pages}
            label="Pages de résultats produits"
          />
        </Section>
      ) : null}
      {categories.items.length > 0 ? (
        <Section aria-labelledby="search-categories">
          <h2 id="search-categories">Catégories ({categories.pagination.total})</h2>
          <Chips>
            {categories.items.map((category) => (
              <li key={category.id}>
                <Link to={category.url}>{category.name}</Link>
              </li>
            ))}
          </Chips>
        </Section>
      ) : null}
      {pages.items.length > 0 ? (
        <Section aria-labelledby="search-pages">
          <h2 id="search-pages">Conseils et pages ({count(pages.pagination.total, 'page', 'pages')})</h2>
          <PageList>
            {pages.items.map((item) => (
              <li key={item.id}>
                <Link to={item.url}>{item.title}</Link>
                {item.text ? <p>{item.text.length > 180 ? `${item.text.slice(0, 177)}…` : item.text}</p> : null}
              </li>
            ))}
          </PageList>
        </Section>
      ) : null}
    </>
  );
}
