import { eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { productPath } from '@arbora/shared/routes';
import {
  categorySchema,
  envelope,
  paginated,
  productDetailSchema,
  productSummarySchema,
  productVariantListSchema,
  productVariantSchema,
} from '@arbora/shared/schemas';
import type { Category, Paginated, ProductDetail, ProductSummary, ProductVariantList } from '@arbora/shared/schemas';
import { buildTestApp, getJson } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';
import { pages, products } from '../../db/schema/index';
import { WARRANTY_YEARS } from '../../seed/site-facts';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(async () => t?.close());

const variants = (query: string) =>
  getJson<{ data: ProductVariantList }>(app, `/v1/product-variant?${query}`).then((b) => b.data);
const facetCount = (list: ProductVariantList, attr: string, value: string) =>
  list.facets.find((f) => f.technical_name === attr)?.values.find((v) => v.value === value)?.count ?? 0;

describe('categories', () => {
  test('top-level list by default, 24 per page, both sales lines', async () => {
    const body = await getJson<{ data: Paginated<Category> }>(app, '/v1/category');
    expect(body.data.pagination).toMatchObject({ page: 1, perPage: 24 });
    expect(body.data.items.every((c) => c.parent_id === null)).toBe(true);
    expect(body.data.items.some((c) => c.line === 'ocelia')).toBe(true);
    expect(body.data.items.every((c) => c.slug.startsWith('c-'))).toBe(true);
  });

  test('a category carries every SPEC 3 field: childs, realisations, articles, faqs, filters, push_1..3', async () => {
    const entity = await getJson<{ data: { id: number } }>(app, '/v1/url/entity?slug=c-lames-de-terrasse');
    const body = await getJson(app, `/v1/category/${entity.data.id}`);
    const category = envelope(categorySchema).parse(body).data;
    expect(category.childs.length).toBe(3);
    expect(category.realisations.length).toBeGreaterThan(0);
    expect(category.articles.length).toBeGreaterThan(0);
    expect(category.faqs.length).toBeGreaterThan(0);
    expect(category.push_1 && category.push_2 && category.push_3).toBeTruthy();
    expect(category.filters.map((f) => f.technical_name)).toEqual(['couleur', 'longueur', 'finition', 'structure']);
    const colours = category.filters[0]?.values ?? [];
    expect(colours.every((v) => v.count > 0 && v.hex?.startsWith('#'))).toBe(true);
    expect(category.breadcrumbs.at(-1)?.route).toBe('/c-lames-de-terrasse');
  });

  test('unknown category: 404; bad id: 400', async () => {
    expect(await getJson(app, '/v1/category/99999', 404)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await getJson(app, '/v1/category/x', 400)).toMatchObject({ field: 'id' });
  });
});

describe('products', () => {
  test('at least 150 products; 10 per page by default; integer amounts', async () => {
    const body = await getJson<{ data: Paginated<ProductSummary> }>(app, '/v1/product');
    const list = envelope(paginated(productSummarySchema)).parse(body).data;
    expect(list.pagination.perPage).toBe(10);
    expect(list.items).toHaveLength(10);
    expect(list.pagination.total).toBeGreaterThanOrEqual(150);
    for (const p of list.items) {
      expect(Number.isInteger(p.prices.ttc) && Number.isInteger(p.prices_from.ht)).toBe(true);
      expect(p.prices.ttc - p.prices.ht).toBe(p.prices.tax);
      expect(p.prices_from.ttc).toBeLessThanOrEqual(p.prices.ttc);
    }
  });

  test('category filter by slug includes the products of sub-categories', async () => {
    const all = await getJson<{ data: Paginated<ProductSummary> }>(
      app,
      '/v1/product?categories=c-clotures&perPage=100',
    );
    const leaf = await getJson<{ data: Paginated<ProductSummary> }>(
      app,
      '/v1/product?categories=c-clotures-occultantes&perPage=100',
    );
    expect(all.data.pagination.total).toBeGreaterThan(leaf.data.pagination.total);
    expect(leaf.data.items.every((p) => p.categories.some((c) => c.slug === 'c-clotures-occultantes'))).toBe(true);
    expect(await getJson(app, '/v1/product?categories=c-inconnue', 404)).toMatchObject({ field: 'categories' });
  });

  test('a product has variants, attributes with units, moderated dated reviews, related items and paragraphs', async () => {
    const entity = await getJson<{ data: { id: number } }>(
      app,
      '/v1/url/entity?slug=p-lame-de-terrasse-alveolaire-horizon',
    );
    const product: ProductDetail = envelope(productDetailSchema).parse(
      await getJson(app, `/v1/product/${entity.data.id}`),
    ).data;
    expect(product.variants.length).toBeGreaterThan(1);
    expect(product.variants.filter((v) => v.is_default)).toHaveLength(1);
    expect(product.variant_id_default).toBe(product.variants.find((v) => v.is_default)?.id);
    expect(product.prices_m).not.toBeNull();
    // The unit names what the values say: « 2,40 m » is in metres (the seed stores millimetres).
    const longueur = product.attributes.find((a) => a.technical_name === 'longueur');
    expect(longueur?.unit).toBe('m');
    expect(longueur?.values.every((v) => /\d\u00a0m$/.test(v))).toBe(true);
    const characteristics = product.product_paragraphs.find((p) => p.id === 'caracteristiques')?.content ?? '';
    expect(characteristics).toContain(`Garantie\u00a0: ${WARRANTY_YEARS}\u00a0ans`);
    expect(characteristics).toMatch(/Épaisseur\u00a0: 2\d\u00a0mm/);
    expect(product.attributes.find((a) => a.technical_name === 'epaisseur')?.value).toMatch(/mm$/);
    expect(product.related.length).toBeGreaterThan(0);
    expect(
      product.page_paragraphs.length &&
        product.product_paragraphs.length &&
        product.faq_paragraphs.length &&
        product.push_paragraphs.length,
    ).toBeTruthy();
    expect(product.variants.every((v) => Number.isInteger(v.ecotax.ttc) && v.ecotax.ttc > 0)).toBe(true);
    expect(product.reviews.length).toBe(product.rating.count);
    expect(product.made_to_measure).toBe(false);
  });

  // The withdrawal function excludes made-to-measure lines (withdrawal.test): one seeded product is
  // one, so a shopper can meet the exclusion, and its page says so before the order.
  test('one seeded product is made to measure, a swing gate whose page says so', async () => {
    const measured = await app.db.select().from(products).where(eq(products.madeToMeasure, true));
    expect(measured.map((p) => p.name)).toEqual(['Portail battant Aubrac']);
    const product: ProductDetail = envelope(productDetailSchema).parse(
      await getJson(app, `/v1/product/${measured[0]!.id}`),
    ).data;
    expect(product.categories.map((c) => c.slug)).toContain('c-portails-battants');
    // The flag goes out with the product, so its page tells the exclusion before the purchase.
    expect(product.made_to_measure).toBe(true);
    expect(measured[0]!.featured).toBe(false);
    const paragraph = product.product_paragraphs.find((p) => p.id === 'sur-mesure');
    expect(paragraph?.title).toBe('Fabriqué sur mesure');
    expect(paragraph?.content).toContain(
      'exclu du droit de rétractation (article L221-28, 3° du Code de la consommation)',
    );
    expect(product.variants.some((v) => v.stock > 0)).toBe(true);
  });

  test('unknown product or variant: 404', async () => {
    await getJson(app, '/v1/product/999999', 404);
    await getJson(app, '/v1/product-variant/999999', 404);
    const variant = envelope(productVariantSchema).parse(await getJson(app, '/v1/product-variant/1')).data;
    expect(variant.variant_parent).toBeGreaterThan(0);
  });
});

describe('product variants: facets and filters', () => {
  test('defaults: 10 per page, facets of the selection', async () => {
    const list = productVariantListSchema.parse(await variants('categories=c-lames-de-terrasse'));
    expect(list.pagination.perPage).toBe(10);
    expect(list.items).toHaveLength(10);
    const total = list.pagination.total;
    const longueur = list.facets.find((f) => f.technical_name === 'longueur');
    expect(longueur?.values.reduce((s, v) => s + v.count, 0)).toBe(total);
  });

  test('filters narrow the items; counts are disjunctive per facet', async () => {
    const base = await variants('categories=c-lames-de-terrasse&perPage=100');
    const teck = await variants('categories=c-lames-de-terrasse&attributes=couleur:teck&perPage=100');
    expect(teck.pagination.total).toBe(facetCount(base, 'couleur', 'teck'));
    expect(teck.items.every((v) => v.color?.technical_name === 'teck')).toBe(true);
    // The colour facet ignores the colour filter itself: other colours keep their counts.
    expect(facetCount(teck, 'couleur', 'ipe')).toBe(facetCount(base, 'couleur', 'ipe'));
    const both = await variants('categories=c-lames-de-terrasse&attributes=couleur:teck|ipe,longueur:3600&perPage=100');
    expect(both.pagination.total).toBe(
      facetCount(teck, 'longueur', '3600') +
        facetCount(await variants('categories=c-lames-de-terrasse&attributes=couleur:ipe'), 'longueur', '3600'),
    );
    expect(
      both.items.every(
        (v) =>
          ['teck', 'ipe'].includes(v.color?.technical_name ?? '') &&
          v.attributes.some((a) => a.technical_name === 'longueur' && a.value === '3,60\u00a0m'),
      ),
    ).toBe(true);
    const json = await variants(
      `categories=c-lames-de-terrasse&attributes=${encodeURIComponent('{"couleur":["teck"]}')}`,
    );
    expect(json.pagination.total).toBe(teck.pagination.total);
  });

  test('attributes_select limits the facets; pagination pages through', async () => {
    const list = await variants('categories=c-portails&attributes_select=couleur');
    expect(list.facets.map((f) => f.technical_name)).toEqual(['couleur']);
    const p2 = await variants('categories=c-portails&page=2');
    const p1 = await variants('categories=c-portails&page=1');
    expect(p2.items[0]?.id).not.toBe(p1.items[0]?.id);
  });

  test('bad filters give 400 naming the field', async () => {
    expect(await getJson(app, '/v1/product-variant?attributes=inconnu:x', 400)).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'attributes',
    });
    expect(await getJson(app, '/v1/product-variant?attributes=sans-deux-points', 400)).toMatchObject({
      field: 'attributes',
    });
    expect(await getJson(app, `/v1/product-variant?attributes=${encodeURIComponent('{bad json')}`, 400)).toMatchObject({
      field: 'attributes',
    });
    expect(await getJson(app, '/v1/product-variant?attributes_select=matiere', 400)).toMatchObject({
      field: 'attributes_select',
    });
    expect(await getJson(app, '/v1/product-variant?perPage=1000', 400)).toMatchObject({ field: 'perPage' });
    expect(await getJson(app, '/v1/product-variant?sort=random', 400)).toMatchObject({ field: 'sort' });
  });

  test('sorting by price', async () => {
    const list = await variants('categories=c-bardage&sort=price_asc&perPage=50');
    const p = list.items.map((v) => v.prices.ttc);
    expect([...p].sort((a, b) => a - b)).toEqual(p);
  });
});

