import { pageContext } from '@arbora/shared/platform';
import { validationBodySchema } from '@arbora/shared/schemas';
import { fakeApi } from '@arbora/shared/testing';
import { cartAnswer, cartFixture, orderFixture, TOKEN } from '../../../testing/fixtures';
import { orderAction } from './order-action';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const KEY = '4f1c2a7e-9b7d-4f43-9a55-2b3c1d0e5f6a';
const PATH = '/panier/livraison';

/** The delivery step as a browser posts it without JavaScript: a saved address, home delivery, transfer. */
const FORM = {
  _csrf: 't',
  cle_commande: KEY,
  'adresse-livraison': '11',
  facturation_identique: 'on',
  transporteur: 'colis',
  comment: 'Portail vert',
  paiement: 'transfer',
  cgv: 'on',
};

const post = (fields: Record<string, string>, cartToken: string | null = TOKEN) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return orderAction({ formData, params: {}, ctx: pageContext(PATH, '', false), cartToken });
};

const transferOrder = orderFixture({
  outcome: 'transfer',
  confirmation_route: '/commande/confirmation-virement',
  status: 'awaiting_transfer',
});
const withCarrier = (name: string) =>
  cartFixture({ carriers: cartFixture().carriers.map((c) => ({ ...c, selected: c.technical_name === name })) });
/** What the API answers for an ordered cart's token: a new empty cart under a new token. */
const NEW_CART = cartFixture({ token: 'n3wCartT0ken-0123456789abcdefgh', list: [] });
const validations = () => api.calls.filter((call) => call.path === '/api/v1/cart/validation');

