import { t } from '@arbora/shared/messages/checkout';
import { FormToken, useFormActionState, usePageRoute } from '@arbora/shared/platform';
import { PAYMENT_METHODS, paymentUnavailableReason, type Order } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import { Radio, RadioGroup } from '@arbora/shared/ui/forms';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { unavailableHint } from '../../../lib/cart';
import { leaveFor } from '../../../lib/leave-site';
import { payAgain, payAgainFailure, payAgainTarget } from '../api/pay-again';
import { PAY_AGAIN_FIELDS } from '../api/pay-again-action';
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
 * then goes to the provider's page for a card, or to the outcome's page otherwise. Without
 * JavaScript the browser posts it to the page, whose `pageAction` does the same (pay-again-action.ts).
 */
export function PayAgainForm({ order }: { order: Order }) {
  const { ctx } = usePageRoute();
  const refused = useFormActionState();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const methods = PAYMENT_METHODS.map((method) => ({
    method,
    name: order.cart.payments.find((p) => p.technical_name === method)?.name ?? FALLBACK_NAMES[method],
    reason: paymentUnavailableReason(method, order.total_ttc),
  }));
  const first = methods.find((m) => m.method === order.payment_method && !m.reason) ?? methods.find((m) => !m.reason);
  const posted = methods.find((m) => m.method === refused?.values[PAY_AGAIN_FIELDS.method] && !m.reason);
  const [method, setMethod] = useState<Method | undefined>((posted ?? first)?.method);
  const [busy, setBusy] = useState(false);
  // What the server refused, until the browser's own first submit.
  const [failure, setFailure] = useState<string | null>(refused?.errors[PAY_AGAIN_FIELDS.method] ?? null);

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
      navigate(payAgainTarget(next));
    } catch (error) {
      setFailure(payAgainFailure(error));
    }
    setBusy(false);
  };

  return (
    <Form
      onSubmit={(event) => void onSubmit(event)}
      aria-label="Payer à nouveau"
      noValidate
      method="post"
      action={`${ctx.pathname}${ctx.searchParams.size ? `?${ctx.searchParams.toString()}` : ''}`}
    >
      <FormToken />
      <input type="hidden" name={PAY_AGAIN_FIELDS.order} value={order.reference} />
      <RadioGroup label={t('checkout_pay_again_method')} required>
        {methods.map(({ method: m, name, reason }) => (
          <Radio
            key={m}
            name={PAY_AGAIN_FIELDS.method}
            value={m}
            checked={method === m}
            disabled={reason !== null || busy}
            onChange={() => setMethod(m)}
            label={name}
            hint={reason ? unavailableHint(reason) : undefined}
          />
        ))}
      </RadioGroup>
      <Button type="submit" loading={busy} disabled={!method}>
        {t('checkout_pay_again')}
      </Button>
      {failure ? <p role="alert">{failure}</p> : null}
    </Form>
  );
}
