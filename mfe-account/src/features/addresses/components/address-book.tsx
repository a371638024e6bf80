import { t } from '@arbora/shared/messages/account';
import { usePageRoute, type FormActionState } from '@arbora/shared/platform';
import type { Address, Customer } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import { Modal } from '@arbora/shared/ui/overlays';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Alert } from '../../../components/alert';
import { MutationOutcome, PostedOutcome } from '../../../components/mutation-outcome';
import { accountErrorKey } from '../../../lib/error-key';
import { meQuery } from '../../../lib/me-query';
import { usePostedForm } from '../../../lib/page-forms';
import {
  ADDRESS_BOOK_ID,
  ADDRESS_FORM,
  addressOf,
  DEFAULT_FORM,
  DELETE_FORM,
  DELETE_PARAM,
  NEW_ADDRESS,
  OPEN_PARAM,
  type DefaultFlag,
} from '../api/address-actions';
import { bodyOf, useDeleteAddress, useSaveAddress } from '../api/address-mutations';
import { Actions, AddressCard, addressName } from './address-card';
import { AddressForm } from './address-form';
import { DeleteAddressForm } from './delete-address-form';

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
type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; address: Address };

/**
 * The form the page opens with: the one the server refused (posted without JavaScript), else the
 * one its link names (`?adresse=nouvelle`, `?adresse=<id>`), else none.
 */
function openedForm(customer: Customer, refused: FormActionState | null, search: URLSearchParams): Editing {
  const asked = refused ? (refused.values.id ?? NEW_ADDRESS) : search.get(OPEN_PARAM);
  if (asked === NEW_ADDRESS) return { kind: 'new' };
  const address = addressOf(customer, asked);
  return address ? { kind: 'edit', address } : { kind: 'none' };
}

/** `search` with `name` set to `value`, or without it. */
function withParam(search: URLSearchParams, name: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(search);
  if (value === null) next.delete(name);
  else next.set(name, value);
  return next;
}

/**
 * The URL names the form open in the address book (`?adresse=`, `?supprimer=`), however it was
 * opened: a link followed before the page was interactive, or a click once it is. Closing it takes
 * the parameter away. So the page the customer comes back to after logging in again (a token
 * refused later on this page: use-login-on-session-end.ts) is the one on screen, not a form saved
 * or closed since; before, it depended on whether « Modifier » was clicked before the hydration.
 */
