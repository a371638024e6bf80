import { isHttpError } from '@arbora/shared/errors';
import { t } from '@arbora/shared/messages/checkout';
import { submittedValues, type FormActionResult, type PageAction } from '@arbora/shared/platform';
import { cartApi, type CartLineChange, type CartResponse } from '@arbora/shared/store';
import { errorText, isOutage } from '../../../lib/cart';
import { getVariant } from './get-variant';

export const CART_PATH = '/panier';

/**
 * What a cart form asks for (its `_action` field): the same changes as the page's buttons with
 * JavaScript, and `add`: products added from another page's form (the home's tiles, the
 * configurator's lines), for any remote to post to `/panier` (docs/remote-team-guide.md): one
 * `variant` and its `quantity` (1 when left out) a line, the pair repeated for several lines.
 */
export const CART_INTENTS = ['add', 'quantity', 'remove', 'recup_off', 'promotion', 'promotion_remove'] as const;
export type CartIntent = (typeof CART_INTENTS)[number];

/** The field of a refused addition in the action's state: the cart page says it above the cart. */
export const ADD_REFUSAL_FIELD = 'ajout';
/** The refused addition's stable code in the action's state (the API's, or `CART_ADD_INVALID`). */
export const ADD_REFUSAL_CODE_FIELD = 'ajout-code';
/** The code of an addition whose lines cannot be read (400): nothing is added. */
export const CART_ADD_INVALID = 'CART_ADD_INVALID';
/** The most lines one `add` takes (a configurator's fence has about ten). */
export const MAX_ADD_LINES = 50;
/** The most of one line an `add` takes. */
export const MAX_ADD_QUANTITY = 9999;
/** « 9 999 », its thousands apart by a narrow no-break space. */
const MAX_QUANTITY_TEXT = new Intl.NumberFormat('fr-FR').format(MAX_ADD_QUANTITY);

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

type AddLines = { lines: CartLineChange[] } | { invalid: string };

/**
 * The lines of an `add`: the `variant` fields in the order posted, each with the `quantity` posted
 * at the same rank; without any `quantity`, one of each. Any line that cannot be read refuses them
 * all (said by its rank: nothing is added).
 */
export function addLines(formData: FormData): AddLines {
  const variants = formData.getAll('variant').map((value) => (typeof value === 'string' ? value.trim() : ''));
  const quantities = formData.getAll('quantity').map((value) => (typeof value === 'string' ? value.trim() : ''));
  const several = variants.length > 1;
  const rank = (index: number) => (several ? `Ligne ${index + 1}\u00a0: l` : 'L');
  // What was posted, as typed (cut short): the message names it.
  const shown = (value: string | undefined) => (value ?? '').slice(0, 20);
  if (variants.length === 0) return { invalid: 'Aucun article n’a été indiqué.' };
  if (variants.length > MAX_ADD_LINES)
    return { invalid: `Au plus ${MAX_ADD_LINES}\u00a0articles peuvent être ajoutés à la fois.` };
  if (quantities.length > 0 && quantities.length !== variants.length)
    return {
      invalid: `${variants.length}\u00a0articles pour ${quantities.length}\u00a0quantités\u00a0: chaque article doit avoir la sienne.`,
    };
  const lines: CartLineChange[] = [];
  for (const [index, variant] of variants.entries()) {
    const variantId = positiveInt(variant);
    if (!variantId) return { invalid: `${rank(index)}’article «\u00a0${shown(variant)}\u00a0» n’existe pas.` };
    const quantity = quantities.length > 0 ? positiveInt(quantities[index]!) : 1;
    if (!quantity || quantity > MAX_ADD_QUANTITY)
      return {
        invalid: `${rank(index)}a quantité «\u00a0${shown(quantities[index])}\u00a0» doit être un nombre entier de 1 à ${MAX_QUANTITY_TEXT}.`,
      };
    lines.push({ variantId, quantity });
  }
  return { lines };
}

/**
 * A refused addition of several lines: the cart changed in nothing (one API call, all or nothing),
 * said so, and which line the cart refused (its rank and name) when the refusal names one.
 */
async function severalRefused(error: unknown, lines: readonly CartLineChange[]): Promise<string> {
  const none = `Aucun des ${lines.length}\u00a0articles n’a été ajouté au panier`;
  if (!isHttpError(error) || error.code !== 'CART_STOCK_INSUFFICIENT') return `${none}\u00a0: ${errorText(error)}`;
  const data = (error.data ?? {}) as { element_id?: unknown; available?: unknown; requested?: unknown };
  const index = lines.findIndex((line) => line.variantId === data.element_id);
  if (index < 0) return `${none}\u00a0: ${lineErrorText(error)}`;
  const line = lines[index]!;
  const name = await getVariant(line.variantId).then(
    (variant) => `«\u00a0${variant.product_name} ${variant.name}\u00a0»`,
    () => `l’article n°\u00a0${line.variantId}`,
  );
  const available = typeof data.available === 'number' ? data.available : 0;
  return `${none}\u00a0: ligne ${index + 1}, ${name}, ${line.quantity}\u00a0demandés, ${available}\u00a0disponible${available > 1 ? 's' : ''}.`;
}

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

/** A refused addition: its text above the cart, and its stable code. */
const addRefused = (status: 400 | 422 | 503, message: string, code: string): FormActionResult => ({
  status,
  state: { values: {}, errors: { [ADD_REFUSAL_FIELD]: message, [ADD_REFUSAL_CODE_FIELD]: code } },
});

const codeOf = (error: unknown) => (isHttpError(error) && error.code ? error.code : 'CART_UNAVAILABLE');

/** `add`: every line in one call (the cart takes all or none), then the cart; else why, above it. */
async function addAction(formData: FormData, token: string | null, done: (response: CartResponse) => FormActionResult) {
  const read = addLines(formData);
  if ('invalid' in read) return addRefused(400, `${read.invalid} Rien n’a été ajouté au panier.`, CART_ADD_INVALID);
  try {
    return done(await cartApi.update(token, read.lines, 'add'));
  } catch (error) {
    const message = read.lines.length > 1 ? await severalRefused(error, read.lines) : lineErrorText(error);
    return addRefused(isOutage(error) ? 503 : 422, message, codeOf(error));
  }
}

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
      case 'add':
        return await addAction(formData, token, done);
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
    const field = intent === 'promotion' ? 'code' : variantId ? lineErrorField(variantId) : 'cart';
    if (isOutage(error)) return refused(formData, field, errorText(error), 503);
    return refused(formData, field, intent === 'promotion' ? errorText(error) : lineErrorText(error));
  }
};
