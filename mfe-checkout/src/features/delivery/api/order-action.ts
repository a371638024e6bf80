import { api, apiConfig } from '@arbora/shared/api';
import { isHttpError } from '@arbora/shared/errors';
import { t } from '@arbora/shared/messages/checkout';
import { submittedValues, type FormActionResult, type FormActionState, type PageAction } from '@arbora/shared/platform';
import type { Cart, Order } from '@arbora/shared/schemas';
import { cartApi } from '@arbora/shared/store';
import { asCart, errorText, isOutage } from '../../../lib/cart';
import { draftErrors, RELAY_CARRIER, STORE_CARRIER, validationBody } from '../components/order-draft';
import {
  FIELDS,
  postedDraft,
  postedErrors,
  postedId,
  postedText,
  SEARCH_INTENT,
  SHOW_ALL_INTENT,
} from '../components/posted-draft';
import { nextStep } from './next-step';

/** The API stored the order but could not reach the ERP: the order is in the error's data (SPEC 8). */
const DELAYED_CODE = 'X3_ERROR';

const isOrder = (value: unknown): value is Order =>
  typeof value === 'object' && value !== null && typeof (value as { reference?: unknown }).reference === 'string';

/**
 * The cart the visitor has once its cart is ordered, or undefined (the API did not answer). With
 * JavaScript the store starts a new cart after an order (`validateOrder`); without it the cart
 * cookie would go on naming the ordered cart. The API already knows the answer: an ordered cart's
 * token, read, gives a new empty cart under a new token (stored at its first change). The action
 * hands that token back as the contract's `cartToken`, which the shell keeps in the cookie. Chosen
 * over the shell guessing an order from the redirect (a card's goes to the provider's page) and
 * over clearing the cookie (`FormActionResult` cannot say so, and a browser whose store still
 * holds the ordered token would write it back into an empty cookie, while it adopts a different
 * one: shared cart-store). Without an answer the cookie stays: the API reads it as an empty cart.
 */
async function cartAfterOrder(orderedToken: string): Promise<string | undefined> {
  try {
    const { token } = await cartApi.get(orderedToken);
    return token && token !== orderedToken ? token : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Where the order goes next: the provider's page for a card (a site URL with the sandbox), else its
 * outcome's page; with the visitor's new cart for the cart cookie.
 */
async function ordered(order: Order | null, orderedToken: string): Promise<FormActionResult> {
  const next = order ? nextStep(order) : { path: '/commande/confirmation' };
  const redirect = 'external' in next ? next.external : next.path;
  const cartToken = await cartAfterOrder(orderedToken);
  return cartToken ? { redirect, cartToken } : { redirect };
}

/** POST /cart/validation, the browser's call (`validateOrder`), with the form's key; an order stored without the ERP is one. */
async function validate(body: Record<string, unknown>, cartToken: string, key: string): Promise<Order | null> {
  try {
    return await api.post<Order>('/cart/validation', {
      body: { ...body, cart_token: cartToken, saleplan_id: apiConfig().salesPlanId },
      headers: { 'Idempotency-Key': key },
    });
  } catch (error) {
    if (isHttpError(error) && error.code === DELAYED_CODE) return isOrder(error.data) ? error.data : null;
    throw error;
  }
}

/**
 * « Rechercher » posted without JavaScript (the relay farms of a postcode, the stores near the
 * delivery address), or « Afficher les N … » (every one of them): the step rendered again with everything posted, whose pickers then list them
 * (the postcode stays in the body, never in a URL); nothing is ordered. A relay search needs a
 * postcode of 5 digits, as in the browser. The contract gives the page again with a 4xx status only
 * (FormActionResult): 422, as for the step's other answers that are not an order.
 */
function searched(values: FormActionState['values']): FormActionResult {
  const relay = postedText(values, FIELDS.carrier) === RELAY_CARRIER;
  const postcode = postedText(values, FIELDS.relayPostcode);
  const errors: Record<string, string> =
    relay && !/^\d{5}$/.test(postcode) ? { [FIELDS.relayPostcode]: t('checkout_postcode_invalid') } : {};
  return { status: 422, state: { values, errors } };
}

/**
 * The delivery step posted without JavaScript (docs/remote-team-guide.md, « Form actions »): the
 * carrier posted is chosen on the cart cookie's cart if it is not yet (POST /cart/livraison, as the
 * radio does with JavaScript), then the step's own rules (`draftErrors`, the shared zod rules of
 * an address), then POST /cart/validation with the form's Idempotency-Key, so the same form posted
 * twice answers the same order; then 303 to what the JavaScript flow reaches, with the cart cookie
 * naming the visitor's new cart (`cartAfterOrder`). A refusal gives the form back with what was
 * typed and the French messages.
 */
export const orderAction: PageAction = async ({ formData, cartToken, ctx }) => {
  const values = submittedValues(formData);
  const refused = (errors: Record<string, string>, status: 422 | 503 = 422): FormActionResult => ({
    status,
    state: { values, errors },
  });
  const intent = postedText(values, FIELDS.intent);
  if (intent === SEARCH_INTENT || intent === SHOW_ALL_INTENT) return searched(values);
  const key = postedText(values, FIELDS.key);
  if (!cartToken || !key) return { redirect: cartToken ? ctx.pathname : '/panier' };
  const carrier = postedText(values, FIELDS.carrier) || null;
  const relay = carrier === RELAY_CARRIER ? postedId(values, FIELDS.relay) : null;
  const store = carrier === STORE_CARRIER ? postedId(values, FIELDS.store) : null;

  // The draft as posted (the API checks that a saved address chosen is the customer's).
  const draft = postedDraft(values);
  const body = () => validationBody(draft, relay, store);

  let cart: Cart | null;
  try {
    cart = asCart((await cartApi.get(cartToken)).cart);
  } catch (error) {
    return refused({ [FIELDS.failure]: errorText(error) }, isOutage(error) ? 503 : 422);
  }
  if (!cart || cart.list.length === 0) {
    // The cart is ordered already: the same form posted again (a double submit) answers that
    // order, the API replaying its key; anything else finds the step with its empty cart.
    if (!draft.payment) return { redirect: ctx.pathname };
    return validate(body(), cartToken, key).then(
      (order) => ordered(order, cartToken),
      () => ({ redirect: ctx.pathname }),
    );
  }
  try {
    const selected = cart.carriers.find((c) => c.selected);
    const offered = cart.carriers.some((c) => c.technical_name === carrier);
    const changed = selected?.technical_name !== carrier || (relay !== null && relay !== cart.relay_point_id);
    // The relay carrier needs its farm: without one, the step's rules say so below.
    if (carrier && offered && changed && (carrier !== RELAY_CARRIER || relay !== null))
      cart = asCart((await cartApi.chooseCarrier(cartToken, carrier, relay ?? undefined)).cart)!;
  } catch (error) {
    const field = carrier === RELAY_CARRIER ? FIELDS.relay : FIELDS.carrier;
    return refused({ [field]: errorText(error) }, isOutage(error) ? 503 : 422);
  }

  const found = draftErrors(draft, cart, carrier);
  if (found) return refused(postedErrors(found));
  try {
    const order = await validate(body(), cartToken, key);
    return await ordered(order, cartToken);
  } catch (error) {
    return refused({ [FIELDS.failure]: errorText(error) }, isOutage(error) ? 503 : 422);
  }
};
