import { pageContext } from '@arbora/shared/platform';
import { fakeApi } from '@arbora/shared/testing';
import {
  ADD_REFUSAL_CODE_FIELD,
  ADD_REFUSAL_FIELD,
  CART_ADD_INVALID,
  MAX_ADD_LINES,
  cartAction,
  lineErrorField,
} from './cart-action';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const TOKEN = 'cart_0123456789abcdef';
const answer = { body: { data: { token: TOKEN, cart: { list: [] } } } };

const post = (fields: Record<string, string>, cartToken: string | null = TOKEN) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return cartAction({ formData, params: {}, ctx: pageContext('/panier', '', false), cartToken });
};

/** A form with repeated fields (several lines), in the order given. */
const postPairs = (fields: readonly (readonly [string, string])[], cartToken: string | null = TOKEN) => {
  const formData = new FormData();
  for (const [name, value] of fields) formData.append(name, value);
  return cartAction({ formData, params: {}, ctx: pageContext('/panier', '', false), cartToken });
};
const lines = (...pairs: (readonly [string, string])[]) => [
  ['_action', 'add'] as const,
  ...pairs.flatMap(([variant, quantity]) => [['variant', variant] as const, ['quantity', quantity] as const]),
];
const updateBodies = () =>
  api.calls.map((call) => call.body as { type: string; cart_token: string | null; elements: unknown[] });

