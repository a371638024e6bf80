import type { Facet } from '@arbora/shared/schemas';
import { VisuallyHidden } from '@arbora/shared/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { valueSlug, type FilterSelection } from '../lib/filter-segment';

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  legend {
    padding: 0;
    margin-bottom: ${({ theme }) => theme.space.xs};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
`;

/** A value's row and, beside its label (so out of the checkbox's name), the link used without JavaScript. */
const Item = styled.div`
  position: relative;
`;

const Row = styled.label<{ $empty: boolean }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: 2.25rem;
  cursor: pointer;
  color: ${({ theme, $empty }) => ($empty ? theme.color.textMuted : theme.color.text)};
  input {
    width: 1.25rem;
    height: 1.25rem;
    margin: 0;
    accent-color: ${({ theme }) => theme.color.primary};
  }
  input:focus-visible {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;

/**
 * Without JavaScript a checkbox changes nothing: over the whole row (beside its label) lies a link to the list with the
 * value added or removed, laid out only where scripts do not run (a browser running them never
 * shows it, and keeps the checkbox that filters in place).
 */
const WithoutScriptLink = styled(Link)`
  display: none;
  @media (scripting: none) {
    display: block;
    position: absolute;
    inset: 0;
  }
  &:focus-visible {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;

const Swatch = styled.span<{ $hex: string }>`
  width: 1.25rem;
  height: 1.25rem;
  border-radius: 50%;
  background: ${({ $hex }) => $hex};
  border: 1px solid rgba(0, 0, 0, 0.3);
`;

const Count = styled.span`
  margin-left: auto;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

/** The DOM id of a facet checkbox: stable across navigations, so focus can come back to it. */
export const facetInputId = (prefix: string, name: string, value: string) => `${prefix}-${name}-${valueSlug(value)}`;

export interface FacetPanelProps {
  facets: readonly Facet[];
  selection: FilterSelection;
  onToggle: (name: string, slug: string, inputId: string) => void;
  /** the list's path with this value added, or removed when chosen: the link used without JavaScript */
  hrefOf: (name: string, slug: string) => string;
  /** two panels may exist at once (sidebar and phone drawer): their ids differ */
  idPrefix: string;
}

/**
 * A group of checkboxes per facet (colour swatches with their names), each value with its count;
 * several values of one facet add up (OR), facets narrow each other (AND).
 */
export function FacetPanel({ facets, selection, onToggle, hrefOf, idPrefix }: FacetPanelProps) {
  return (
    <Panel>
      {facets.map((facet) => (
        <Group key={facet.technical_name}>
          <legend>{facet.name}</legend>
          {facet.values.map((value) => {
            const slug = valueSlug(value.value);
            const checked = selection[facet.technical_name]?.includes(slug) ?? false;
            const id = facetInputId(idPrefix, facet.technical_name, value.value);
            return (
              <Item key={value.value}>
                {/* The label wraps its checkbox, which names it: a `for` as well is redundant (html-validate). */}
                <Row $empty={value.count === 0 && !checked}>
                  <input
                    id={id}
                    type="checkbox"
                    checked={checked}
                    disabled={value.count === 0 && !checked}
                    onChange={() => onToggle(facet.technical_name, slug, id)}
                  />
                  {value.hex ? <Swatch $hex={value.hex} aria-hidden="true" /> : null}
                  <span>{value.label}</span>
                  {/* A span cannot carry an aria-label: the unit is said by hidden words. */}
                  <Count>
                    {value.count}
                    <VisuallyHidden> produits</VisuallyHidden>
                  </Count>
                </Row>
                {value.count === 0 && !checked ? null : (
                  <WithoutScriptLink to={hrefOf(facet.technical_name, slug)}>
                    <VisuallyHidden>
                      {checked ? 'Retirer le filtre' : 'Filtrer par'} {facet.name}
                      {'\u00a0'}: {value.label}
                    </VisuallyHidden>
                  </WithoutScriptLink>
                )}
              </Item>
            );
          })}
        </Group>
      ))}
    </Panel>
  );
}
