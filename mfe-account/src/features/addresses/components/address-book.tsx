import { t } from '@arbora/shared/messages/account';
import type { Address } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import { Modal } from '@arbora/shared/ui/overlays';
import { Card } from '@arbora/shared/ui/commerce';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../components/alert';
import { MutationOutcome } from '../../../components/mutation-outcome';
import { PostalAddress } from '../../../components/postal-address';
import { accountErrorKey } from '../../../lib/error-key';
import { meQuery } from '../../../lib/me-query';
import { bodyOf, useDeleteAddress, useSaveAddress } from '../api/address-mutations';
import { AddressForm } from './address-form';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
  }
`;
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
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin-top: ${({ theme }) => theme.space.sm};
`;

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; address: Address };

function AddressCard({
  address,
  onEdit,
  onDelete,
  onDefault,
  busy,
}: {
  address: Address;
  onEdit: () => void;
  onDelete: () => void;
  onDefault: (flag: 'is_delivery_default' | 'is_invoice_default') => void;
  busy: boolean;
}) {
  const name = address.label || `${address.firstname} ${address.lastname}`;
  return (
    <Card as="li">
      <h3>{name}</h3>
      {(address.is_delivery_default || address.is_invoice_default) && (
        <Badges>
          {address.is_delivery_default && <span>Livraison par défaut</span>}
          {address.is_invoice_default && <span>Facturation par défaut</span>}
        </Badges>
      )}
      <PostalAddress address={address} />
      <Actions>
        <Button type="button" size="sm" variant="secondary" onClick={onEdit}>
          {t('account_edit')}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDelete}>
          {t('account_delete')}
        </Button>
        {!address.is_delivery_default && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => onDefault('is_delivery_default')}
          >
            Livrer ici par défaut
          </Button>
        )}
        {!address.is_invoice_default && (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            disabled={busy}
            onClick={() => onDefault('is_invoice_default')}
          >
            Facturer ici par défaut
          </Button>
        )}
      </Actions>
    </Card>
  );
}

/** The customer's saved addresses: list, add, edit, delete (confirmed) and the default flags. */
export function AddressBook() {
  const customer = useSuspenseQuery(meQuery()).data;
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [notice, setNotice] = useState<'saved' | 'deleted' | null>(null);
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  const done = (saved: boolean) => {
    setEditing({ kind: 'none' });
    if (saved) setNotice('saved');
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync({ customerId: customer.id, addressId: deleting.id });
      setDeleting(null);
      setNotice('deleted');
    } catch {
      // told in the dialog
    }
  };

  const setDefault = (address: Address, flag: 'is_delivery_default' | 'is_invoice_default') => {
    setNotice(null);
    save.mutate(
      { customerId: customer.id, addressId: address.id, body: bodyOf(address, { [flag]: true }) },
      { onSuccess: () => setNotice('saved') },
    );
  };

  if (editing.kind !== 'none') {
    return (
      <AddressForm
        customerId={customer.id}
        address={editing.kind === 'edit' ? editing.address : undefined}
        onDone={() => done(false)}
        onSaved={() => done(true)}
      />
    );
  }
  return (
    <>
      {notice && (
        <Alert tone="success">
          <p>{t(notice === 'saved' ? 'account_address_saved' : 'account_address_deleted')}</p>
        </Alert>
      )}
      <MutationOutcome mutation={save} />
      {customer.addresses.length === 0 ? (
        <p>Vous n’avez pas encore d’adresse enregistrée.</p>
      ) : (
        <List aria-label="Mes adresses">
          {customer.addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              busy={save.isPending}
              onEdit={() => setEditing({ kind: 'edit', address })}
              onDelete={() => setDeleting(address)}
              onDefault={(flag) => setDefault(address, flag)}
            />
          ))}
        </List>
      )}
      <div>
        <Button type="button" onClick={() => (setNotice(null), setEditing({ kind: 'new' }))}>
          {t('account_add_address')}
        </Button>
      </div>
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Supprimer l’adresse"
        footer={
          <Actions>
            <Button type="button" loading={remove.isPending} onClick={confirmDelete}>
              {t('account_delete')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setDeleting(null)}>
              {t('account_cancel')}
            </Button>
          </Actions>
        }
      >
        <p>
          {t('account_delete_address_confirm', {
            label: deleting?.label || `${deleting?.firstname ?? ''} ${deleting?.lastname ?? ''}`.trim(),
          })}
        </p>
        {remove.isError && (
          <Alert>
            <p>{t(accountErrorKey(remove.error))}</p>
          </Alert>
        )}
      </Modal>
    </>
  );
}
