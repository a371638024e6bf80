import type { FastifyInstance } from 'fastify';
import { fromPrice, shopperPrice } from '@arbora/shared/format';
import {
  envelope,
  paginated,
  PRICE_BANDS,
  productSummarySchema,
  productVariantListSchema,
} from '@arbora/shared/schemas';
import type { Product, ProductVariantList } from '@arbora/shared/schemas';
import { buildTestApp, getJson } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';

/** Issue 12: the « Prix » facet (price_bands), ratings on list items, one item per product (group=product). */
let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(async () => t?.close());

const CATEGORY = 'categories=c-lames-de-terrasse';
const list = async (query: string) =>
  envelope(productVariantListSchema).parse(await getJson(app, `/v1/product-variant?${query}`)).data;
const facet = (l: ProductVariantList, name: string) => l.facets.find((f) => f.technical_name === name);
const count = (l: ProductVariantList, name: string, value: string) =>
  facet(l, name)?.values.find((v) => v.value === value)?.count ?? 0;
/** The price a card shows, in euros: unit price TTC plus éco-participation. */
const shown = (v: ProductVariantList['items'][number]) => (v.prices.ttc + v.ecotax.ttc) / 10_000;
const band = (id: string) => PRICE_BANDS.find((b) => b.id === id)!;
const inBand = (price: number, id: string) => price >= band(id).min && (band(id).max === null || price < band(id).max!);

describe('price bands', () => {
  test('the facet comes last by default, its counts add up to the total, labels in French', async () => {
    const l = await list(`${CATEGORY}&perPage=1`);
    const prix = facet(l, 'prix');
    expect(l.facets.at(-1)?.technical_name).toBe('prix');
    expect(prix).toMatchObject({ name: 'Prix', type: 'select', unit: '€' });
    expect(prix!.values.reduce((n, v) => n + v.count, 0)).toBe(l.pagination.total);
    expect(prix!.values.map((v) => v.value)).toEqual(
      PRICE_BANDS.map((b) => b.id).filter((id) => prix!.values.some((v) => v.value === id)),
    );
    // Typeset: « 50 € » and « 1 000 € » never break.
    expect(prix!.values.find((v) => v.value === '25-50')?.label).toBe('25 à 50\u00a0€');
  });

  test('price_bands keeps the variants of those bands (OR), its own counts stay, the others narrow', async () => {
    const all = await list(`${CATEGORY}&perPage=1`);
    const one = await list(`${CATEGORY}&price_bands=25-50&perPage=100`);
    expect(one.pagination.total).toBe(count(all, 'prix', '25-50'));
    expect(one.pagination.total).toBeGreaterThan(0);
    expect(one.items.every((v) => inBand(shown(v), '25-50'))).toBe(true);
    // Disjunctive: the price facet's own counts ignore the price filter.
    expect(facet(one, 'prix')).toEqual(facet(all, 'prix'));
    const colours = facet(one, 'couleur')!.values.reduce((n, v) => n + v.count, 0);
    expect(colours).toBe(one.pagination.total);

    const two = await list(`${CATEGORY}&price_bands=0-25,25-50&perPage=1`);
    expect(two.pagination.total).toBe(count(all, 'prix', '0-25') + count(all, 'prix', '25-50'));
  });

  test('the price bands combine with attributes (AND), and a chosen empty band stays at 0', async () => {
    const teck = await list(`${CATEGORY}&attributes=couleur:teck&perPage=1`);
    const both = await list(`${CATEGORY}&attributes=couleur:teck&price_bands=25-50&perPage=100`);
    expect(both.pagination.total).toBe(count(teck, 'prix', '25-50'));
    expect(both.items.every((v) => v.color?.technical_name === 'teck' && inBand(shown(v), '25-50'))).toBe(true);
    const none = await list(`${CATEGORY}&price_bands=1000-plus&perPage=1`);
    expect(none.pagination.total).toBe(0);
    expect(facet(none, 'prix')?.values.find((v) => v.value === '1000-plus')).toMatchObject({
      count: 0,
      label: '1\u202f000\u00a0€ et plus',
    });
  });

  test('attributes_select=prix counts the price alone; an unknown band is a 400 naming price_bands', async () => {
    const l = await list(`${CATEGORY}&attributes_select=prix&perPage=1`);
    expect(l.facets.map((f) => f.technical_name)).toEqual(['prix']);
    const withColour = await list(`${CATEGORY}&attributes_select=couleur&perPage=1`);
    expect(withColour.facets.map((f) => f.technical_name)).toEqual(['couleur']);
    for (const bad of ['10-20', 'pas-cher'])
      expect(await getJson(app, `/v1/product-variant?price_bands=${bad}`, 400)).toMatchObject({
        code: 'VALIDATION_ERROR',
        field: 'price_bands',
      });
  });
});

