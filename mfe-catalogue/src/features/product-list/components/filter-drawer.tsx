import { t } from '@arbora/shared/messages/catalogue';
import { Button } from '@arbora/shared/ui';
import { Drawer } from '@arbora/shared/ui/overlays';
import type { ReactNode } from 'react';
import styled from 'styled-components';

const PhoneOnly = styled.div`
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
  /* the drawer needs the script: without it the page shows the panel itself */
  @media (scripting: none) {
    display: none;
  }
`;

/**
 * Below the lg breakpoint the facet panel lives in a drawer: the button says how many filters are
 * chosen, the drawer's footer how many products they leave. From lg the page shows the panel
 * beside the list and this renders nothing visible.
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
  return (
    <PhoneOnly className={className}>
      <Button variant="secondary" onClick={() => onOpenChange(true)}>
        {t('catalogue_show_filters')}
        {chosen ? ` (${chosen})` : ''}
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
  );
}
