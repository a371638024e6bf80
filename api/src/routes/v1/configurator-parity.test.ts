import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { cartResponseSchema, envelope } from '@arbora/shared/schemas';
import type { ProductVariant, ProductVariantList, UrlEntity } from '@arbora/shared/schemas';
import { repoRoot } from '../../paths';
import { buildTestApp, getJson } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';

/**
 * The configurator's price is the cart's price. The API may not import a remote (lint boundary),
 * so the two sides meet in one recorded file, `mfe-configurator/src/testing/cart-parity.json`:
 * the catalogue variants the configurator reads (as GET /v1/product-variant answers them), a
 * configuration, the bill of materials and total its rules engine computes from them.
 *  - here (real database): those variants are the catalogue's, and a cart holding those lines in
 *    one POST /v1/cart/update costs that total;
 *  - in the remote (`cart-parity.test.ts`): the engine, given those variants and that
 *    configuration, computes those lines and that total.
 * Re-record after a seed change with CONFIGURATOR_PARITY_WRITE=1 (the remote's test then says
 * whether the engine still agrees; the lines are written from the engine's own rules there).
 */
const FILE = path.join(repoRoot, 'mfe-configurator/src/testing/cart-parity.json');

type Parity = {
  note: string;
  config: Record<string, unknown>;
  parts: Record<'panels' | 'posts' | 'gateDoors' | 'gates' | 'accessories', ProductVariant[]>;
  lines: { reference: string; quantity: number }[];
  totalTtc: number;
};

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(async () => t?.close());

async function variantsOf(slug: string): Promise<ProductVariant[]> {
  const entity = (await getJson<{ data: UrlEntity }>(app, `/v1/url/entity?slug=${slug}&entity_type=category`)).data;
  const all: ProductVariant[] = [];
  for (let page = 1; ; page++) {
    const list = (
      await getJson<{ data: ProductVariantList }>(
        app,
        `/v1/product-variant?categories=${entity.id}&perPage=100&page=${page}`,
      )
    ).data;
    all.push(...list.items);
    if (page >= list.pagination.pages) return all;
  }
}

const cartOf = (body: unknown) => envelope(cartResponseSchema).parse(body).data;

