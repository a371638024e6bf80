import { t } from '@arbora/shared/messages/catalogue';
import type { Facet } from '@arbora/shared/schemas';
import { Link } from 'react-router';
import styled from 'styled-components';
import { valueSlug, type FilterSelection } from '../lib/filter-segment';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Chip = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.25rem;
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;

const ClearAll = styled(Link)`
  color: ${({ theme }) => theme.color.link};
  &:focus-visible {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;

export interface ActiveFiltersProps {
  facets: readonly Facet[];
  selection: FilterSelection;
  /** the list path without this one value */
  pathWithout: (name: string, slug: string) => string;
  clearPath: string;
}

/** The chosen values as removable chips (links: each removal is a URL), then « Tout effacer ». */
export function ActiveFilters({ facets, selection, pathWithout, clearPath }: ActiveFiltersProps) {
  const chips = facets.flatMap((facet) =>
    facet.values
      .filter((value) => selection[facet.technical_name]?.includes(valueSlug(value.value)))
      .map((value) => ({ facet, value, slug: valueSlug(value.value) })),
  );
  if (!chips.length) return null;
  return (
    <List aria-label="Filtres appliqués">
      {chips.map(({ facet, value, slug }) => (
        <li key={`${facet.technical_name}-${slug}`}>
          <Chip
            to={pathWithout(facet.technical_name, slug)}
            aria-label={t('catalogue_remove_filter', { label: `${facet.name}\u00a0: ${value.label}` })}
            preventScrollReset
          >
            {value.label} <span aria-hidden="true">✕</span>
          </Chip>
        </li>
      ))}
      <li>
        <ClearAll to={clearPath}>{t('catalogue_clear_filters')}</ClearAll>
      </li>
    </List>
  );
}
