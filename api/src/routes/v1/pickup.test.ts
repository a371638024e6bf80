import type { FastifyInstance } from 'fastify';
import { envelope, relayPointSchema, RELAY_RADIUS_KM } from '@arbora/shared/schemas';
import type { Order, RelayPoint } from '@arbora/shared/schemas';
import { z } from 'zod';
import { buildTestApp } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';
import { bearer, newCustomer } from '../../../test/accounts';
import type { Session } from '../../../test/accounts';
import { deepStockVariant, pickupCart, testAddress, validatedOrder } from '../../../test/checkout';
import { pdfTextRuns } from '../../../test/pdf-text';

let t: TestApp;
let app: FastifyInstance;
let variant: { id: number };

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  variant = await deepStockVariant(app, { above: 100_000, below: 2_000_000 }, 7);
});
afterAll(async () => t?.close());

const points = async (url: string): Promise<RelayPoint[]> => {
  const res = await app.inject({ method: 'GET', url });
  expect(res.statusCode).toBe(200);
  return envelope(z.array(relayPointSchema)).parse(res.json()).data;
};
const post = (url: string, payload: object, session: Session) =>
  app.inject({ method: 'POST', url, payload, headers: bearer(session) });

/** A store-pickup order of one line, with the extra validation fields. */
async function storeOrder(me: Session, extra: object = {}): Promise<Order> {
  const { token } = await pickupCart(app, me, variant.id);
  return validatedOrder(app, me, token, extra);
}

describe('pickup points near a postcode', () => {
  test('relay farms for 44000: only those within the radius, nearest first, each with its distance', async () => {
    const farms = await points('/v1/cart/relais-fermiers?postcode=44000');
    expect(farms.length).toBeGreaterThan(0);
    expect(farms.map((f) => f.city)).toContain('Sucé-sur-Erdre');
    expect(farms.map((f) => f.city)).not.toContain('Saint-Émilion');
    expect(farms.map((f) => f.city)).not.toContain('Pontorson');
    for (const farm of farms) expect(farm.distance_km).toBeLessThanOrEqual(RELAY_RADIUS_KM);
    const distances = farms.map((f) => f.distance_km!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
  });

  test('the stores for 44000: every seeded store, Nantes first, nearest first with distances', async () => {
    const stores = await points('/v1/cart/magasins?postcode=44000');
    expect(stores.length).toBeGreaterThanOrEqual(20);
    expect(stores[0]).toMatchObject({ name: 'Magasin Arbora Nantes', city: 'Nantes' });
    expect(stores[0]!.distance_km).toBeLessThan(10);
    const distances = stores.map((s) => s.distance_km!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(stores[0]!.opening_hours).toContain('Samedi');
  });
});

describe('a store-pickup order', () => {
  test('keeps the store chosen; with none chosen, the one nearest the delivery postcode', async () => {
    const rennes = (await points('/v1/cart/magasins?postcode=35000'))[0]!;
    expect(rennes.city).toBe('Rennes');
    const me = await newCustomer(app);
    const chosen = await storeOrder(me, { store_id: rennes.id });
    expect(chosen.pickup).toMatchObject({
      kind: 'store',
      id: rennes.id,
      name: 'Magasin Arbora Rennes',
      city: 'Rennes',
    });
    const nearest = await storeOrder(me);
    expect(nearest.pickup).toMatchObject({ kind: 'store', name: 'Magasin Arbora Nantes' });
  });

  test('an unknown store is a 400 on store_id', async () => {
    const me = await newCustomer(app);
    const { token } = await pickupCart(app, me, variant.id);
    const refused = await post(
      '/v1/cart/validation',
      { cart_token: token, payment_method: 'card', delivery_address: testAddress, accept_cgv: true, store_id: 999_999 },
      me,
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'store_id' });
  });

  test('« Enregistrer cette adresse » saves the typed delivery address to the account', async () => {
    const me = await newCustomer(app);
    await storeOrder(me, { save_delivery_address: true });
    const profile = await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(me) });
    expect(profile.json().data.addresses).toEqual([
      expect.objectContaining({ street: '3 rue des Lilas', postcode: '44000', city: 'Nantes' }),
    ]);
    // Not asked: nothing more saved.
    await storeOrder(me);
    const again = await app.inject({ method: 'GET', url: '/v1/me', headers: bearer(me) });
    expect(again.json().data.addresses).toHaveLength(1);
  });

  test('the invoice names the store with the carrier’s French label, not a technical name', async () => {
    const me = await newCustomer(app);
    const order = await storeOrder(me);
    const path = new URL(order.payment.redirect_url!).pathname.replace(/^\/api/, '');
    await app.inject({
      method: 'POST',
      url: path,
      payload: 'card_number=4242+4242+4242+4242',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    const res = await app.inject({ method: 'GET', url: `/v1/order/${order.reference}/invoice`, headers: bearer(me) });
    expect(res.statusCode).toBe(200);
    const text = (await pdfTextRuns(res.rawPayload)).flat().join('\n');
    expect(text).toContain('Retrait en magasin');
    expect(text).toContain('Magasin Arbora Nantes');
    expect(text).not.toMatch(/retrait_magasin|relais_ferme|\(colis\)/);
  });
});
