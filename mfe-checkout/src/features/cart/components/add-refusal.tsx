import { useFormActionState } from '@arbora/shared/platform';
import { Notice } from '../../../components/panels';
import { ADD_REFUSAL_FIELD } from '../api/cart-action';

/**
 * A product another page's form added without JavaScript (`_action=add`, the home's tiles) and the
 * cart refused (its stock, an outage): the cart page says why above the cart, as that page's button
 * would have said it with JavaScript.
 */
export function AddRefusal() {
  const message = useFormActionState()?.errors[ADD_REFUSAL_FIELD];
  return message ? (
    <Notice $tone="error" role="alert">
      <p>{message}</p>
    </Notice>
  ) : null;
}