describe('list items', () => {
  test('carry their product’s rating (approved reviews)', async () => {
    const l = await list(`${CATEGORY}&perPage=3`);
    for (const item of l.items) {
      const product = (await getJson<{ data: Product }>(app, `/v1/product/${item.variant_parent}`)).data;
      expect(item.rating).toEqual(product.rating);
    }
    expect(l.items.some((item) => (item.rating?.count ?? 0) > 0)).toBe(true);
  });
});

describe('group=product', () => {
  test('one item per product, its cheapest matching variant in stock, with how many variants match', async () => {
    const variants = await list(`perPage=100`);
    const pages = Math.ceil(variants.pagination.total / 100);
    const every = [...variants.items];
    for (let page = 2; page <= pages; page++) every.push(...(await list(`perPage=100&page=${page}`)).items);
    const byProduct = new Map<number, { ttc: number; stock: number }[]>();
    for (const v of every)
      byProduct.set(v.variant_parent, [
        ...(byProduct.get(v.variant_parent) ?? []),
        { ttc: v.prices.ttc, stock: v.stock },
      ]);
    /** « À partir de »: the cheapest variant in stock, the cheapest of all when none is. */
    const fromPrice = (variants: { ttc: number; stock: number }[]) => {
      const buyable = variants.filter((v) => v.stock > 0);
      return Math.min(...(buyable.length ? buyable : variants).map((v) => v.ttc));
    };

    const grouped = await list(`group=product&perPage=100`);
    for (let page = 2; page <= grouped.pagination.pages; page++)
      grouped.items.push(...(await list(`group=product&perPage=100&page=${page}`)).items);
    expect(grouped.pagination.total).toBe(byProduct.size);
    expect(new Set(grouped.items.map((i) => i.variant_parent)).size).toBe(grouped.items.length);
    for (const item of grouped.items) {
      const variants = byProduct.get(item.variant_parent)!;
      expect(item.prices.ttc).toBe(fromPrice(variants));
      expect(item.stock > 0).toBe(variants.some((v) => v.stock > 0));
      expect(item.variants_count).toBe(variants.length);
    }
    // The seed has products whose cheapest variant is sold out: their card shows a price one can buy.
    expect(
      grouped.items.some((i) => Math.min(...byProduct.get(i.variant_parent)!.map((v) => v.ttc)) < i.prices.ttc),
    ).toBe(true);
    expect(grouped.items.reduce((n, i) => n + (i.variants_count ?? 0), 0)).toBe(variants.pagination.total);
    // Facet counts are products too.
    expect(facet(grouped, 'prix')!.values.reduce((n, v) => n + v.count, 0)).toBeGreaterThanOrEqual(byProduct.size);
    expect(facet(grouped, 'couleur')!.values.every((v) => v.count <= byProduct.size)).toBe(true);
  });

  test('filters pick the cheapest variant among the matching ones; price sorts follow the « à partir de » price', async () => {
    const teck = await list(`${CATEGORY}&group=product&attributes=couleur:teck&perPage=100`);
    expect(teck.items.length).toBeGreaterThan(0);
    expect(teck.items.every((i) => i.color?.technical_name === 'teck')).toBe(true);
    expect(count(teck, 'couleur', 'teck')).toBe(teck.pagination.total);

    const asc = await list(`${CATEGORY}&group=product&sort=price_asc&perPage=100`);
    const prices = asc.items.map((i) => i.prices.ttc);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = await list(`${CATEGORY}&group=product&sort=price_desc&perPage=100`);
    expect(desc.items.map((i) => i.prices.ttc)).toEqual([...prices].sort((a, b) => b - a));

    const page2 = await list(`${CATEGORY}&group=product&perPage=5&page=2`);
    const first10 = await list(`${CATEGORY}&group=product&perPage=10`);
    expect(page2.items.map((i) => i.id)).toEqual(first10.items.slice(5).map((i) => i.id));
    expect(await getJson(app, `/v1/product-variant?group=variant`, 400)).toMatchObject({ field: 'group' });
  });
});

describe('one price everywhere (issue 35)', () => {
  test('a product summary (home, search, related products) reads the « à partir de » price of its list card', async () => {
    const grouped = await list(`group=product&perPage=100`);
    for (let page = 2; page <= grouped.pagination.pages; page++)
      grouped.items.push(...(await list(`group=product&perPage=100&page=${page}`)).items);
    const cardPrice = new Map(grouped.items.map((i) => [i.variant_parent, shopperPrice(i.prices, i.ecotax).ttc]));
    const summaries = envelope(paginated(productSummarySchema)).parse(await getJson(app, '/v1/product?perPage=100'))
      .data.items;
    expect(summaries.length).toBeGreaterThan(50);
    for (const p of summaries) expect([p.slug, fromPrice(p).ttc]).toEqual([p.slug, cardPrice.get(p.id)]);
    // The éco-participation is in it: the seed's fences carry one.
    expect(summaries.some((p) => p.ecotax_from.ttc > 0)).toBe(true);
  });
});
