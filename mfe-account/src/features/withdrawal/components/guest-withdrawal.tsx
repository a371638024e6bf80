import type { GuestOrder } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import { Form, TextField } from '@arbora/shared/ui/forms';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../components/alert';
import { EmailField } from '../../../components/email-field';
import { lookUpGuestOrder, withdrawAsGuest, withdrawalErrorMessage } from '../api/withdrawal-calls';
import { WithdrawalFlow } from './withdrawal-flow';

// Two short fields: a form's width, not the wide page's.
const NarrowForm = styled(Form)`
  max-width: 32rem;
`;

/**
 * The withdrawal function without logging in: the order reference and the account's e-mail find
 * the order (sent by POST, never in the URL), then the same steps as in « Mes commandes ».
 */
export function GuestWithdrawal() {
  const [found, setFound] = useState<{ order: GuestOrder; email: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (found)
    return (
      <section aria-labelledby="retractation-commande">
        <h2 id="retractation-commande">Commande {found.order.reference}</h2>
        <WithdrawalFlow
          lines={found.order.lines}
          withdrawal={found.order.withdrawal}
          submit={(lineIds) => withdrawAsGuest(found.order.reference, found.email, lineIds)}
        />
      </section>
    );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const data = new FormData(event.currentTarget);
    const reference = String(data.get('reference') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    if (!reference || !email) {
      setError('Indiquez la référence de la commande et votre adresse e-mail.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setFound({ order: await lookUpGuestOrder(reference, email), email });
    } catch (caught) {
      setError(withdrawalErrorMessage(caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p>
        Indiquez la référence de votre commande (par exemple AR-2026-000123, dans l’e-mail de confirmation) et l’adresse
        e-mail de votre compte. Vous choisirez ensuite les articles concernés.
      </p>
      {/* The site's form and fields, as on the login page: the same labels, gaps and required note. */}
      <NarrowForm method="post" onSubmit={onSubmit} aria-label="Retrouver ma commande">
        <TextField
          label="Référence de la commande"
          name="reference"
          autoComplete="off"
          required
          placeholder="AR-2026-000123"
        />
        <EmailField name="email" />
        {error ? (
          <Alert>
            <p>{error}</p>
          </Alert>
        ) : null}
        <div>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            Retrouver ma commande
          </Button>
        </div>
      </NarrowForm>
    </>
  );
}
