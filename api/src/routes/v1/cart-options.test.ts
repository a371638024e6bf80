import { asc, desc, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cartResponseSchema, envelope, RELAY_RADIUS_KM } from '@arbora/shared/schemas';
import type { CartResponse } from '@arbora/shared/schemas';
import { productVariants } from '../../db/schema/index';
import { buildTestApp } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';
import { bearer, login, newCustomer } from '../../../test/accounts';
import type { Session } from '../../../test/accounts';

let t: TestApp;
let app: FastifyInstance;
let light: { id: number; priceTtc: number; weightG: number }[];
let heavy: { id: number; weightG: number; stock: number };
let alice: Session;
let bob: Session;
let pro: Session;

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  light = await app.db
    .select()
    .from(productVariants)
    .where(gt(productVariants.stock, 50))
    .orderBy(asc(productVariants.weightG), asc(productVariants.id))
    .limit(3);
  const [h] = await app.db
    .select()
    .from(productVariants)
    .where(gt(productVariants.stock, 20))
    .orderBy(desc(productVariants.weightG))
    .limit(1);
  if (!h || light.length < 3) throw new Error('seed lacks variants');
  heavy = h;
  [alice, bob, pro] = await Promise.all([
    newCustomer(app),
    newCustomer(app),
    newCustomer(app, { is_pro: true, company_name: 'Menuiserie Bocage', siret: '72393849400017' }),
  ]);
});
afterAll(async () => t?.close());

const element = (id: number, quantity: number) => ({
  element_id: id,
  element_type: 'product_variant',
  type: 'product',
  quantity,
});
const cartOf = (body: unknown): CartResponse => envelope(cartResponseSchema).parse(body).data;

async function call(url: string, payload: object, session?: Session, status = 200) {
  const res = await app.inject({ method: 'POST', url, payload, headers: session ? bearer(session) : {} });
  if (res.statusCode !== status) throw new Error(`${url}: expected ${status}, got ${res.statusCode}: ${res.body}`);
  return res.json();
}
const newCart = async (elements: object[], session?: Session) =>
  cartOf(await call('/v1/cart/update', { type: 'add', elements }, session));
/** Enough of the heaviest variant to exceed the 30 kg parcel limit. */
const heavyElement = () => element(heavy.id, Math.min(heavy.stock, Math.ceil(31_000 / heavy.weightG)));

describe('delivery', () => {
  test('a carrier the weight allows; CARRIER_NOT_AVAILABLE otherwise', async () => {
    const { token, cart } = await newCart([element(light[0]!.id, 1)]);
    expect(cart.carriers.map((c) => c.technical_name)).toContain('colis');
    const picked = cartOf(
      await call('/v1/cart/livraison', { cart_token: token, carrier_technical_name: 'colis', saleplan_id: 1 }),
    );
    const colis = picked.cart.carriers.find((c) => c.selected);
    expect(colis?.technical_name).toBe('colis');
    expect(picked.cart.shipping_ttc).toBe(colis?.price_ttc);
    expect(picked.cart.total_ttc).toBe(
      picked.cart.subtotal_ttc + picked.cart.total_ecotax_ttc + picked.cart.shipping_ttc,
    );
    const refused = await call(
      '/v1/cart/livraison',
      { cart_token: token, carrier_technical_name: 'relais_ferme' },
      undefined,
      400,
    );
    expect(refused).toMatchObject({ code: 'CARRIER_NOT_AVAILABLE', field: 'carrier_technical_name' });
    expect(
      (await call('/v1/cart/livraison', { cart_token: token, carrier_technical_name: 'x'.repeat(41) }, undefined, 400))
        .field,
    ).toBe('carrier_technical_name');
  });

  test('heavy parcels: no home parcel, a relay farm instead, with its pickup point', async () => {
    expect(heavy.weightG * Math.min(heavy.stock, Math.ceil(31_000 / heavy.weightG))).toBeGreaterThan(30_000);
    const { token, cart } = await newCart([heavyElement()]);
    const names = cart.carriers.map((c) => c.technical_name);
    expect(names).not.toContain('colis');
    expect(names).toContain('relais_ferme');
    const points = (await app.inject({ method: 'GET', url: '/v1/cart/relais-fermiers?postcode=49100' })).json()
      .data as { id: number; postcode: string }[];
    expect(points[0]?.postcode.slice(0, 2)).toBe('49');
    const near = (
      await app.inject({ method: 'GET', url: '/v1/cart/relais-fermiers?latitude=47.22&longitude=-1.55' })
    ).json().data as { city: string; distance_km: number }[];
    expect(near[0]?.city).toBe('Sucé-sur-Erdre');
    // Only the farms within the radius (Saumur, 111 km from Nantes, is not offered).
    expect(near.every((p) => p.distance_km <= RELAY_RADIUS_KM)).toBe(true);
    expect(near.map((p) => p.city)).not.toContain('Saumur');
    const chosen = cartOf(
      await call('/v1/cart/livraison', {
        cart_token: token,
        carrier_technical_name: 'relais_ferme',
        relay_point_id: points[0]!.id,
      }),
    );
    expect(chosen.cart.relay_point_id).toBe(points[0]!.id);
    expect(
      (
        await call(
          '/v1/cart/livraison',
          { cart_token: token, carrier_technical_name: 'relais_ferme', relay_point_id: 999999 },
          undefined,
          400,
        )
      ).code,
    ).toBe('RELAY_POINT_REQUIRED');
    expect((await app.inject({ method: 'GET', url: '/v1/cart/relais-fermiers?postcode=abc' })).statusCode).toBe(400);
  });
});

