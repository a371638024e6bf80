import { t } from '@arbora/shared/messages/catalogue';
import { submittedValues, type PageAction } from '@arbora/shared/platform';
import { cartApi } from '@arbora/shared/store';

const copies = (n: number) => `${n}\u00a0exemplaire${n > 1 ? 's' : ''}`;

/**
 * The refusal of an addition of `asked` as the buy box tells it (SPEC 8 codes), next to its button.
 * The API's `requested` is the quantity the cart would have held: when the cart already holds some
 * of it, the shopper is told so, and how many can still be added, rather than a bare stock figure.
 */
export function addRefusalText(error: unknown, asked = 0): string {
  const { code, data } = (error ?? {}) as { code?: string; data?: { available?: number; requested?: number } };
  if (code !== 'CART_STOCK_INSUFFICIENT') return t('catalogue_add_to_cart_failed');
  const available = data?.available ?? 0;
  const inCart = typeof data?.requested === 'number' && asked > 0 ? data.requested - asked : 0;
  if (inCart <= 0) return t('cart_stock_insufficient', { available });
  if (inCart > available)
    return `Il ne reste que ${copies(available)} en stock, et votre panier en contient déjà ${inCart}.`;
  if (inCart === available)
    return `Votre panier contient déjà ${available === 1 ? 'le seul exemplaire disponible' : `les ${copies(available)} disponibles`}.`;
  return `Stock insuffisant\u00a0: ${copies(available)} disponibles, dont ${inCart} déjà dans votre panier. Vous pouvez en ajouter ${available - inCart}.`;
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
    const state = { values, errors: { [ADD_TO_CART_FIELD]: addRefusalText(error, quantity) } };
    return { status: status !== undefined && status < 500 ? 422 : 503, state };
  }
};
