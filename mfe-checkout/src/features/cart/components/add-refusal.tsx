import { useFormActionState } from '@arbora/shared/platform';
import { Notice } from '../../../components/panels';
import { ADD_REFUSAL_CODE_FIELD, ADD_REFUSAL_FIELD } from '../api/cart-action';

/**
 * Products another page's form added without JavaScript (`_action=add`: the home's tiles, the
 * configurator's lines) that the cart refused (lines it cannot read, its stock, an outage): the
 * cart page says why above the cart, and that nothing was added, as that page's button would have
 * said it with JavaScript. `data-code`: the refusal's stable code.
 */
export function AddRefusal() {
  const errors = useFormActionState()?.errors;
  const message = errors?.[ADD_REFUSAL_FIELD];
  return message ? (
    <Notice $tone="error" role="alert" data-code={errors?.[ADD_REFUSAL_CODE_FIELD]}>
      <p>{message}</p>
    </Notice>
  ) : null;
}
