import type { GuestOrder } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Alert } from '../../../components/alert';
import { lookUpGuestOrder, withdrawAsGuest, withdrawalErrorMessage } from '../api/withdrawal-calls';
import { WithdrawalFlow } from './withdrawal-flow';

const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 28rem;
  margin-bottom: ${({ theme }) => theme.space.md};
  label {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    font-weight: 700;
  }
  input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    font: inherit;
  }
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
    <form method="post" onSubmit={onSubmit} aria-label="Retrouver ma commande" noValidate>
      <p>
        Indiquez la référence de votre commande (par exemple AR-2026-000123, dans l’e-mail de confirmation) et l’adresse
        e-mail de votre compte. Vous choisirez ensuite les articles concernés.
      </p>
      <Fields>
        <label>
          Référence de la commande
          <input name="reference" autoComplete="off" required placeholder="AR-2026-000123" />
        </label>
        <label>
          Adresse e-mail
          <input name="email" type="email" autoComplete="email" required />
        </label>
      </Fields>
      {error ? (
        <Alert>
          <p>{error}</p>
        </Alert>
      ) : null}
      <Button type="submit" disabled={busy} aria-busy={busy}>
        Retrouver ma commande
      </Button>
    </form>
  );
}
