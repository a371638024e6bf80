import { asc, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { cartResponseSchema, envelope } from '@arbora/shared/schemas';
import type { CartResponse } from '@arbora/shared/schemas';
import { productVariants } from '../db/schema/index';
import { buildTestApp } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { bearer, newCustomer } from '../../test/accounts';
import type { Session } from '../../test/accounts';

// POST /v1/cart/update prices its answer from the rows its transaction wrote, without reading the
// cart again (add-to-cart speed): these tests hold that answer equal to a fresh read of the cart.

let t: TestApp;
let app: FastifyInstance;
let ids: number[];
let pro: Session;

beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
  const rows = await app.db
    .select({ id: productVariants.id })
    .from(productVariants)
    .where(gt(productVariants.stock, 50))
    .orderBy(asc(productVariants.id))
    .limit(4);
  if (rows.length < 4) throw new Error('seed lacks the variants these tests need');
  ids = rows.map((r) => r.id);
  pro = await newCustomer(app, { is_pro: true, company_name: 'Menuiserie Bocage', siret: '72393849400017' });
});
afterAll(async () => t?.close());

const element = (id: number, quantity: number, type: 'product' | 'sample' = 'product') => ({
  element_id: id,
  element_type: 'product_variant',
  type,
  quantity,
});
const cartOf = (body: unknown): CartResponse => envelope(cartResponseSchema).parse(body).data;

async function post(url: string, payload: object, session?: Session): Promise<CartResponse> {
  const res = await app.inject({ method: 'POST', url, payload, headers: session ? bearer(session) : {} });
  if (res.statusCode !== 200) throw new Error(`${url}: expected 200, got ${res.statusCode}: ${res.body}`);
  return cartOf(res.json());
}

/** Updates the cart and checks its answer against what a read of the same cart answers next. */
async function updateAndRead(body: object, session?: Session): Promise<CartResponse> {
  const answer = await post('/v1/cart/update', body, session);
  const res = await app.inject({
    method: 'GET',
    url: `/v1/cart?cart_token=${answer.token}`,
    headers: session ? bearer(session) : {},
  });
  expect(answer).toEqual(cartOf(res.json()));
  return answer;
}

describe('POST /v1/cart/update answers the cart as stored', () => {
  test('a new cart, an add, a set, a removal by 0 and a whole list', async () => {
    const created = await updateAndRead({
      type: 'add',
      elements: [element(ids[0]!, 2), element(ids[1]!, 1, 'sample'), element(ids[0]!, 1)],
    });
    expect(created.cart.list.map((l) => [l.element_id, l.type, l.quantity])).toEqual([
      [ids[0], 'product', 3],
      [ids[1], 'sample', 1],
    ]);
    const token = created.token;

    const added = await updateAndRead({
      type: 'add',
      cart_token: token,
      elements: [element(ids[2]!, 4), element(ids[0]!, 1)],
    });
    // Lines keep the order they were first added in.
    expect(added.cart.list.map((l) => [l.element_id, l.quantity])).toEqual([
      [ids[0], 4],
      [ids[1], 1],
      [ids[2], 4],
    ]);

    const set = await updateAndRead({ type: 'set', cart_token: token, elements: [element(ids[2]!, 1)] });
    expect(set.cart.list.map((l) => l.quantity)).toEqual([4, 1, 1]);

    const removed = await updateAndRead({ type: 'set', cart_token: token, elements: [element(ids[0]!, 0)] });
    expect(removed.cart.list.map((l) => l.element_id)).toEqual([ids[1], ids[2]]);

    const listed = await updateAndRead({ type: 'list', cart_token: token, elements: [element(ids[3]!, 2)] });
    expect(listed.cart.list.map((l) => [l.element_id, l.quantity])).toEqual([[ids[3], 2]]);
  });

  test('a cart with a carrier, a promotion and off-cut recovery; emptying it turns recovery off', async () => {
    const first = await updateAndRead({ type: 'add', elements: [element(ids[0]!, 6)] }, pro);
    const token = first.token;
    await post('/v1/cart/livraison', { cart_token: token, carrier_technical_name: 'retrait_magasin' }, pro);
    await post('/v1/cart/recup-chute', { cart_token: token, add: true }, pro);
    const discounted = await post('/v1/cart/promotion/add', { cart_token: token, code: 'BIENVENUE10' }, pro);
    expect(discounted.cart.remise).toHaveLength(1);

    const more = await updateAndRead({ type: 'add', cart_token: token, elements: [element(ids[1]!, 3)] }, pro);
    expect(more.cart).toMatchObject({ recup_chute: true, promotion_code: 'BIENVENUE10' });
    expect(more.cart.carriers.find((c) => c.selected)?.technical_name).toBe('retrait_magasin');
    expect(more.cart.remise).toHaveLength(1);

    const empty = await updateAndRead(
      { type: 'set', cart_token: token, elements: [element(ids[0]!, 0), element(ids[1]!, 0)] },
      pro,
    );
    expect(empty.cart).toMatchObject({ list: [], recup_chute: false, total_ttc: 0 });
  });

  test('concurrent first changes of a cart read but not stored all land in that cart, under its token', async () => {
    for (let round = 0; round < 3; round += 1) {
      const res = await app.inject({ method: 'GET', url: '/v1/cart' });
      const { token } = cartOf(res.json());
      const answers = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          post('/v1/cart/update', { type: 'add', cart_token: token, elements: [element(ids[i % 2]!, 1)] }),
        ),
      );
      expect(new Set(answers.map((a) => a.token))).toEqual(new Set([token]));
      const read = await app.inject({ method: 'GET', url: `/v1/cart?cart_token=${token}` });
      const lines = cartOf(read.json()).cart.list.map((l) => [l.element_id, l.quantity]);
      expect(lines.sort((a, b) => a[0]! - b[0]!)).toEqual([
        [ids[0], 4],
        [ids[1], 4],
      ]);
    }
  });
});
