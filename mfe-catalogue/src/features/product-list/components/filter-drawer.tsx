import { t } from '@arbora/shared/messages/catalogue';
import { Button } from '@arbora/shared/ui';
import { Drawer } from '@arbora/shared/ui/overlays';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FILTERS_ID } from './filter-sidebar';

const PhoneOnly = styled.div`
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
  /* the drawer needs the script: without it a link shows the page's own panel (WithoutScript) */
  @media (scripting: none) {
    display: none;
  }
`;

/** Without JavaScript, on a phone: a link to the page's facet panel, which its target shows (filter-sidebar.tsx). */
const WithoutScript = styled.a`
  display: none;
  @media (scripting: none) {
    display: inline-flex;
    align-items: center;
    min-height: 2.75rem;
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

/**
 * Below the lg breakpoint the facet panel lives in a drawer: the button says how many filters are
 * chosen, the drawer's footer how many products they leave. Without JavaScript a link to the page's
 * panel takes the button's place. From lg the page shows the panel beside the list and this renders
 * nothing visible.
 */
export function FilterDrawer({
  open,
  onOpenChange,
  chosen,
  total,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  chosen: number;
  total: number;
  className?: string;
  children: ReactNode;
}) {
  const label = `${t('catalogue_show_filters')}${chosen ? ` (${chosen})` : ''}`;
  return (
    <>
      <WithoutScript className={className} href={`#${FILTERS_ID}`}>
        {label}
      </WithoutScript>
      <PhoneOnly className={className}>
        <Button variant="secondary" onClick={() => onOpenChange(true)}>
          {label}
        </Button>
        <Drawer
          open={open}
          onClose={() => onOpenChange(false)}
          side="left"
          title="Filtrer les produits"
          footer={
            <Button onClick={() => onOpenChange(false)}>
              {total > 1 ? `Voir les ${total} produits` : total === 1 ? 'Voir le produit' : 'Fermer'}
            </Button>
          }
        >
          {children}
        </Drawer>
      </PhoneOnly>
    </>
  );
}