describe('the cart page’s pageAction (its forms without JavaScript)', () => {
  it('sets the quantity − or + posted (set_quantity), else the typed one, on the visitor’s cart', async () => {
    api = fakeApi({ 'POST /api/v1/cart/update': answer });
    expect(await post({ _csrf: 't', variant: '7', quantity: '3', set_quantity: '4' })).toEqual({
      redirect: '/panier',
      cartToken: TOKEN,
    });
    expect(await post({ _csrf: 't', _action: 'quantity', variant: '7', quantity: '2' })).toEqual({
      redirect: '/panier',
      cartToken: TOKEN,
    });
    const bodies = api.calls.map((call) => call.body as { type: string; cart_token: string; elements: unknown[] });
    expect(bodies.map((body) => [body.type, body.cart_token, body.elements])).toEqual([
      ['set', TOKEN, [expect.objectContaining({ element_id: 7, quantity: 4 })]],
      ['set', TOKEN, [expect.objectContaining({ element_id: 7, quantity: 2 })]],
    ]);
  });

  it('removes a line and applies or removes a code, each the store’s own call', async () => {
    api = fakeApi({
      'POST /api/v1/cart/remove': answer,
      'POST /api/v1/cart/promotion/add': answer,
      'POST /api/v1/cart/promotion/remove': answer,
    });
    await post({ _action: 'remove', variant: '7' });
    await post({ _action: 'promotion', code: 'BIENVENUE10' });
    await post({ _action: 'promotion_remove' });
    expect(api.calls.map((call) => call.path)).toEqual([
      '/api/v1/cart/remove',
      '/api/v1/cart/promotion/add',
      '/api/v1/cart/promotion/remove',
    ]);
    expect(api.calls[0]!.url.searchParams.get('element_id')).toBe('7');
    expect(api.calls[1]!.body).toEqual({ cart_token: TOKEN, code: 'BIENVENUE10' });
  });

  it('gives a refused code back with its French message, and a refused quantity on its line', async () => {
    api = fakeApi({
      'POST /api/v1/cart/promotion/add': {
        status: 400,
        body: { code: 'CART_RULE_INVALID_CODE', message: 'Invalid code' },
      },
      'POST /api/v1/cart/update': {
        status: 409,
        body: { code: 'CART_STOCK_INSUFFICIENT', message: 'Stock', data: { available: 2 } },
      },
    });
    expect(await post({ _action: 'promotion', code: 'NOPE' })).toEqual({
      status: 422,
      state: { values: { _action: 'promotion', code: 'NOPE' }, errors: { code: 'Ce code promo n’est pas valide.' } },
    });
    const stock = await post({ variant: '7', set_quantity: '9' });
    expect(stock).toMatchObject({
      status: 422,
      state: { errors: { [lineErrorField(7)]: expect.stringContaining('2') } },
    });
  });

  it('adds a product posted from another page (_action=add, one by default) to the visitor’s cart, then shows the cart', async () => {
    api = fakeApi({ 'POST /api/v1/cart/update': answer });
    expect(await post({ _action: 'add', variant: '12' }, null)).toEqual({ redirect: '/panier', cartToken: TOKEN });
    expect(await post({ _action: 'add', variant: '12', quantity: '3' })).toEqual({
      redirect: '/panier',
      cartToken: TOKEN,
    });
    const bodies = api.calls.map(
      (call) => call.body as { type: string; cart_token: string | null; elements: unknown[] },
    );
    expect(bodies.map((body) => [body.type, body.cart_token ?? null, body.elements])).toEqual([
      ['add', null, [expect.objectContaining({ element_id: 12, quantity: 1 })]],
      ['add', TOKEN, [expect.objectContaining({ element_id: 12, quantity: 3 })]],
    ]);
    expect(await post({ _action: 'add', variant: 'x' })).toMatchObject({
      status: 400,
      state: { errors: { [ADD_REFUSAL_CODE_FIELD]: CART_ADD_INVALID } },
    });
    expect(await post({ _action: 'add', variant: '12', quantity: '0' })).toMatchObject({ status: 400 });
  });

  it('gives a refused addition back for the cart page to say above the cart', async () => {
    api = fakeApi({
      'POST /api/v1/cart/update': {
        status: 409,
        body: { code: 'CART_STOCK_INSUFFICIENT', message: 'Stock', data: { available: 0 } },
      },
    });
    expect(await post({ _action: 'add', variant: '12' })).toMatchObject({
      status: 422,
      state: { errors: { [ADD_REFUSAL_FIELD]: expect.stringContaining('0') } },
    });
  });

  it('adds several lines posted as repeated variant and quantity pairs, in one call, then shows the cart', async () => {
    api = fakeApi({ 'POST /api/v1/cart/update': answer });
    expect(await postPairs(lines(['12', '3'], ['40', '14'], ['7', '1']), null)).toEqual({
      redirect: '/panier',
      cartToken: TOKEN,
    });
    // Without any quantity: one of each.
    await postPairs([
      ['_action', 'add'],
      ['variant', '12'],
      ['variant', '40'],
    ]);
    expect(updateBodies().map((body) => [body.type, body.elements])).toEqual([
      [
        'add',
        [
          expect.objectContaining({ element_id: 12, quantity: 3 }),
          expect.objectContaining({ element_id: 40, quantity: 14 }),
          expect.objectContaining({ element_id: 7, quantity: 1 }),
        ],
      ],
      [
        'add',
        [
          expect.objectContaining({ element_id: 12, quantity: 1 }),
          expect.objectContaining({ element_id: 40, quantity: 1 }),
        ],
      ],
    ]);
  });

  it('refuses lines it cannot read with 400, CART_ADD_INVALID and the line said in French, adding nothing', async () => {
    api = fakeApi({ 'POST /api/v1/cart/update': answer });
    const refusal = (message: string) => ({
      status: 400,
      state: {
        values: {},
        errors: { [ADD_REFUSAL_FIELD]: expect.stringMatching(message), [ADD_REFUSAL_CODE_FIELD]: CART_ADD_INVALID },
      },
    });
    expect(await postPairs(lines(['12', '3'], ['x', '2']))).toEqual(
      refusal('^Ligne 2\u00a0: l’article «\u00a0x\u00a0» n’existe pas[.] Rien n’a été ajouté au panier[.]$'),
    );
    expect(await postPairs(lines(['12', '3'], ['40', '0']))).toEqual(
      refusal('^Ligne 2\u00a0: la quantité «\u00a00\u00a0»'),
    );
    expect(await postPairs(lines(['12', '2.5']))).toEqual(refusal('^La quantité «\u00a02[.]5\u00a0»'));
    // « 9 999 » with its narrow no-break space.
    expect(await postPairs(lines(['12', '10000']))).toEqual(refusal('^La quantité .+ de 1 à 9\u202f999[.] Rien'));
    expect(
      await postPairs([
        ['_action', 'add'],
        ['variant', '12'],
        ['variant', '40'],
        ['quantity', '3'],
      ]),
    ).toEqual(refusal('2\u00a0articles pour 1\u00a0quantités'));
    expect(await postPairs([['_action', 'add']])).toEqual(refusal('Aucun article'));
    expect(await postPairs(lines(...Array.from({ length: MAX_ADD_LINES + 1 }, () => ['12', '1'] as const)))).toEqual(
      refusal(`Au plus ${MAX_ADD_LINES}`),
    );
    expect(api.calls).toEqual([]);
  });

  it('says, when the cart refuses one of several lines, that none was added and which line (rank, name, stock)', async () => {
    api = fakeApi({
      'POST /api/v1/cart/update': {
        status: 400,
        body: {
          code: 'CART_STOCK_INSUFFICIENT',
          message: 'Stock',
          data: { element_id: 40, available: 5, requested: 14 },
        },
      },
      'GET /api/v1/product-variant/40': {
        body: { data: { id: 40, product_name: 'Poteau aluminium', name: 'Anthracite 1,50 m' } },
      },
    });
    expect(await postPairs(lines(['12', '3'], ['40', '14'], ['7', '1']))).toEqual({
      status: 422,
      state: {
        values: {},
        errors: {
          [ADD_REFUSAL_FIELD]:
            'Aucun des 3\u00a0articles n’a été ajouté au panier\u00a0: ligne 2, «\u00a0Poteau aluminium Anthracite 1,50 m\u00a0», 14\u00a0demandés, 5\u00a0disponibles.',
          [ADD_REFUSAL_CODE_FIELD]: 'CART_STOCK_INSUFFICIENT',
        },
      },
    });
  });

  it('says an outage refused every line (503), nothing added', async () => {
    api = fakeApi({ 'POST /api/v1/cart/update': { status: 503, body: { code: 'SERVICE_UNAVAILABLE', message: 'x' } } });
    expect(await postPairs(lines(['12', '3'], ['40', '14']))).toMatchObject({
      status: 503,
      state: {
        errors: {
          [ADD_REFUSAL_FIELD]: expect.stringMatching(/^Aucun des 2\u00a0articles n’a été ajouté au panier\u00a0: ./),
        },
      },
    });
  });
});
