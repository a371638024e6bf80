import type { Order } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import styled from 'styled-components';
import { Alert } from '../../../components/alert';

const Box = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
`;

/**
 * Where a refused payment is paid again: the checkout's page of this outcome (`confirmation_route`,
 * « Votre paiement n’a pas abouti » for a card, the refused financing's page for a credit), whose
 * « Payer à nouveau » form (POST /v1/order/{ref}/payment, with or without JavaScript) starts a new
 * attempt on the same order. A plain link, as the checkout names it (`?order=` and the reference,
 * nothing personal): the account does not pay, the checkout does.
 */
export const payAgainHref = (order: Pick<Order, 'confirmation_route' | 'reference'>) =>
  `${order.confirmation_route}?order=${encodeURIComponent(order.reference)}`;

/** Only an order whose payment was refused can be paid again (the API answers 409 otherwise). */
export function PayAgainLink({ order }: { order: Order }) {
  if (order.status !== 'payment_failed') return null;
  const refusal =
    order.payment_method === 'credit'
      ? 'Votre demande de financement n’a pas été acceptée.'
      : 'Votre banque a refusé le paiement.';
  return (
    <Box>
      <Alert tone="info">
        <p>
          {refusal} Votre commande est conservée{'\u00a0'}: vous pouvez la payer à nouveau, par carte ou avec un autre
          moyen de paiement.
        </p>
      </Alert>
      <Button to={payAgainHref(order)}>Payer ma commande</Button>
    </Box>
  );
}