describe('home with catalogue', () => {
  test('featured categories and products are on the home page', async () => {
    const { data } = await getJson<{ data: { featured_categories: unknown[]; products: unknown[] } }>(app, '/v1/home');
    expect(data.featured_categories.length).toBeGreaterThan(3);
    expect(data.products.length).toBeGreaterThan(3);
  });

  test('legacy product URLs redirect to the product page', async () => {
    const { data } = await getJson<{ data: { target: string } }>(
      app,
      '/v1/redirection?slug=/produit/lame-de-terrasse-alveolaire-horizon/',
    );
    expect(data.target).toBe('/p-lame-de-terrasse-alveolaire-horizon');
  });
});

describe('one URL per product page', () => {
  const redirection = (path: string) =>
    app.inject({ method: 'GET', url: `/v1/redirection?slug=${encodeURIComponent(path)}` });

  test('/p- of an Océlia product, /ocelia/p- of another and a CMS sheet of a product 301 to its path', async () => {
    const all = await app.db.select({ slug: products.slug, line: products.line }).from(products);
    const ocelia = all.find((p) => p.line === 'ocelia')!;
    const composite = all.find((p) => p.line === 'composite')!;
    const sheets = await app.db.select({ slug: pages.slug }).from(pages).where(like(pages.slug, 'produits/%'));
    const bySlug = new Map(all.map((p) => [p.slug, p]));
    const paired = sheets.map((s) => bySlug.get(s.slug.slice('produits/'.length))).filter((p) => p !== undefined);
    expect(paired.length).toBeGreaterThan(0);
    const cases: [string, string][] = [
      [`/p-${ocelia.slug}`, `/ocelia/p-${ocelia.slug}`],
      [`/ocelia/p-${composite.slug}`, `/p-${composite.slug}`],
      [`/produits/${paired[0]!.slug}`, productPath(paired[0]!)],
    ];
    for (const [source, target] of cases) {
      const res = await redirection(source);
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ target, status: 301, external: false });
    }
    // A product's own path, and a CMS page that duplicates no product, have no rule.
    for (const own of [`/p-${composite.slug}`, `/ocelia/p-${ocelia.slug}`, '/produits/pas-un-produit'])
      expect((await redirection(own)).statusCode).toBe(404);
  });
});

describe('product documents', () => {
  test('a technical sheet and an installation guide as PDF; 404 for an unknown product, 400 for a kind', async () => {
    for (const kind of ['fiche-technique', 'guide-de-pose']) {
      const res = await app.inject({ method: 'GET', url: `/v1/product/1/document/${kind}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    }
    expect((await app.inject({ method: 'GET', url: '/v1/product/99999/document/guide-de-pose' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/v1/product/1/document/facture' })).statusCode).toBe(400);
  });
});
