import type { PageHeadFn, PageHeadLink, PageQueries } from '@arbora/shared/platform';
import { breadcrumbJsonLd, usePageRoute } from '@arbora/shared/platform';
import { t } from '@arbora/shared/messages/catalogue';
import { pagedDescription, pagedTitle } from '@arbora/shared/format';
import { withPage } from '@arbora/shared/routes';
import { Breadcrumbs, Button } from '@arbora/shared/ui';
import { Select } from '@arbora/shared/ui/forms';
import { Pagination } from '@arbora/shared/ui/commerce';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { CardGrid } from '../components/card-grid';
import { productListQuery, useProductList, type ProductList } from '../features/product-list/api/get-product-list';
import { ActiveFilters } from '../features/product-list/components/active-filters';
import { FilterDrawer } from '../features/product-list/components/filter-drawer';
import { FacetPanel } from '../features/product-list/components/facet-panel';
import { FilterSidebar } from '../features/product-list/components/filter-sidebar';
import { VariantCard } from '../features/product-list/components/variant-card';
import {
  listPath,
  parseFilterSegment,
  toggleValue,
  type FilterSelection,
} from '../features/product-list/lib/filter-segment';
import { listArgsOf, listBase } from '../features/product-list/lib/list-route';
import { mergeFacets } from '../features/product-list/lib/merge-facets';
import { SORT_PARAM, SORTS, type SortKey } from '../features/product-list/lib/sort';

const Page = styled.div`
  max-width: ${({ theme }) => theme.container.default};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xxl};
    color: ${({ theme }) => theme.color.heading};
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 16rem minmax(0, 1fr);
    align-items: start;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  /* alone on wide screens (no filter button): the sort goes right */
  > :last-child {
    margin-left: auto;
  }
  /* the sort never shows a message: without the room a field keeps for one, « Filtrer » and the
     select share one bottom line */
  > :last-child [data-error-slot] {
    display: none;
  }
`;

/** The sort's GET form: without JavaScript, its « Trier » button beside the select sends `?tri=`. */
const SortForm = styled.form`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
`;

/**
 * Shown only where scripts do not run: a browser running them never lays the button out, so the
 * toolbar keeps one line on a phone from the first paint (no shift when the page hydrates).
 */
const WithoutScript = styled.span`
  display: none;
  @media (scripting: none) {
    display: contents;
  }
`;

const Count = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.bold};
`;

const Results = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.surfaceMuted};
  border-radius: ${({ theme }) => theme.radius.md};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
  p {
    margin: 0;
  }
`;

export const pageQueries: PageQueries = (params, ctx) => [productListQuery(listArgsOf(params, ctx))];

export const pageHead: PageHeadFn = (data, params, ctx) => {
  const result = data[0] as ProductList | undefined;
  if (!result) return null;
  const { category, order } = result;
  const args = listArgsOf(params, ctx);
  const selection = parseFilterSegment(args.filter) ?? {};
  const path = listPath(listBase(args.slug, ctx.plasticLine), selection, order);
  // rel=prev/next between the pages of this selection, as canonical as the page's own URL.
  const links: PageHeadLink[] = [
    ...(args.page > 1 ? [{ rel: 'prev' as const, href: withPage(path, args.page - 1) }] : []),
    ...(args.page < result.list.pagination.pages
      ? [{ rel: 'next' as const, href: withPage(path, args.page + 1) }]
      : []),
  ];
  return {
    // « Accessoires – page 2 »: the shell adds the brand once; page N's description says so too.
    title: pagedTitle(category.metas.title || category.name, args.page),
    description: pagedDescription(category.metas.description || category.short_text, args.page),
    canonical: withPage(path, args.page),
    ...(links.length ? { links } : {}),
    ...(category.breadcrumbs.length > 1 ? { jsonLd: [breadcrumbJsonLd(category.breadcrumbs)] } : {}),
  };
};

/** Carried in the history entry: the page remounts on each new path, focus goes back to this control. */
interface ListNavigationState {
  focus?: string;
}

