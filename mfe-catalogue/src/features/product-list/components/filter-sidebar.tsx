import type { ReactNode } from 'react';
import styled from 'styled-components';

/** The facet panel's id: the target of the phone's « Filtrer » link without JavaScript. */
export const FILTERS_ID = 'filtres';

const Aside = styled.aside`
  display: none;
  /* below the phone's sticky header (search row included) when « Filtrer » scrolls to it */
  scroll-margin-top: 8rem;
  /* A phone without the script has no drawer: its « Filtrer » link (filter-drawer.tsx) targets the
     panel, which then shows above the products; choosing a value loads the list without it. */
  @media (scripting: none) {
    &:target {
      display: block;
    }
  }
  ${({ theme }) => theme.media.lg} {
    display: block;
  }
`;

/** The facet panel beside the products from lg; below, the « Filtrer » drawer (or, without JavaScript, link) shows it. */
export function FilterSidebar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Aside id={FILTERS_ID} aria-label={label}>
      {children}
    </Aside>
  );
}
