import { t } from '@arbora/shared/messages/catalogue';
import { submittedValues, type PageAction } from '@arbora/shared/platform';
import { cartApi } from '@arbora/shared/store';

/** The refusal of an addition as the buy box tells it (SPEC 8 codes), next to its button. */
export function addRefusalText(error: unknown): string {
  const { code, data } = (error ?? {}) as { code?: string; data?: { available?: number } };
  if (code === 'CART_STOCK_INSUFFICIENT') return t('cart_stock_insufficient', { available: data?.available ?? 0 });
  return t('catalogue_add_to_cart_failed');
}

/** The field of the buy box's refusal in the action's state. */
export const ADD_TO_CART_FIELD = 'quantity';

const positiveInt = (value: FormDataEntryValue | null): number | null => {
  const number = typeof value === 'string' ? Number(value.trim()) : Number.NaN;
  return Number.isInteger(number) && number > 0 ? number : null;
};

/**
 * « Ajouter au panier » posted without JavaScript (docs/remote-team-guide.md, « Form actions »): the
 * same cart call as the buy box's command, then the cart page (303), rendered on the server with the
 * visitor's cart, where the line shows; a refusal (stock) shows its message next to the button.
 */
export const addToCartAction: PageAction = async ({ formData, cartToken }) => {
  const variantId = positiveInt(formData.get('variant'));
  const quantity = positiveInt(formData.get('quantity'));
  const values = submittedValues(formData);
  if (!variantId) return { status: 400, state: { values, errors: {} } };
  if (!quantity) return { status: 422, state: { values, errors: { [ADD_TO_CART_FIELD]: addRefusalText(null) } } };
  try {
    const response = await cartApi.update(cartToken ?? null, [{ variantId, quantity }], 'add');
    return { redirect: '/panier', cartToken: response.token };
  } catch (error) {
    const status = (error as { status?: number }).status;
    const state = { values, errors: { [ADD_TO_CART_FIELD]: addRefusalText(error) } };
    return { status: status !== undefined && status < 500 ? 422 : 503, state };
  }
};