describe('promotion codes (SPEC 8)', () => {
  test('each CART_RULE_* error, then a working code, and remove', async () => {
    const small = await newCart([element(light[0]!.id, 1)]);
    const add = (token: string, code: string, status = 400) =>
      call('/v1/cart/promotion/add', { cart_token: token, code }, undefined, status);
    expect(await add(small.token, 'NIMPORTEQUOI')).toMatchObject({ code: 'CART_RULE_INVALID_CODE', field: 'code' });
    expect(await add(small.token, 'ete2024')).toMatchObject({
      code: 'CART_RULE_INVALID_DATE',
      data: { starts_at: expect.any(String), ends_at: expect.any(String) },
    });
    expect(await add(small.token, 'NOEL2099')).toMatchObject({ code: 'CART_RULE_INVALID_DATE' });
    expect(await add(small.token, 'REMISE50')).toMatchObject({
      code: 'CART_RULE_INVALID_CART',
      data: { reason: 'minimum', min_subtotal_ttc: 5_000_000 },
    });
    expect((await add(small.token, '<script>')).code).toBe('VALIDATION_ERROR');

    const quantity = Math.ceil(1_000_000 / light[1]!.priceTtc) + 1;
    const { token, cart } = await newCart([element(light[1]!.id, quantity)]);
    expect(cart.subtotal_ttc).toBeGreaterThan(1_000_000);
    const applied = cartOf(await add(token, 'bienvenue10', 200)).cart;
    expect(applied.promotion_code).toBe('BIENVENUE10');
    expect(applied.remise).toEqual([
      {
        name: expect.any(String),
        amount: Math.round(applied.subtotal * 0.1),
        amount_ttc: Math.round(applied.subtotal_ttc * 0.1),
      },
    ]);
    expect(applied.total_ttc).toBe(
      applied.subtotal_ttc + applied.total_ecotax_ttc + applied.shipping_ttc - applied.remise[0]!.amount_ttc,
    );
    expect(applied.tva).toBe(applied.total_ttc - applied.total);
    // The same code again is harmless; another one is refused while this one is in progress.
    expect(cartOf(await add(token, 'BIENVENUE10', 200)).cart.remise).toHaveLength(1);
    expect(await add(token, 'LIVRAISONOFFERTE')).toMatchObject({ code: 'CART_RULE_ALREADY_ANOTHER_CODE_IN_PROGRESS' });
    const removed = cartOf(await call('/v1/cart/promotion/remove', { cart_token: token })).cart;
    expect(removed).toMatchObject({ promotion_code: null, remise: [] });
    await call('/v1/cart/livraison', { cart_token: token, carrier_technical_name: 'colis' });
    const free = cartOf(await add(token, 'LIVRAISONOFFERTE', 200)).cart;
    expect(free.remise[0]).toMatchObject({ amount: free.shipping, amount_ttc: free.shipping_ttc });
    expect(free.total_ttc).toBe(free.subtotal_ttc + free.total_ecotax_ttc);
  });
});

