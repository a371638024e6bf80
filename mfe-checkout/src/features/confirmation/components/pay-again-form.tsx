import { t } from '@arbora/shared/messages/checkout';
import { PAYMENT_METHODS, paymentUnavailableReason, type Order } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import { Radio, RadioGroup } from '@arbora/shared/ui/forms';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { errorText } from '../../../lib/cart';
import { leaveFor } from '../../../lib/leave-site';
import { payAgain } from '../api/pay-again';
import { orderStatusQuery } from '../api/get-order-status';

type Method = (typeof PAYMENT_METHODS)[number];

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  justify-items: start;
`;

const FALLBACK_NAMES: Record<Method, string> = {
  card: 'Carte bancaire',
  transfer: 'Virement bancaire',
  credit: 'Paiement en plusieurs fois',
};

/**
 * A refused payment, paid again on the same order: the shopper picks a method (the same or
 * another; one the total does not qualify for is shown disabled with the shared rule's reason),
 * then goes to the provider's page for a card, or to the outcome's page otherwise.
 */
export function PayAgainForm({ order }: { order: Order }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const methods = PAYMENT_METHODS.map((method) => ({
    method,
    name: order.cart.payments.find((p) => p.technical_name === method)?.name ?? FALLBACK_NAMES[method],
    reason: paymentUnavailableReason(method, order.total_ttc),
  }));
  const first = methods.find((m) => m.method === order.payment_method && !m.reason) ?? methods.find((m) => !m.reason);
  const [method, setMethod] = useState<Method | undefined>(first?.method);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!method || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const next = await payAgain(order.reference, method);
      if (next.payment.redirect_url) return leaveFor(next.payment.redirect_url);
      queryClient.setQueryData(['checkout', 'order', next.reference], next);
      await queryClient.invalidateQueries(orderStatusQuery(next.reference));
      navigate(`${next.confirmation_route}?order=${encodeURIComponent(next.reference)}`);
    } catch (error) {
      // A refusal about this order (the method, the stock) says what to do; anything else is generic.
      const code = (error as { code?: unknown } | null)?.code;
      const known = code === 'PAYMENT_METHOD_UNAVAILABLE' || code === 'CART_STOCK_INSUFFICIENT';
      setFailure(known ? errorText(error) : t('checkout_pay_again_failed'));
    }
    setBusy(false);
  };

  return (
    <Form onSubmit={(event) => void onSubmit(event)} aria-label="Payer à nouveau" noValidate method="post">
      <RadioGroup label={t('checkout_pay_again_method')} required>
        {methods.map(({ method: m, name, reason }) => (
          <Radio
            key={m}
            name="paiement"
            value={m}
            checked={method === m}
            disabled={reason !== null || busy}
            onChange={() => setMethod(m)}
            label={name}
            hint={reason ? t('checkout_payment_unavailable_hint', { reason }) : undefined}
          />
        ))}
      </RadioGroup>
      {/* No server action yet (issue 36): method=post, a submit before the script puts nothing in a URL. */}
      <Button type="submit" loading={busy} disabled={!method}>
        {t('checkout_pay_again')}
      </Button>
      {failure ? <p role="alert">{failure}</p> : null}
    </Form>
  );
}
