import { pageContext } from '@arbora/shared/platform';
import { fakeApi } from '@arbora/shared/testing';
import { ADD_REFUSAL_FIELD, cartAction, lineErrorField } from './cart-action';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const TOKEN = 'cart_0123456789abcdef';
const answer = { body: { data: { token: TOKEN, cart: { list: [] } } } };

const post = (fields: Record<string, string>, cartToken: string | null = TOKEN) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return cartAction({ formData, params: {}, ctx: pageContext('/panier', '', false), cartToken });
};

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
    expect(await post({ _action: 'add', variant: 'x' })).toMatchObject({ status: 400 });
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
});
