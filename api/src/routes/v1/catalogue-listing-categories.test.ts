import type { FastifyInstance } from 'fastify';
import { envelope, productVariantListSchema } from '@arbora/shared/schemas';
import { buildTestApp, getJson } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';

/**
 * Issue 12: GET /v1/product-variant resolves its `categories` (ids or slugs) inside the listing's
 * own statement (one round trip); the answers stay those of a separate lookup.
 */
let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(async () => t?.close());

const list = async (query: string) =>
  envelope(productVariantListSchema).parse(await getJson(app, `/v1/product-variant?${query}`)).data;
const idOf = async (slug: string) =>
  ((await getJson(app, `/v1/url/entity?slug=${slug}`)) as { data: { id: number } }).data.id;

test('a category by id or by slug lists the same variants, facets and total', async () => {
  const id = await idOf('c-lames-de-terrasse');
  const bySlug = await list('categories=c-lames-de-terrasse&attributes=couleur:teck&perPage=100');
  const byId = await list(`categories=${id}&attributes=couleur:teck&perPage=100`);
  expect(byId).toEqual(bySlug);
  expect(bySlug.pagination.total).toBeGreaterThan(0);
  // Both spellings of one category, and two categories: a product of either, each once.
  expect(await list(`categories=${id},c-lames-de-terrasse&attributes=couleur:teck&perPage=100`)).toEqual(bySlug);
  const two = await list('categories=c-lames-de-terrasse,c-portails&perPage=100&group=product');
  const one = await list('categories=c-lames-de-terrasse&perPage=100&group=product');
  const other = await list('categories=c-portails&perPage=100&group=product');
  expect(two.pagination.total).toBe(one.pagination.total + other.pagination.total);
});

test('an unknown category is a 404 naming the field and the first unknown reference', async () => {
  for (const refs of ['c-inconnue', 'c-lames-de-terrasse,c-inconnue', '999999', '99999999999', 'c-inconnue,c-autre'])
    expect(await getJson(app, `/v1/product-variant?categories=${refs}`, 404)).toMatchObject({ field: 'categories' });
  const body = (await getJson(app, '/v1/product-variant?categories=c-lames-de-terrasse,c-inconnue,c-autre', 404)) as {
    message: string;
  };
  expect(body.message).toContain('c-inconnue');
});

test('the same shapes with other values answer from their own values (the statement text is reused)', async () => {
  const a = await list('categories=c-portails&attributes=couleur:gris-anthracite&perPage=5&page=1');
  const b = await list('categories=c-lames-de-terrasse&attributes=couleur:teck&perPage=3&page=2');
  expect(a.items.length).toBeLessThanOrEqual(5);
  expect(b.items.length).toBeLessThanOrEqual(3);
  expect(b.pagination).toMatchObject({ page: 2, perPage: 3 });
  expect(a.items.every((v) => v.color?.technical_name === 'gris-anthracite')).toBe(true);
  expect(b.items.every((v) => v.color?.technical_name === 'teck')).toBe(true);
});

test('an unknown category is still the first error when another parameter is wrong too', async () => {
  for (const bad of ['attributes=inconnu:x', 'price_bands=n-importe', 'attributes_select=inconnu'])
    expect(await getJson(app, `/v1/product-variant?categories=c-inconnue&${bad}`, 404)).toMatchObject({
      field: 'categories',
    });
  expect(
    await getJson(app, '/v1/product-variant?categories=c-lames-de-terrasse&attributes=inconnu:x', 400),
  ).toMatchObject({ code: 'VALIDATION_ERROR' });
});