describe('the delivery step’s pageAction (the order without JavaScript)', () => {
  it('chooses the carrier posted on the cart, then orders with the form’s Idempotency-Key: 303 to the outcome’s page', async () => {
    api = fakeApi({
      'GET /api/v1/cart': [cartAnswer(cartFixture()), cartAnswer(NEW_CART)],
      'POST /api/v1/cart/livraison': cartAnswer(withCarrier('colis')),
      'POST /api/v1/cart/validation': { status: 201, body: { data: transferOrder } },
    });
    expect(await post(FORM)).toEqual({
      redirect: '/commande/confirmation-virement?order=AR-2026-000042',
      cartToken: NEW_CART.token,
    });
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /api/v1/cart',
      'POST /api/v1/cart/livraison',
      'POST /api/v1/cart/validation',
      'GET /api/v1/cart',
    ]);
    // The ordered cart's token, read once ordered: the API answers the visitor's new cart.
    expect(api.calls[3]!.url.searchParams.get('cart_token')).toBe(TOKEN);
    expect(api.calls[1]!.body).toMatchObject({ cart_token: TOKEN, carrier_technical_name: 'colis' });
    const [validation] = validations();
    expect(validation!.headers['Idempotency-Key']).toBe(KEY);
    expect(validationBodySchema.safeParse(validation!.body).error?.issues ?? []).toEqual([]);
    expect(validation!.body).toMatchObject({
      cart_token: TOKEN,
      payment_method: 'transfer',
      delivery_address_id: 11,
      billing_same_as_delivery: true,
      comment: 'Portail vert',
      accept_cgv: true,
    });
  });

  it('posted twice, sends the same key twice (the API answers the same order) and leaves a chosen carrier alone', async () => {
    api = fakeApi({
      'GET /api/v1/cart': cartAnswer(withCarrier('colis')),
      'POST /api/v1/cart/validation': [
        { status: 201, body: { data: transferOrder } },
        { status: 200, body: { data: transferOrder } },
      ],
    });
    const first = await post(FORM);
    expect(await post(FORM)).toEqual(first);
    expect(validations().map((call) => call.headers['Idempotency-Key'])).toEqual([KEY, KEY]);
    expect(api.calls.some((call) => call.path === '/api/v1/cart/livraison')).toBe(false);
  });

  it('a new typed address: the shared rules refuse a missing field in French, with what was typed, and nothing is ordered', async () => {
    api = fakeApi({ 'GET /api/v1/cart': cartAnswer(withCarrier('colis')) });
    const typed = {
      ...FORM,
      'adresse-livraison': 'new',
      'livraison-firstname': 'Jeanne',
      'livraison-lastname': 'Parcours',
      'livraison-street': '',
      'livraison-postcode': '44000',
      'livraison-city': 'Nantes',
      'livraison-phone': '0612345678',
    };
    const result = await post(typed);
    expect(result).toEqual({
      status: 422,
      state: {
        values: expect.objectContaining({ 'livraison-city': 'Nantes', comment: 'Portail vert', cle_commande: KEY }),
        errors: { 'livraison-street': 'Ce champ est obligatoire.' },
      },
    });
    expect('state' in result && result.state.values._csrf).toBeUndefined();
    expect(validations()).toHaveLength(0);
  });

  it('refuses a missing payment and unticked CGV with the step’s messages', async () => {
    api = fakeApi({ 'GET /api/v1/cart': cartAnswer(withCarrier('colis')) });
    const { paiement: _p, cgv: _c, ...rest } = FORM;
    const result = await post(rest);
    expect('state' in result && result.state.errors).toEqual({
      paiement: 'Veuillez choisir un moyen de paiement.',
      cgv: 'Veuillez accepter les conditions générales de vente.',
    });
    expect(validations()).toHaveLength(0);
  });

  it('sends the typed address with « Enregistrer » and a billing address of the book', async () => {
    api = fakeApi({
      'GET /api/v1/cart': cartAnswer(withCarrier('colis')),
      'POST /api/v1/cart/validation': { status: 201, body: { data: transferOrder } },
    });
    const { facturation_identique: _same, ...rest } = FORM;
    await post({
      ...rest,
      'adresse-livraison': 'new',
      'livraison-firstname': 'Jeanne',
      'livraison-lastname': 'Parcours',
      'livraison-street': '3 quai de la Fosse',
      'livraison-postcode': '44000',
      'livraison-city': 'Nantes',
      'livraison-phone': '0612345678',
      enregistrer_adresse: 'on',
      'adresse-facturation': '12',
    });
    expect(validations()[0]!.body).toMatchObject({
      delivery_address: { street: '3 quai de la Fosse', city: 'Nantes', country: 'FR' },
      save_delivery_address: true,
      billing_same_as_delivery: false,
      billing_address_id: 12,
    });
  });

  it('a card: 303 to the provider’s page the API names', async () => {
    const card = orderFixture({
      status: 'pending_payment',
      payment: {
        redirect_url: 'http://shop.test/api/v1/payment/sandbox/checkout/p_1',
        bank: null,
        decision: null,
        reason: null,
      },
    });
    api = fakeApi({
      'GET /api/v1/cart': cartAnswer(withCarrier('colis')),
      'POST /api/v1/cart/validation': { status: 201, body: { data: card } },
    });
    expect(await post({ ...FORM, paiement: 'card' })).toEqual({
      redirect: 'http://shop.test/api/v1/payment/sandbox/checkout/p_1',
    });
  });

  it('an API refusal (stock) is said in French in the form; an order stored without the ERP is a success', async () => {
    api = fakeApi({
      'GET /api/v1/cart': cartAnswer(withCarrier('colis')),
      'POST /api/v1/cart/validation': [
        { status: 409, body: { code: 'CART_STOCK_INSUFFICIENT', message: 'stock' } },
        { status: 409, body: { code: 'X3_ERROR', message: 'delayed', data: transferOrder } },
      ],
    });
    const refused = await post(FORM);
    expect(refused).toMatchObject({
      status: 422,
      state: { errors: { commande: expect.stringContaining('plus disponible en quantité suffisante') } },
    });
    expect(await post(FORM)).toEqual({ redirect: '/commande/confirmation-virement?order=AR-2026-000042' });
  });

  it('the same form posted again once its cart is ordered: the API replays the key, 303 to the same order', async () => {
    api = fakeApi({
      'GET /api/v1/cart': cartAnswer(cartFixture({ token: 'another-empty-cart-token', list: [] })),
      'POST /api/v1/cart/validation': [
        { status: 200, body: { data: transferOrder } },
        { status: 404, body: { code: 'CART_NOT_FOUND', message: 'Cart not found' } },
      ],
    });
    expect(await post(FORM)).toEqual({
      redirect: '/commande/confirmation-virement?order=AR-2026-000042',
      cartToken: 'another-empty-cart-token',
    });
    expect(validations()[0]!.headers['Idempotency-Key']).toBe(KEY);
    // Another key (another form) orders nothing: the step, with its empty cart.
    expect(await post({ ...FORM, cle_commande: 'another-key-0001' })).toEqual({ redirect: PATH });
  });

  it('ordered, but the API does not answer the new cart: 303 all the same, the cart cookie left as it is', async () => {
    api = fakeApi({
      'GET /api/v1/cart': [
        cartAnswer(withCarrier('colis')),
        { status: 503, body: { code: 'SERVER_ERROR', message: 'down' } },
      ],
      'POST /api/v1/cart/validation': { status: 201, body: { data: transferOrder } },
    });
    expect(await post(FORM)).toEqual({ redirect: '/commande/confirmation-virement?order=AR-2026-000042' });
    expect(validations()).toHaveLength(1);
  });

  it('without a cart goes back to the cart; an empty cart without a payment chosen to the step', async () => {
    api = fakeApi({ 'GET /api/v1/cart': cartAnswer(cartFixture({ list: [] })) });
    expect(await post(FORM, null)).toEqual({ redirect: '/panier' });
    const { paiement: _p, ...rest } = FORM;
    expect(await post(rest)).toEqual({ redirect: PATH });
    expect(validations()).toHaveLength(0);
  });

  it('« Rechercher » gives the step back with everything posted and orders nothing; a postcode not of 5 digits is said', async () => {
    api = fakeApi({});
    const searched = { ...FORM, _action: 'rechercher', transporteur: 'relais_ferme', relais_code_postal: '35000' };
    const { _csrf: _t, ...kept } = searched;
    expect(await post(searched)).toEqual({ status: 422, state: { values: kept, errors: {} } });
    expect(await post({ ...searched, relais_code_postal: '350' })).toMatchObject({
      status: 422,
      state: { errors: { relais_code_postal: 'Veuillez saisir un code postal à 5\u00a0chiffres.' } },
    });
    // The stores near the delivery address: no postcode of its own to check.
    expect(await post({ ...FORM, _action: 'rechercher', transporteur: 'retrait_magasin' })).toMatchObject({
      status: 422,
      state: { errors: {} },
    });
    // « Afficher les N … »: the same, every one listed by the page.
    expect(await post({ ...searched, _action: 'tout-afficher' })).toMatchObject({ status: 422, state: { errors: {} } });
    expect(api.calls).toEqual([]);
  });
});
