import type { SearchResult } from '@arbora/shared/schemas';
import { Link } from '@arbora/shared/ui';
import { Pagination, ProductCard } from '@arbora/shared/ui/commerce';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { CardGrid } from '../../../components/card-grid';
import { soldOutBadge, summaryCardPrice } from '../../../components/product-summary-card';

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space.xl};
  h2 {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

/** Phone: one column (the filters are a drawer); from lg: the facets beside the cards. */
const ProductLayout = styled.div<{ $withSidebar: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: ${({ $withSidebar }) => ($withSidebar ? '15rem minmax(0, 1fr)' : 'minmax(0, 1fr)')};
    align-items: start;
  }
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

export interface SearchResultsProps {
  result: SearchResult;
  page: number;
  /** The first page of these results (query and filters): pagination adds `-p--N` to it. */
  basePath: string;
  /** The product facets' sidebar (FilterSidebar), beside the cards from lg (the page composes it). */
  sidebar?: ReactNode;
  /** Above the cards: the chosen filters, the phone's filter button. */
  toolbar?: ReactNode;
  /** Filters are chosen: the products section stays (with its filters) even when empty. */
  filtering?: boolean;
}

/** The results of a search: products as the list's cards (paginated), then categories and pages. */
export function SearchResults({ result, page, basePath, sidebar, toolbar, filtering = false }: SearchResultsProps) {
  const { products, categories, pages } = result;
  return (
    <>
      {products.pagination.total > 0 || filtering ? (
        <Section aria-labelledby="search-products">
          <h2 id="search-products">Produits ({products.pagination.total})</h2>
          <ProductLayout $withSidebar={Boolean(sidebar)}>
            {sidebar}
            <div>
              {toolbar}
              {products.items.length ? null : (
                <p data-testid="search-products-empty">Aucun produit avec ces filtres.</p>
              )}
              <CardGrid>
                {products.items.map((product, index) => (
                  <li key={product.id}>
                    <ProductCard
                      name={product.name}
                      href={product.url}
                      priority={index < 2 && page === 1}
                      image={{
                        src: product.cover.url,
                        alt: '',
                        width: product.cover.width,
                        height: product.cover.height,
                      }}
                      price={summaryCardPrice(product)}
                      {...(product.rating.count
                        ? { rating: { value: product.rating.average, count: product.rating.count } }
                        : {})}
                      description={`Réf. ${product.reference}`}
                      {...soldOutBadge(product)}
                    />
                  </li>
                ))}
              </CardGrid>
              <Pagination
                basePath={basePath}
                currentPage={page}
                pageCount={products.pagination.pages}
                label="Pages de résultats produits"
              />
            </div>
          </ProductLayout>
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