describe('configurator ↔ cart parity', () => {
  test('the accessories are catalogue products of « Accessoires de clôture et de portail », with fixed prices', async () => {
    const accessories = await variantsOf('c-accessoires-de-cloture');
    const references = accessories.map((v) => v.reference).sort();
    expect(references).toEqual(
      expect.arrayContaining([
        'ARB-CHP-001-GRIS-ANTHRACITE',
        'ARB-LIS-001-NOIR-GRAPHITE',
        'ARB-RAI-001-STD',
        'ARB-PLT-001-BRUN-EXOTIQUE',
        'ARB-GOU-001-STD',
        'ARB-SCH-001-STD',
        'ARB-MOB-001-STD',
        'ARB-MOC-001-STD',
      ]),
    );
    expect(accessories).toHaveLength(14);
    const cap = accessories.find((v) => v.reference === 'ARB-CHP-001-GRIS-ANTHRACITE')!;
    expect(cap.prices.ttc).toBe(69_000);
    expect(cap.ecotax.ttc).toBe(500);
    // Also listed under « Accessoires », like the other accessories.
    const parent = await variantsOf('c-accessoires');
    expect(parent.map((v) => v.id)).toEqual(expect.arrayContaining(accessories.map((v) => v.id)));
  });

  test('the recorded variants are the catalogue’s, and the engine’s lines cost its total in the cart', async () => {
    const live = {
      panels: await variantsOf('c-clotures-occultantes'),
      posts: await variantsOf('c-poteaux-de-cloture'),
      gateDoors: await variantsOf('c-portillons'),
      gates: await variantsOf('c-portails-battants'),
      accessories: await variantsOf('c-accessoires-de-cloture'),
    };
    if (process.env.CONFIGURATOR_PARITY_WRITE === '1') {
      record(live);
      return;
    }
    expect(existsSync(FILE)).toBe(true);
    const parity = JSON.parse(readFileSync(FILE, 'utf8')) as Parity;
    expect(parity.lines.length).toBeGreaterThan(0);
    // Every recorded variant is served as recorded (same price, éco-participation, attributes).
    // Stock is left out: on the shared PostgreSQL database other files' orders take from it.
    const withoutStock = (v: ProductVariant | undefined) => v && { ...v, stock: undefined };
    for (const [group, variants] of Object.entries(parity.parts) as [keyof Parity['parts'], ProductVariant[]][]) {
      const byId = new Map(live[group].map((v) => [v.id, v]));
      for (const recorded of variants) expect(withoutStock(byId.get(recorded.id))).toEqual(withoutStock(recorded));
    }
    const byReference = new Map(Object.values(live).flatMap((list) => list.map((v) => [v.reference, v])));
    const elements = parity.lines.map((line) => ({
      element_id: byReference.get(line.reference)!.id,
      element_type: 'product_variant',
      type: 'product',
      quantity: line.quantity,
    }));
    const res = await app.inject({ method: 'POST', url: '/v1/cart/update', payload: { type: 'add', elements } });
    expect([res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([200, '']);
    const { cart } = cartOf(res.json());
    expect(cart.list).toHaveLength(parity.lines.length);
    for (const element of elements)
      expect(cart.list).toContainEqual(
        expect.objectContaining({ element_id: element.element_id, quantity: element.quantity }),
      );
    // Before a carrier is chosen the cart's total is its products with their éco-participation.
    expect(cart.subtotal_ttc + cart.total_ecotax_ttc).toBe(parity.totalTtc);
    expect(cart.total_ttc - cart.shipping_ttc).toBe(parity.totalTtc);
  });
});

/**
 * Records the variants a 20 m configuration uses: the first range in anthracite at 1,50 m, its
 * anthracite posts (the engine chooses among them), gate doors and swing gates of the chosen
 * widths, every accessory. The lines and total are left for the remote's test to fill from the engine.
 */
function record(live: Record<keyof Parity['parts'], ProductVariant[]>) {
  const attr = (v: ProductVariant, name: string) => v.attributes.find((a) => a.technical_name === name)?.value;
  const anthracite = (v: ProductVariant) => v.color?.technical_name === 'gris-anthracite';
  const panel = live.panels.find(
    (v) => v.color?.technical_name === 'gris-anthracite' && attr(v, 'hauteur') === '1,50\u00a0m',
  );
  if (!panel) throw new Error('no anthracite 1,50 m panel in the seed');
  const parity: Parity = {
    note: 'Recorded by api/src/routes/v1/configurator-parity.test.ts (CONFIGURATOR_PARITY_WRITE=1); lines and totalTtc by the engine (cart-parity.test.ts, CONFIGURATOR_PARITY_WRITE=1).',
    config: {
      rangeId: panel.variant_parent,
      colour: 'gris-anthracite',
      heightMm: 1500,
      fixing: 'base_plate',
      segments: [{ lengthMm: 14000 }, { lengthMm: 6000 }],
      gateDoor: { widthMm: 1000, offsetMm: 0, hinge: 'left' },
      gate: {
        opening: 'swing',
        side: 'left',
        widthMm: 3000,
        offsetMm: 6000,
        direction: 'inward',
        publicRoad: true,
        motorised: true,
      },
    },
    parts: {
      panels: live.panels.filter((v) => v.variant_parent === panel.variant_parent),
      // The engine picks among the parts of the fence's colour when there are some: those suffice.
      posts: live.posts.filter(anthracite),
      gateDoors: live.gateDoors.filter((v) => anthracite(v) && attr(v, 'largeur') === '1,00\u00a0m'),
      gates: live.gates.filter((v) => anthracite(v) && attr(v, 'largeur') === '3,00\u00a0m'),
      accessories: live.accessories,
    },
    lines: [],
    totalTtc: 0,
  };
  writeFileSync(FILE, `${JSON.stringify(parity, null, 2)}\n`);
}
