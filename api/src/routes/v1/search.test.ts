import type { FastifyInstance } from 'fastify';
import { envelope, searchResultSchema, type SearchResult } from '@arbora/shared/schemas';
import { buildTestApp, getJson } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';

// Runs on PGlite, and on PostgreSQL when DATABASE_URL is set (test/helper.ts): both databases.
let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(async () => t?.close());

const search = async (query: string) => {
  const body = await getJson(app, `/v1/search?${query}`);
  return envelope(searchResultSchema).parse(body).data;
};
const names = (r: SearchResult) => r.products.items.map((p) => p.name);
const enc = encodeURIComponent;

describe('GET /v1/search', () => {
  test('accents are ignored: « cloture » finds the « Clôture » categories and products', async () => {
    const withAccent = await search(`q=${enc('clôture occultante')}`);
    const without = await search('q=cloture%20occultante');
    expect(without.categories.items.map((c) => c.name)).toContain('Clôtures occultantes');
    expect(without.products.pagination.total).toBeGreaterThan(0);
    expect(without.products.pagination.total).toBe(withAccent.products.pagination.total);
  });

  test('plurals and word forms match: « lames » and « lame » find the same products', async () => {
    const plural = await search('q=lames&perPage=48');
    const singular = await search('q=lame&perPage=48');
    expect(plural.products.pagination.total).toBeGreaterThan(0);
    expect(plural.products.pagination.total).toBe(singular.products.pagination.total);
    expect(plural.pages.pagination.total).toBeGreaterThan(0);
  });

  test('a typo is tolerated: « portilon » finds portillons and says what it searched', async () => {
    const result = await search('q=portilon');
    expect(result.products.items.length).toBeGreaterThan(0);
    expect(names(result).every((n) => /portillon/i.test(n))).toBe(true);
    expect(result.suggestions).toEqual(['portillon']);
  });

  test('a colour finds products having it (« anthracite »), and the start of a word completes (« anthra »)', async () => {
    const full = await search('q=anthracite');
    const start = await search('q=anthra');
    expect(full.products.pagination.total).toBeGreaterThan(0);
    expect(start.products.pagination.total).toBe(full.products.pagination.total);
  });

  test('an exact reference comes first, with its product url', async () => {
    const some = await search('q=portillon&type=product');
    expect(some.products.items.length).toBeGreaterThan(2);
    const product = some.products.items.at(-1)!;
    const result = await search(`q=${enc(product.reference)}`);
    expect(result.products.items[0]?.reference).toBe(product.reference);
    expect(result.products.items[0]?.url).toMatch(/^\/(ocelia\/)?p-/);
  });

  test('type restricts the groups; page and perPage paginate each group', async () => {
    const onlyPages = await search('q=terrasse&type=page&perPage=2');
    expect(onlyPages.products.items).toEqual([]);
    expect(onlyPages.categories.items).toEqual([]);
    expect(onlyPages.pages.items.length).toBe(2);
    expect(onlyPages.pages.items.every((p) => p.url.startsWith('/'))).toBe(true);
    const second = await search('q=terrasse&type=page&perPage=2&page=2');
    expect(second.pages.pagination).toMatchObject({ page: 2, perPage: 2, total: onlyPages.pages.pagination.total });
    expect(second.pages.items[0]?.id).not.toBe(onlyPages.pages.items[0]?.id);
  });

  test('ranking: products before categories before pages is the groups order; categories carry their list url', async () => {
    const result = await search('q=terrasse');
    expect(result.categories.items.every((c) => /^\/(ocelia\/)?c-/.test(c.url))).toBe(true);
    expect(result.products.pagination.total + result.categories.pagination.total).toBeGreaterThan(0);
  });

  test('facets=true counts the product results per attribute value (in products); none without it', async () => {
    const plain = await search('q=lames');
    expect(plain.facets).toEqual([]);
    const result = await search('q=lames&facets=true&perPage=48');
    const colour = result.facets.find((f) => f.technical_name === 'couleur');
    expect(colour?.type).toBe('color');
    expect(colour?.values.length).toBeGreaterThan(1);
    for (const value of colour!.values) {
      expect(value.count).toBeGreaterThan(0);
      expect(value.count).toBeLessThanOrEqual(result.products.pagination.total);
      expect(value.hex).toMatch(/^#/);
    }
  });

  test('attributes filter the products only, and the counts say what a filter will show', async () => {
    const all = await search('q=lames&facets=true');
    const colour = all.facets.find((f) => f.technical_name === 'couleur')!;
    const value = colour.values.find((v) => v.count < all.products.pagination.total) ?? colour.values[0]!;
    const filtered = await search(`q=lames&facets=true&perPage=48&attributes=${enc(`couleur:${value.value}`)}`);
    expect(filtered.products.pagination.total).toBe(value.count);
    expect(filtered.pages.pagination.total).toBe(all.pages.pagination.total);
    // Disjunctive: the filtered attribute still lists its other values with their own counts.
    const again = filtered.facets.find((f) => f.technical_name === 'couleur')!;
    expect(again.values).toEqual(colour.values);
    // Another attribute's counts now apply the colour filter.
    for (const facet of filtered.facets.filter((f) => f.technical_name !== 'couleur'))
      for (const v of facet.values) expect(v.count).toBeLessThanOrEqual(value.count);
    const ids = new Set(filtered.products.items.map((p) => p.id));
    expect(ids.size).toBe(Math.min(48, value.count));
  });

  test('two filters: each facet count is what ticking it shows, values with spaces and accents included', async () => {
    const byColour = await search('q=lames&facets=true');
    const colour = byColour.facets
      .find((f) => f.technical_name === 'couleur')!
      .values.reduce((a, b) => (b.count > a.count ? b : a));
    const first = await search(`q=lames&facets=true&attributes=${enc(`couleur:${colour.value}`)}`);
    const other = first.facets.find((f) => f.technical_name !== 'couleur' && f.values.some((v) => v.count > 0))!;
    // Prefer a value with a space or an accent (« Veinée bois »): it must survive the round trip.
    const value =
      other.values.find((v) => v.count > 0 && /[^a-z0-9-]/.test(v.value)) ?? other.values.find((v) => v.count > 0)!;
    const both = await search(
      `q=lames&facets=true&perPage=48&attributes=${enc(`couleur:${colour.value},${other.technical_name}:${value.value}`)}`,
    );
    expect(both.products.pagination.total).toBe(value.count);
    // The colour's own counts now apply the other filter only.
    const otherOnly = await search(`q=lames&facets=true&attributes=${enc(`${other.technical_name}:${value.value}`)}`);
    const colourCount = both.facets
      .find((f) => f.technical_name === 'couleur')!
      .values.find((v) => v.value === colour.value)!;
    expect(colourCount.count).toBe(both.products.pagination.total);
    expect(
      otherOnly.facets.find((f) => f.technical_name === 'couleur')!.values.find((v) => v.value === colour.value)?.count,
    ).toBe(colourCount.count);
  });

  test('an unknown or non-filterable attribute is a 400 naming attributes', async () => {
    const body = await getJson(app, `/v1/search?q=lames&attributes=${enc('inconnu:x')}`, 400);
    expect(body).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  test('a query matching nothing answers empty groups, not an error', async () => {
    const result = await search('q=xqzwvk');
    expect(result.products.pagination.total + result.categories.pagination.total + result.pages.pagination.total).toBe(
      0,
    );
  });

  test.each([
    ['missing', ''],
    ['too short', 'q=a'],
    ['blank', 'q=%20%20%20'],
    ['too long', `q=${'a'.repeat(81)}`],
    ['forbidden characters', `q=${enc('<script>')}`],
    ['SQL-ish', `q=${enc("lame'; drop table products;--")}`],
    ['unknown type', 'q=lame&type=blog'],
    ['bad page', 'q=lame&page=0'],
  ])('bad input (%s): 400 VALIDATION_ERROR', async (_name, query) => {
    expect(await getJson(app, `/v1/search?${query}`, 400)).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  test('documented in the OpenAPI', async () => {
    const doc = await getJson<{ paths: Record<string, unknown> }>(app, '/v1/docs/json');
    expect(doc.paths['/v1/search']).toBeDefined();
  });
});
