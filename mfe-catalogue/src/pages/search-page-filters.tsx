import type { Facet } from '@arbora/shared/schemas';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { ActiveFilters } from '../features/product-list/components/active-filters';
import { FacetPanel } from '../features/product-list/components/facet-panel';
import { FilterDrawer } from '../features/product-list/components/filter-drawer';
import { FilterSidebar } from '../features/product-list/components/filter-sidebar';
import { valueSlug, type FilterSelection } from '../features/product-list/lib/filter-segment';
import { resultsPath, toggleFilter, type SearchFilters } from '../features/search/lib/search-query';

const PhoneDrawer = styled(FilterDrawer)`
  margin-bottom: ${({ theme }) => theme.space.md};
`;

/** Carried in the history entry: the page remounts on each new URL, focus goes back to this checkbox. */
interface FilterNavigationState {
  focus?: string;
}

export interface SearchFilterControls {
  sidebar: ReactNode;
  toolbar: ReactNode;
}

/**
 * The product list's facet panel and chosen-filter chips over the search's product results. The
 * URL holds the API's values (`filtres=couleur:teck|ipe`); the panel speaks in value slugs, so
 * each toggle maps a slug back to its value through the facets. A choice starts again at page 1.
 */
export function useSearchFilterControls(q: string, filters: SearchFilters, facets: readonly Facet[], total: number) {
  const navigate = useNavigate();
  const focusId = (useLocation().state as FilterNavigationState | null)?.focus ?? null;
  // A choice made in the phone drawer comes back with the drawer open, where the shopper was.
  const [drawerOpen, setDrawerOpen] = useState(() => focusId?.startsWith('recherche-filtre-mobile-') ?? false);
  useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus();
  }, [focusId]);

  const selection: FilterSelection = Object.fromEntries(
    Object.entries(filters).map(([name, values]) => [name, values.map(valueSlug)]),
  );
  const valueOf = (name: string, slug: string) =>
    facets.find((f) => f.technical_name === name)?.values.find((v) => valueSlug(v.value) === slug)?.value ??
    filters[name]?.find((v) => valueSlug(v) === slug) ??
    slug;
  const pathToggling = (name: string, slug: string) => resultsPath(q, toggleFilter(filters, name, valueOf(name, slug)));
  const onToggle = (name: string, slug: string, inputId: string) => {
    const state: FilterNavigationState = { focus: inputId };
    navigate(pathToggling(name, slug), { preventScrollReset: true, state });
  };
  const chosen = Object.values(filters).reduce((n, values) => n + values.length, 0);
  const panel = (prefix: string) => (
    <FacetPanel facets={facets} selection={selection} idPrefix={prefix} onToggle={onToggle} hrefOf={pathToggling} />
  );

  if (!facets.length) return { sidebar: null, toolbar: null } satisfies SearchFilterControls;
  return {
    sidebar: <FilterSidebar label="Filtres des produits">{panel('recherche-filtre')}</FilterSidebar>,
    toolbar: (
      <>
        <ActiveFilters facets={facets} selection={selection} pathWithout={pathToggling} clearPath={resultsPath(q)} />
        <PhoneDrawer open={drawerOpen} onOpenChange={setDrawerOpen} chosen={chosen} total={total}>
          {panel('recherche-filtre-mobile')}
        </PhoneDrawer>
      </>
    ),
  } satisfies SearchFilterControls;
}