/** `/c-{slug}/{filter?}/{-p--N?}` and `/ocelia/c-…`: a category's products with facets. */
export default function ProductListPage() {
  const { params, ctx } = usePageRoute();
  const args = listArgsOf(params, ctx);
  const { category, order, list } = useProductList(args);
  const navigate = useNavigate();
  const focusId = (useLocation().state as ListNavigationState | null)?.focus ?? null;
  // A choice made in the phone drawer comes back with the drawer open, where the shopper was.
  const [drawerOpen, setDrawerOpen] = useState(() => focusId?.startsWith('filtre-mobile-') ?? false);
  const base = listBase(args.slug, ctx.plasticLine);
  const selection: FilterSelection = parseFilterSegment(args.filter) ?? {};
  const query = ctx.searchParams.toString() ? `?${ctx.searchParams.toString()}` : '';
  const pathOf = (next: FilterSelection) => `${listPath(base, next, order)}${query}`;
  const chosen = Object.values(selection).reduce((n, values) => n + values.length, 0);

  useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus();
  }, [focusId]);

  // The shell keeps this page mounted across its filters and pages (route viewKey) and leaves the
  // scroll alone; another page of results starts at the top, a filter change stays where it is.
  const shownPage = useRef(args.page);
  useEffect(() => {
    if (shownPage.current === args.page) return;
    shownPage.current = args.page;
    window.scrollTo({ top: 0, left: 0, behavior: 'auto' });
  }, [args.page]);

  const onToggle = (name: string, slug: string, inputId: string) => {
    const state: ListNavigationState = { focus: inputId };
    // A new selection starts again at page 1 (its own URL, no page segment).
    navigate(pathOf(toggleValue(selection, name, slug)), { preventScrollReset: true, state });
  };
  const onSort = (sort: SortKey) => {
    const search = new URLSearchParams(ctx.searchParams);
    if (sort === 'pertinence') search.delete(SORT_PARAM);
    else search.set(SORT_PARAM, sort);
    const qs = search.toString();
    const state: ListNavigationState = { focus: 'tri-produits' };
    navigate(
      { pathname: listPath(base, selection, order), search: qs ? `?${qs}` : '' },
      { preventScrollReset: true, state },
    );
  };

  const facets = mergeFacets(category.filters, list.facets);
  const total = list.pagination.total;
  const panel = (prefix: string) => (
    <FacetPanel
      facets={facets}
      selection={selection}
      idPrefix={prefix}
      onToggle={onToggle}
      hrefOf={(name, slug) => pathOf(toggleValue(selection, name, slug))}
    />
  );

  return (
    <Page>
      <Breadcrumbs items={category.breadcrumbs} />
      <h1>{category.name}</h1>
      <Layout>
        <FilterSidebar label="Filtres">{panel('filtre')}</FilterSidebar>
        <Results>
          <ActiveFilters
            facets={facets}
            selection={selection}
            pathWithout={(name, slug) => pathOf(toggleValue(selection, name, slug))}
            clearPath={`${base}${query}`}
          />
          <Toolbar>
            <FilterDrawer open={drawerOpen} onOpenChange={setDrawerOpen} chosen={chosen} total={total}>
              {panel('filtre-mobile')}
            </FilterDrawer>
            {/* Without JavaScript the form sends `?tri=` to the list's first page, as onSort navigates. */}
            <SortForm
              method="get"
              action={listPath(base, selection, order)}
              onSubmit={(event) => {
                event.preventDefault();
                onSort(String(new FormData(event.currentTarget).get(SORT_PARAM)) as SortKey);
              }}
            >
              {[...ctx.searchParams]
                .filter(([key]) => key !== SORT_PARAM)
                .map(([key, value]) => (
                  <input key={`${key}=${value}`} type="hidden" name={key} value={value} />
                ))}
              <Select
                id="tri-produits"
                name={SORT_PARAM}
                label="Trier par"
                value={args.sort}
                options={SORTS.map((s) => ({ value: s.key, label: s.label }))}
                onChange={(event) => onSort(event.target.value as SortKey)}
              />
              <WithoutScript>
                <Button type="submit" variant="secondary">
                  Trier
                </Button>
              </WithoutScript>
            </SortForm>
          </Toolbar>
          <Count role="status" aria-live="polite" data-testid="result-count">
            {total} {total > 1 ? 'produits' : 'produit'}
          </Count>
          {list.items.length ? (
            <CardGrid>
              {/* One priority picture, the first card's (the largest paint): a second one would share the link with it. */}
              {list.items.map((variant, i) => (
                <li key={variant.id}>
                  <VariantCard
                    variant={variant}
                    priority={i === 0}
                    href={`${ctx.plasticLine ? '/ocelia' : ''}/p-${variant.slug}?variante=${variant.id}`}
                  />
                </li>
              ))}
            </CardGrid>
          ) : (
            <Empty>
              <p>{t('catalogue_no_results')}</p>
              <Link to={base}>{t('catalogue_clear_filters')}</Link>
            </Empty>
          )}
          <Pagination
            basePath={pathOf(selection)}
            currentPage={list.pagination.page}
            pageCount={list.pagination.pages}
            label="Pages de produits"
          />
        </Results>
      </Layout>
    </Page>
  );
}