describe('off-cut recovery', () => {
  test('professionals only; the service line goes with the last product (SPEC 4)', async () => {
    const guest = await newCart([element(light[0]!.id, 2)]);
    expect((await call('/v1/cart/recup-chute', { cart_token: guest.token, add: true }, undefined, 403)).code).toBe(
      'FORBIDDEN',
    );
    const mine = await newCart([element(light[0]!.id, 2)], pro);
    const on = cartOf(await call('/v1/cart/recup-chute', { cart_token: mine.token, add: 'true' }, pro)).cart;
    expect(on.recup_chute).toBe(true);
    const service = on.list.find((l) => l.is_recup_chute);
    expect(service).toMatchObject({ quantity: 1, unit_ht: 250_000, unit_ttc: 300_000 });
    expect(on.total_product).toBe(2);
    expect(on.subtotal_ttc).toBe(mine.cart.subtotal_ttc + 300_000);
    const res = await app.inject({
      method: 'POST',
      url: `/v1/cart/remove?element_id=${light[0]!.id}&element_type=product_variant&cart_token=${mine.token}`,
      headers: bearer(pro),
    });
    expect(cartOf(res.json()).cart).toMatchObject({ list: [], recup_chute: false, total_ttc: 0 });
    expect((await call('/v1/cart/recup-chute', { cart_token: mine.token, add: true }, pro, 400)).code).toBe(
      'CART_EMPTY',
    );
    expect((await call('/v1/cart/recup-chute', { cart_token: mine.token, add: 'maybe' }, pro, 400)).field).toBe('add');
  });
});

describe('ownership (CART_NOT_AUTHORIZED) and login', () => {
  test('a customer’s cart answers to nobody else, guest or customer, on every cart call', async () => {
    const { token } = await newCart([element(light[0]!.id, 1)], alice);
    const denied = async (method: 'GET' | 'POST', url: string, payload?: object, session?: Session) => {
      const res = await app.inject({
        method,
        url,
        ...(payload ? { payload } : {}),
        headers: session ? bearer(session) : {},
      });
      expect([res.statusCode, res.json().code]).toEqual([403, 'CART_NOT_AUTHORIZED']);
    };
    for (const who of [bob, undefined]) {
      await denied('GET', `/v1/cart?cart_token=${token}`, undefined, who);
      await denied(
        'POST',
        '/v1/cart/update',
        { type: 'add', cart_token: token, elements: [element(light[1]!.id, 1)] },
        who,
      );
      await denied(
        'POST',
        `/v1/cart/remove?element_id=${light[0]!.id}&element_type=product_variant&cart_token=${token}`,
        undefined,
        who,
      );
      await denied('POST', '/v1/cart/livraison', { cart_token: token, carrier_technical_name: 'colis' }, who);
      await denied('POST', '/v1/cart/promotion/add', { cart_token: token, code: 'BIENVENUE10' }, who);
      await denied('POST', '/v1/cart/promotion/remove', { cart_token: token }, who);
    }
    const own = cartOf(
      (await app.inject({ method: 'GET', url: `/v1/cart?cart_token=${token}`, headers: bearer(alice) })).json(),
    );
    expect(own.cart.list.map((l) => [l.element_id, l.quantity])).toEqual([[light[0]!.id, 1]]);
  });

  test('a guest cart is attached at login and merged with the customer’s previous cart', async () => {
    const customer = await newCustomer(app);
    const previous = await newCart([element(light[0]!.id, 2)], customer);
    const guest = await newCart([element(light[0]!.id, 1), element(light[2]!.id, 1)]);
    const session = await login(app, customer.email, undefined, guest.token);
    const res = await app.inject({
      method: 'POST',
      url: '/v1/user/login',
      payload: { username: customer.email, password: 'Terrasse2025!', cart_token: guest.token },
    });
    expect(res.json().data.cart_token).toBe(guest.token);
    const merged = cartOf((await app.inject({ method: 'GET', url: '/v1/cart', headers: bearer(session) })).json());
    expect(merged.token).toBe(guest.token);
    expect(merged.cart.list.map((l) => [l.element_id, l.quantity]).sort((a, b) => a[0]! - b[0]!)).toEqual(
      [
        [light[0]!.id, 3],
        [light[2]!.id, 1],
      ].sort((a, b) => a[0]! - b[0]!),
    );
    // The previous cart is gone, and the attached one no longer answers to a guest.
    expect(
      cartOf(
        (
          await app.inject({ method: 'GET', url: `/v1/cart?cart_token=${previous.token}`, headers: bearer(session) })
        ).json(),
      ).token,
    ).not.toBe(previous.token);
    expect((await app.inject({ method: 'GET', url: `/v1/cart?cart_token=${guest.token}` })).json().code).toBe(
      'CART_NOT_AUTHORIZED',
    );
  });
});