function useOpenFormInUrl(open: string | null, confirming: string | null) {
  const navigate = useNavigate();
  const { ctx } = usePageRoute();
  const current = ctx.searchParams.toString();
  useEffect(() => {
    const next = withParam(
      withParam(new URLSearchParams(current), OPEN_PARAM, open),
      DELETE_PARAM,
      confirming,
    ).toString();
    if (next !== current) void navigate({ search: next }, { replace: true, preventScrollReset: true });
    // Only a change of the open form moves the URL, not a change of the URL itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, confirming]);
}

/**
 * A form or question closed in place (saved, cancelled, deleted) leaves a much shorter page: the
 * customer, scrolled down to its buttons, would see the footer and not what was said of it (a phone
 * at 390 px). Back to the address book's heading then, as the no-JavaScript path lands on
 * `#account-addresses`; only when that heading is above the screen. The button that had the focus
 * went with the form: the heading takes it (RGAA 12.8), so the keyboard and a screen reader go on
 * from the address book instead of the top of the page.
 */
function useBackToBookOnClose(open: boolean) {
  const wasOpen = useRef(open);
  useEffect(() => {
    const heading = wasOpen.current && !open ? document.getElementById(ADDRESS_BOOK_ID) : null;
    wasOpen.current = open;
    if (!heading) return;
    if (heading.getBoundingClientRect().top < 0) heading.scrollIntoView({ block: 'start' });
    if (!document.activeElement || document.activeElement === document.body) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  }, [open]);
}

/**
 * The customer's saved addresses: list, add, edit, delete (confirmed) and the default flags. Each
 * works without JavaScript too (links and posts to the page: address-actions.ts); what the server
 * said of a post shows until the customer's next action here.
 */
export function AddressBook() {
  const customer = useSuspenseQuery(meQuery()).data;
  const { ctx } = usePageRoute();
  const posted = usePostedForm(ADDRESS_FORM);
  const postedDefault = usePostedForm(DEFAULT_FORM);
  const postedDelete = usePostedForm(DELETE_FORM);
  const action = `${posted.action}#${ADDRESS_BOOK_ID}`;
  const [fromServer, setFromServer] = useState(true);
  const [editing, setEditing] = useState<Editing>(() => openedForm(customer, posted.refused, ctx.searchParams));
  // Asked in the page (`?supprimer=<id>`, or a refused deletion), or in a dialog once JavaScript runs.
  const [confirming, setConfirming] = useState(() =>
    addressOf(customer, postedDelete.refused?.values.id ?? ctx.searchParams.get(DELETE_PARAM)),
  );
  const [deleting, setDeleting] = useState<Address | null>(null);
  const [notice, setNotice] = useState<'saved' | 'deleted' | null>(() =>
    posted.saved ? 'saved' : postedDelete.saved ? 'deleted' : null,
  );
  const save = useSaveAddress();
  const remove = useDeleteAddress();
  useOpenFormInUrl(
    editing.kind === 'new' ? NEW_ADDRESS : editing.kind === 'edit' ? String(editing.address.id) : null,
    confirming ? String(confirming.id) : null,
  );
  useBackToBookOnClose(editing.kind !== 'none' || confirming !== null);
  /** The customer acts here: what the server said of the last post is no longer news. */
  const acting = () => {
    setFromServer(false);
    setNotice(null);
  };
  const done = (saved: boolean) => {
    setEditing({ kind: 'none' });
    if (saved) setNotice('saved');
  };

  const deleteNow = async (address: Address) => {
    acting();
    try {
      await remove.mutateAsync({ customerId: customer.id, addressId: address.id });
      setDeleting(null);
      setConfirming(null);
      setNotice('deleted');
    } catch {
      // told beside the question
    }
  };

  const setDefault = (address: Address, flag: DefaultFlag) => {
    acting();
    save.mutate(
      { customerId: customer.id, addressId: address.id, body: bodyOf(address, { [flag]: true }) },
      { onSuccess: () => setNotice('saved') },
    );
  };

  const deleteError = remove.isError && (
    <Alert>
      <p>{t(accountErrorKey(remove.error))}</p>
    </Alert>
  );

  if (editing.kind !== 'none') {
    return (
      <AddressForm
        customerId={customer.id}
        address={editing.kind === 'edit' ? editing.address : undefined}
        action={action}
        refused={fromServer ? posted.refused : null}
        onDone={() => done(false)}
        onSaved={() => done(true)}
      />
    );
  }
  if (confirming) {
    return (
      <DeleteAddressForm
        address={confirming}
        action={action}
        refused={fromServer ? postedDelete.refused : null}
        busy={remove.isPending}
        error={deleteError}
        onConfirm={() => void deleteNow(confirming)}
        onCancel={() => (acting(), setConfirming(null))}
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
      <PostedOutcome
        refused={fromServer ? postedDefault.refused : null}
        saved={false}
        successKey="account_address_saved"
      />
      <MutationOutcome mutation={save} />
      {customer.addresses.length === 0 ? (
        <p>Vous n’avez pas encore d’adresse enregistrée.</p>
      ) : (
        <List aria-label="Mes adresses">
          {customer.addresses.map((address) => (
            <AddressCard
              key={address.id}
              address={address}
              action={action}
              busy={save.isPending}
              onEdit={() => (acting(), setEditing({ kind: 'edit', address }))}
              onDelete={() => (acting(), remove.reset(), setDeleting(address))}
              onDefault={(flag) => setDefault(address, flag)}
            />
          ))}
        </List>
      )}
      <form method="get" action={action}>
        <Button
          type="submit"
          name={OPEN_PARAM}
          value={NEW_ADDRESS}
          onClick={(event) => {
            event.preventDefault();
            acting();
            setEditing({ kind: 'new' });
          }}
        >
          {t('account_add_address')}
        </Button>
      </form>
      <Modal
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Supprimer l’adresse"
        footer={
          <Actions>
            <Button type="button" loading={remove.isPending} onClick={() => deleting && void deleteNow(deleting)}>
              {t('account_delete')}
            </Button>
            <Button type="button" variant="ghost" onClick={() => setDeleting(null)}>
              {t('account_cancel')}
            </Button>
          </Actions>
        }
      >
        <p>{t('account_delete_address_confirm', { label: deleting ? addressName(deleting) : '' })}</p>
        {deleteError}
      </Modal>
    </>
  );
}
