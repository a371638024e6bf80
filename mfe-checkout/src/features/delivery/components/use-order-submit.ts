import type { Order } from '@arbora/shared/schemas';
import { cartStore, setCartSelection } from '@arbora/shared/store';
import { validateOrder } from '@arbora/shared/store/orders';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { errorText, INLINE_CODES } from '../../../lib/cart';
import { leaveFor } from '../../../lib/leave-site';
import { nextStep } from '../api/next-step';

const KEY = 'idempotency_key';

/**
 * Sends the validation once per attempt: the key is kept in the cart's persisted selections, so a
 * double click, a reload or a retry after a timeout sends the same key and the API answers the
 * same order. A failure leaves everything in place with its French message.
 */
export function useOrderSubmit() {
  const navigate = useNavigate();
  const inFlight = useRef(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (body: Record<string, unknown>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSending(true);
    setFailure(null);
    let key = cartStore.getState().selections[KEY];
    if (typeof key !== 'string' || !key) {
      key =
        globalThis.crypto?.randomUUID?.() ?? `order-${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
      setCartSelection(KEY, key);
    }
    try {
      const order = (await validateOrder(body, { idempotencyKey: key, silentCodes: INLINE_CODES })) as Order | null;
      if (!order) {
        navigate('/commande/confirmation');
        return;
      }
      const next = nextStep(order);
      if ('external' in next) leaveFor(next.external);
      else navigate(next.path);
    } catch (error) {
      setFailure(errorText(error));
      inFlight.current = false;
      setSending(false);
    }
  };

  return { submit, sending, failure };
}
