import { apiError, fakeFetch } from '../../testing/fake-api';
import { bus, type ToastRequest } from '../../bus';
import { cartStore, clearCart } from '../cart-store';
import { confirmOrder, validateOrder } from './order-commands';

const FILLED = {
  token: 'tok',
  cart: { list: [{ element_id: 7, quantity: 2 }] },
  selections: { carrier: 'domicile' },
  order: { id: 'previous' },
};

let server: ReturnType<typeof fakeFetch>;
let toasts: ToastRequest[];
let off: () => void;
beforeEach(() => {
  clearCart();
  localStorage.clear();
  toasts = [];
  off = bus.on('toast:show', (toast) => toasts.push(toast));
});
afterEach(() => {
  off();
  server.restore();
});

describe('validateOrder (SPEC 4, SPEC 7 POST /cart/validation)', () => {
  it('clears the previous order as it starts, then sets the new one and resets the cart', async () => {
    cartStore.setState(FILLED);
    let orderDuringCall: unknown = 'unread';
    server = fakeFetch({
      'POST /api/v1/cart/validation': () => {
        orderDuringCall = cartStore.getState().order;
        return { body: { data: { id: 'CMD-1', status: 'pending' } } };
      },
    });
    await expect(validateOrder({ payment: 'card', cgv: true })).resolves.toEqual({ id: 'CMD-1', status: 'pending' });
    expect(orderDuringCall).toBeNull();
    expect(server.calls[0]!.body).toEqual({ payment: 'card', cgv: true, cart_token: 'tok', saleplan_id: 1 });
    expect(cartStore.getState()).toEqual({
      token: null,
      cart: null,
      selections: {},
      order: { id: 'CMD-1', status: 'pending' },
    });
    expect(JSON.parse(localStorage.getItem('arbora-cart')!).state.order).toEqual({ id: 'CMD-1', status: 'pending' });
  });

  it('X3_ERROR: a success toast, the cart is reset (the order is stored, its ERP push delayed)', async () => {
    cartStore.setState(FILLED);
    server = fakeFetch({ 'POST /api/v1/cart/validation': apiError(409, 'X3_ERROR') });
    await expect(validateOrder()).resolves.toBeNull();
    expect(toasts).toEqual([{ severity: 'success', message: 'modification_successfully_delayed' }]);
    expect(cartStore.getState()).toEqual({ token: null, cart: null, selections: {}, order: null });
  });

  it('sends the attempt’s Idempotency-Key header, so a repeated submission answers the same order', async () => {
    cartStore.setState(FILLED);
    server = fakeFetch({ 'POST /api/v1/cart/validation': { body: { data: { reference: 'AR-2026-000001' } } } });
    await validateOrder({ payment_method: 'card' }, { idempotencyKey: 'order-attempt-1234' });
    expect(server.calls[0]!.headers['Idempotency-Key']).toBe('order-attempt-1234');
  });

  it('X3_ERROR carrying the stored order: a success toast, and the order is set and returned', async () => {
    cartStore.setState(FILLED);
    const stored = { reference: 'AR-2026-000002', status: 'pending_payment' };
    server = fakeFetch({ 'POST /api/v1/cart/validation': apiError(409, 'X3_ERROR', stored) });
    await expect(validateOrder()).resolves.toEqual(stored);
    expect(toasts).toEqual([{ severity: 'success', message: 'modification_successfully_delayed' }]);
    expect(cartStore.getState()).toEqual({ token: null, cart: null, selections: {}, order: stored });
  });

  it('a failure the page shows itself stays quiet (silentCodes), and the cart is kept', async () => {
    cartStore.setState(FILLED);
    server = fakeFetch({ 'POST /api/v1/cart/validation': apiError(400, 'RELAY_POINT_REQUIRED') });
    await expect(validateOrder({}, { silentCodes: ['RELAY_POINT_REQUIRED'] })).rejects.toMatchObject({
      code: 'RELAY_POINT_REQUIRED',
    });
    expect(toasts).toEqual([]);
    expect(cartStore.getState()).toMatchObject({ token: 'tok', cart: FILLED.cart });
  });

  it('any other failure: told once, thrown, and the cart is kept for another try', async () => {
    cartStore.setState(FILLED);
    server = fakeFetch({ 'POST /api/v1/cart/validation': apiError(400, 'CART_STOCK_INSUFFICIENT') });
    await expect(validateOrder()).rejects.toMatchObject({ code: 'CART_STOCK_INSUFFICIENT' });
    expect(toasts).toEqual([expect.objectContaining({ severity: 'error', message: 'default_form_error_message' })]);
    expect(cartStore.getState()).toMatchObject({
      token: 'tok',
      cart: FILLED.cart,
      selections: FILLED.selections,
      order: null,
    });
  });
});

describe('confirmOrder (SPEC 4, SPEC 7 GET /order/status)', () => {
  it('sets the order from the status call, passing the payment return parameters', async () => {
    server = fakeFetch({ 'GET /api/v1/order/status': { body: { data: { id: 'CMD-1', status: 'paid' } } } });
    await expect(confirmOrder({ reference: 'CMD-1' })).resolves.toEqual({ id: 'CMD-1', status: 'paid' });
    expect(server.calls[0]!.url.searchParams.get('reference')).toBe('CMD-1');
    expect(cartStore.getState().order).toEqual({ id: 'CMD-1', status: 'paid' });
  });

  it('clears the order on failure and throws', async () => {
    cartStore.setState({ order: { id: 'CMD-0' } });
    server = fakeFetch({ 'GET /api/v1/order/status': apiError(404, 'NOT_FOUND') });
    await expect(confirmOrder({ reference: 'CMD-9' })).rejects.toMatchObject({ status: 404 });
    expect(cartStore.getState().order).toBeNull();
  });
});
