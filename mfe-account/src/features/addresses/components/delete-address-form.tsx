import { t } from '@arbora/shared/messages/account';
import { FormToken, type FormActionState } from '@arbora/shared/platform';
import type { Address } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import { Card } from '@arbora/shared/ui/commerce';
import { Form } from '@arbora/shared/ui/forms';
import type { ReactNode } from 'react';
import { PostedOutcome } from '../../../components/mutation-outcome';
import { FormName } from '../../../lib/page-forms';
import { DELETE_FORM } from '../api/address-actions';
import { Actions, addressName } from './address-card';
import { CancelButton } from './cancel-button';

/**
 * « Supprimer l’adresse … ? » in the page (`?supprimer=<id>`): what the browser's dialog asks,
 * without JavaScript. It posts the deletion to the page (address-actions.ts); « Annuler » goes back
 * to the book. With JavaScript it deletes in place (`onConfirm`).
 */
export function DeleteAddressForm({
  address,
  action,
  refused,
  busy,
  error,
  onConfirm,
  onCancel,
}: {
  address: Address;
  action: string;
  /** The server could not delete it (posted without JavaScript): why. */
  refused: FormActionState | null;
  busy: boolean;
  /** Why the browser's deletion failed. */
  error: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Card>
      <Form
        aria-label="Supprimer l’adresse"
        requiredNote={false}
        method="post"
        action={action}
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <FormToken />
        <FormName name={DELETE_FORM} />
        <input type="hidden" name="id" value={address.id} />
        <p>{t('account_delete_address_confirm', { label: addressName(address) })}</p>
        <PostedOutcome refused={refused} saved={false} successKey="account_address_deleted" />
        {error}
        <Actions>
          <Button type="submit" loading={busy}>
            {t('account_delete')}
          </Button>
          <CancelButton to={action} onCancel={onCancel} />
        </Actions>
      </Form>
    </Card>
  );
}
