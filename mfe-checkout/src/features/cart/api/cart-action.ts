import { isHttpError } from '@arbora/shared/errors';
import { t } from '@arbora/shared/messages/checkout';
import { submittedValues, type FormActionResult, type PageAction } from '@arbora/shared/platform';
import { cartApi, type CartResponse } from '@arbora/shared/store';
import { errorText, isOutage } from '../../../lib/cart';

export const CART_PATH = '/panier';

/**
 * What a cart form asks for (its `_action` field): the same changes as the page's buttons with
 * JavaScript, and `add` (`variant`, `quantity`, 1 by default): a product added from another page's
 * form (the home's tiles), for any remote to post to `/panier` (docs/remote-team-guide.md).
 */
export const CART_INTENTS = ['add', 'quantity', 'remove', 'recup_off', 'promotion', 'promotion_remove'] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

/** The field of a refused addition in the action's state: the cart page says it above the cart. */
export const ADD_REFUSAL_FIELD = 'ajout';

/** The field of a line's refusal in the action's state (its message shows on that line). */
export const lineErrorField = (variantId: number) => `ligne-${variantId}`;

const text = (formData: FormData, name: string) => {
  const value = formData.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

const positiveInt = (value: string): number | null => {
  const number = Number(value);
  return Number.isInteger(number) && number > 0 ? number : null;
};

/** The text of a refused line change (the stock left, as the line says it with JavaScript). */
export function lineErrorText(error: unknown): string {
  if (isHttpError(error) && error.code === 'CART_STOCK_INSUFFICIENT') {
    const available = (error.data as { available?: unknown } | undefined)?.available;
    return t('cart_stock_insufficient', { available: typeof available === 'number' ? available : 0 });
  }
  return errorText(error);
}

const refused = (formData: FormData, field: string, message: string, status: 422 | 503 = 422): FormActionResult => ({
  status,
  state: { values: submittedValues(formData), errors: { [field]: message } },
});

/**
 * The cart page's forms posted without JavaScript (docs/remote-team-guide.md, « Form actions »): a
 * quantity, a removal, the promotion code, each the same API call as the store's command, then back
 * to the cart (303), whose server render shows the new cart; a refusal shows its message in place.
 */
export const cartAction: PageAction = async ({ formData, cartToken }) => {
  const token = cartToken ?? null;
  // − and + post their quantity alone (`set_quantity`, no `_action`): a quantity change.
  const intent = (text(formData, '_action') || (formData.has('set_quantity') ? 'quantity' : '')) as CartIntent;
  const variantId = positiveInt(text(formData, 'variant'));
  const done = (response: CartResponse): FormActionResult => ({ redirect: CART_PATH, cartToken: response.token });
  try {
    switch (intent) {
      case 'add': {
        const quantity = text(formData, 'quantity') ? positiveInt(text(formData, 'quantity')) : 1;
        if (!variantId || !quantity) return { status: 400, state: { values: {}, errors: {} } };
        return done(await cartApi.update(token, [{ variantId, quantity }], 'add'));
      }
      case 'quantity': {
        // A − or + button sends its own quantity; Enter in the field sends what was typed.
        const quantity = positiveInt(text(formData, 'set_quantity') || text(formData, 'quantity'));
        if (!variantId) return { status: 400, state: { values: {}, errors: {} } };
        if (!quantity) return refused(formData, lineErrorField(variantId), t('field_required'));
        return done(await cartApi.update(token, [{ variantId, quantity }], 'set'));
      }
      case 'remove':
        if (!variantId) return { status: 400, state: { values: {}, errors: {} } };
        return done(await cartApi.remove(token, variantId));
      case 'recup_off':
        return done(await cartApi.recupChute(token, false));
      case 'promotion': {
        const code = text(formData, 'code');
        if (!code) return refused(formData, 'code', t('field_required'));
        return done(await cartApi.addPromotion(token, code));
      }
      case 'promotion_remove':
        return done(await cartApi.removePromotion(token));
      default:
        return { status: 400, state: { values: {}, errors: {} } };
    }
  } catch (error) {
    const field =
      intent === 'promotion'
        ? 'code'
        : intent === 'add'
          ? ADD_REFUSAL_FIELD
          : variantId
            ? lineErrorField(variantId)
            : 'cart';
    if (isOutage(error)) return refused(formData, field, errorText(error), 503);
    return refused(formData, field, intent === 'promotion' ? errorText(error) : lineErrorText(error));
  }
};
