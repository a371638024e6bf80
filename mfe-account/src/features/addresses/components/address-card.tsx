import { t } from '@arbora/shared/messages/account';
import { FormToken } from '@arbora/shared/platform';
import type { Address } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import { Card, PostalAddress } from '@arbora/shared/ui/commerce';
import type { MouseEvent } from 'react';
import styled from 'styled-components';
import { FormName } from '../../../lib/page-forms';
import { DEFAULT_FORM, DELETE_PARAM, OPEN_PARAM, type DefaultFlag } from '../api/address-actions';

const Badges = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: ${({ theme }) => theme.space.xs} 0;
  span {
    padding: 0.1rem 0.5rem;
    border-radius: 999px;
    background: ${({ theme }) => theme.color.severity.success.background};
    color: ${({ theme }) => theme.color.severity.success.text};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;
/** The card's buttons in one row; each form around some of them takes no room of its own. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
  form {
    display: contents;
  }
`;

/** How the book names an address: its label, else the name of its recipient. */
export const addressName = (address: Address) => address.label || `${address.firstname} ${address.lastname}`.trim();

/** A click the browser handles here: the button's form is what works before and without JavaScript. */
const instead = (run: () => void) => (event: MouseEvent) => {
  event.preventDefault();
  run();
};

/**
 * A saved address and what can be done with it. Without JavaScript « Modifier » and « Supprimer »
 * open the page on that address's form or deletion (`?adresse=<id>`, `?supprimer=<id>`), and a
 * default flag is a post to the page (address-actions.ts); with JavaScript they act in place.
 */
export function AddressCard({
  address,
  action,
  onEdit,
  onDelete,
  onDefault,
  busy,
}: {
  address: Address;
  /** The page, on its address book: where the card's forms go. */
  action: string;
  onEdit: () => void;
  onDelete: () => void;
  onDefault: (flag: DefaultFlag) => void;
  busy: boolean;
}) {
  return (
    <Card as="li">
      <h3>{addressName(address)}</h3>
      {(address.is_delivery_default || address.is_invoice_default) && (
        <Badges>
          {address.is_delivery_default && <span>Livraison par défaut</span>}
          {address.is_invoice_default && <span>Facturation par défaut</span>}
        </Badges>
      )}
      <PostalAddress address={address} />
      <Actions>
        <form method="get" action={action}>
          <Button
            type="submit"
            name={OPEN_PARAM}
            value={address.id}
            size="sm"
            variant="secondary"
            onClick={instead(onEdit)}
          >
            {t('account_edit')}
          </Button>
          <Button
            type="submit"
            name={DELETE_PARAM}
            value={address.id}
            size="sm"
            variant="ghost"
            onClick={instead(onDelete)}
          >
            {t('account_delete')}
          </Button>
        </form>
        {!(address.is_delivery_default && address.is_invoice_default) && (
          <form method="post" action={action}>
            <FormToken />
            <FormName name={DEFAULT_FORM} />
            <input type="hidden" name="id" value={address.id} />
            {!address.is_delivery_default && (
              <Button
                type="submit"
                name="defaut"
                value="livraison"
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={instead(() => onDefault('is_delivery_default'))}
              >
                Livrer ici par défaut
              </Button>
            )}
            {!address.is_invoice_default && (
              <Button
                type="submit"
                name="defaut"
                value="facturation"
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={instead(() => onDefault('is_invoice_default'))}
              >
                Facturer ici par défaut
              </Button>
            )}
          </form>
        )}
      </Actions>
    </Card>
  );
}
