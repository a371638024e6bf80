import type { FastifyInstance } from 'fastify';
import {
  apiErrorSchema,
  envelope,
  homeSchema,
  menuListSchema,
  paginated,
  pageSchema,
  pageSummarySchema,
  settingListSchema,
  siteSchema,
  tagListSchema,
  urlEntitySchema,
} from '@arbora/shared/schemas';
import type { Home, Page, PageSummary, Paginated, UrlEntity } from '@arbora/shared/schemas';
import { buildTestApp, getJson } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';
import { UNSAFE_PAGE_SLUG } from '../../seed/content-core';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(async () => t?.close());

const pageList = (url: string) => getJson<{ data: Paginated<PageSummary> }>(app, url).then((b) => b.data);
const resolve = (slug: string) =>
  getJson<{ data: UrlEntity }>(app, `/v1/url/entity?slug=${encodeURIComponent(slug)}`).then((b) => b.data);

describe('envelopes and query defaults', () => {
  test('health answers ok once the database is ready', async () => {
    expect(await getJson(app, '/health')).toEqual({ status: 'ok' });
  });

  test.each([
    ['/v1/site', envelope(siteSchema)],
    ['/v1/menu', envelope(menuListSchema)],
    ['/v1/setting', envelope(settingListSchema)],
    ['/v1/home', envelope(homeSchema)],
    ['/v1/tags?type=blog', envelope(tagListSchema)],
  ])('%s answers { data } matching the shared schema', async (url, schema) => {
    const body = await getJson(app, url);
    expect(schema.safeParse(body).success).toBe(true);
  });

  test('sales_plan_id, site_id and lang are accepted; lang defaults to fr and rejects others', async () => {
    await getJson(app, '/v1/site?sales_plan_id=1&site_id=1&lang=fr');
    const bad = await getJson<{ code: string; field: string }>(app, '/v1/menu?lang=en', 400);
    expect(bad).toMatchObject({ code: 'VALIDATION_ERROR', field: 'lang' });
  });

  test('menus are trees with nested children and external links', async () => {
    const { data } = await getJson<{
      data: { technical_name: string; items: { label: string; children: { children: unknown[] }[] }[] }[];
    }>(app, '/v1/menu');
    const header = data.find((m) => m.technical_name === 'header');
    expect(header?.items[0]?.label).toBe('Terrasse');
    expect(header?.items[0]?.children[0]?.children.length).toBeGreaterThan(0);
    expect(JSON.stringify(data)).toContain('"external":true');
  });

  test('the site is found by domain, with or without www', async () => {
    const a = await getJson<{ data: { id: number } }>(app, '/v1/site?domain=arbora.example');
    const b = await getJson<{ data: { id: number } }>(app, '/v1/site?domain=www.arbora.example:443');
    expect(a.data.id).toBe(1);
    expect(b.data.id).toBe(1);
    await getJson(app, '/v1/site?domain=unknown.example', 404);
  });
});

describe('home', () => {
  test('has the home page, blocks and browser-facing images with sizes', async () => {
    const { data } = await getJson<{ data: Home }>(app, '/v1/home');
    expect(data.page.type.technical_name).toBe('home');
    expect(data.realisations.length).toBeGreaterThan(0);
    expect(data.blog_posts.length).toBeGreaterThan(0);
    expect(data.testimonials.length).toBeGreaterThan(0);
    const cover = data.page.covers[0];
    expect(cover?.url).toMatch(/^\/api\/v1\/images\/.+\/\d+\.jpg$/);
    expect(cover?.url_webp).toMatch(/\.webp$/);
    expect(cover?.width).toBeGreaterThan(0);
  });
});

describe('url entity and page', () => {
  test('a nested slug resolves to its page, which carries breadcrumbs and a parent', async () => {
    const entity = await resolve('/conseils/terrasse/');
    expect(urlEntitySchema.parse(entity)).toMatchObject({ entity_type: 'cms_page', slug: 'conseils/terrasse' });
    const list = await pageList('/v1/page?type=advice_terrace&perPage=1');
    const first = list.items[0] as PageSummary;
    const page = (await getJson<{ data: Page }>(app, `/v1/page/${first.id}`)).data;
    expect(pageSchema.safeParse(page).success).toBe(true);
    expect(page.parent?.slug).toBe('conseils/terrasse');
    expect(page.breadcrumbs.map((b) => b.route)).toEqual(['/', '/conseils', '/conseils/terrasse', `/${page.slug}`]);
    expect(page.table_of_content.length).toBeGreaterThan(0);
    expect(page.paragraphs_display.find((p) => p.type === 'image')?.image?.width).toBeGreaterThan(0);
    expect(page.push.length).toBe(2);
  });

  test('Océlia pages resolve with their line', async () => {
    expect(await resolve('ocelia/nous-rejoindre')).toMatchObject({ line: 'ocelia', entity_type: 'cms_page' });
  });

  test('unknown slug or id gives 404 NOT_FOUND; a bad id gives 400 with the field', async () => {
    const a = await getJson(app, '/v1/url/entity?slug=n-existe-pas', 404);
    expect(apiErrorSchema.parse(a).code).toBe('NOT_FOUND');
    expect(await getJson(app, '/v1/page/999999', 404)).toMatchObject({ code: 'NOT_FOUND' });
    expect(await getJson(app, '/v1/page/abc', 400)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'id' });
    expect(await getJson(app, '/v1/page/-3', 400)).toMatchObject({ code: 'VALIDATION_ERROR', field: 'id' });
    expect(await getJson(app, '/v1/url/entity?slug=x&entity_type=nope', 400)).toMatchObject({ field: 'entity_type' });
  });

  test('a NUL character in any query value is a 400 naming the field, never a 500', async () => {
    const paths = [
      ['/v1/url/entity?slug=a%00b', 'slug'],
      ['/v1/page?tags=%00', 'tags'],
      ['/v1/page?type=%00', 'type'],
      ['/v1/tags?technical_name=%00', 'technical_name'],
      ['/v1/redirection?slug=a%00', 'slug'],
      ['/v1/site?domain=%00', 'domain'],
      ['/v1/product-variant?attributes=couleur:%00', 'attributes'],
    ] as const;
    for (const [path, field] of paths) {
      expect(await getJson(app, path, 400)).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
  });

  test('a draft page is not public', async () => {
    await getJson(app, '/v1/url/entity?slug=page-en-preparation', 404);
  });

  test('the CMS script payload is served sanitized (the test page is a draft: through the preview)', async () => {
    const issued = await app.inject({ method: 'POST', url: '/v1/preview/token', payload: { slug: UNSAFE_PAGE_SLUG } });
    const { token } = (issued.json() as { data: { token: string } }).data;
    const previewUrl = `/v1/preview/page?slug=${UNSAFE_PAGE_SLUG}&token=${encodeURIComponent(token)}`;
    const { content } = (await getJson<{ data: Page }>(app, previewUrl)).data;
    expect(content).toContain('Ce texte provient');
    expect(content).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|style=/i);
    expect(content).toContain('rel="noopener noreferrer"');
  });
});

describe('page list', () => {
  test('defaults: page 1, 24 per page, published only, newest first', async () => {
    const list = await pageList('/v1/page');
    expect(paginated(pageSummarySchema).safeParse(list).success).toBe(true);
    expect(list.pagination).toMatchObject({ page: 1, perPage: 24 });
    expect(list.items).toHaveLength(24);
    expect(list.pagination.pages).toBe(Math.ceil(list.pagination.total / 24));
    expect(list.items.every((p) => p.status === 'published')).toBe(true);
    const dates = list.items.map((p) => p.publication_date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  test('type filter, pagination and take', async () => {
    const p1 = await pageList('/v1/page?type=realisation&perPage=25');
    const p3 = await pageList('/v1/page?type=realisation&perPage=25&page=3');
    expect(p1.pagination.total).toBe(60);
    expect(p3.items).toHaveLength(10);
    expect(new Set([...p1.items, ...p3.items].map((p) => p.id)).size).toBe(35);
    const take = await pageList('/v1/page?type=blog&take=3');
    expect(take.items).toHaveLength(3);
    const beyond = await pageList('/v1/page?type=realisation&page=99');
    expect(beyond.items).toHaveLength(0);
  });

  test('startPage returns the pages from startPage to page in one answer', async () => {
    const both = await pageList('/v1/page?type=advice_terrace&perPage=10&startPage=1&page=2');
    const second = await pageList('/v1/page?type=advice_terrace&perPage=10&page=2');
    expect(both.items).toHaveLength(20);
    expect(both.items.slice(10).map((p) => p.id)).toEqual(second.items.map((p) => p.id));
  });

  test('tags narrow the list (all given tags must match) and realisation tags are split by family', async () => {
    const all = await pageList('/v1/page?type=realisation&perPage=100');
    const first = all.items[0] as PageSummary;
    const colour = first.tags_colour[0]?.technical_name as string;
    const range = first.tags_range[0]?.technical_name as string;
    const byColour = await pageList(`/v1/page?type=realisation&perPage=100&tags=${colour}`);
    const both = await pageList(`/v1/page?type=realisation&perPage=100&tags=${colour},${range}`);
    expect(byColour.items.every((p) => p.tags_colour.some((t) => t.technical_name === colour))).toBe(true);
    expect(both.items.length).toBeLessThanOrEqual(byColour.items.length);
    expect(both.items.map((p) => p.id)).toContain(first.id);
    expect(first.location?.city).toBeTruthy();
    expect(Number.isInteger(first.price)).toBe(true);
    // A fence's type and height only on fences, gates and gate doors (a terrace is no « Brise-vent »).
    const kinds = (p: PageSummary) => p.tags.filter((t) => t.type === 'realisation').map((t) => t.name);
    const fenced = (p: PageSummary) => kinds(p).some((k) => ['Clôture', 'Portail', 'Portillon'].includes(k));
    const items = all.items as PageSummary[];
    expect(items.some(fenced)).toBe(true);
    expect(items.some((p) => !fenced(p))).toBe(true);
    for (const p of items) expect(p.tags_fence_type.length > 0 && p.tags_height.length > 0).toBe(fenced(p));
  });

  test('fields: each item cut to the named fields and its id, the rest of the answer unchanged', async () => {
    const full = await pageList('/v1/page?type=realisation&perPage=3');
    const cut = await pageList('/v1/page?type=realisation&perPage=3&fields=title,slug,covers');
    expect(cut.items).toEqual(full.items.map(({ id, title, slug, covers }) => ({ id, title, slug, covers })));
    expect(cut.pagination).toEqual(full.pagination);
    const one = await pageList('/v1/page?type=blog&take=2&fields=author');
    expect(one.items.map((item) => Object.keys(item).sort())).toEqual([
      ['author', 'id'],
      ['author', 'id'],
    ]);
    // An unknown field is refused, naming the entry (the second of the list).
    expect(await getJson(app, '/v1/page?fields=title,nope', 400)).toMatchObject({
      code: 'VALIDATION_ERROR',
      field: 'fields.1',
    });
  });

  test('promoted filter and bad values', async () => {
    const promoted = await pageList('/v1/page?promoted=true&perPage=100');
    expect(promoted.items.length).toBeGreaterThan(0);
    expect(promoted.items.every((p) => p.promoted)).toBe(true);
    expect(await getJson(app, '/v1/page?perPage=0', 400)).toMatchObject({ field: 'perPage' });
    expect(await getJson(app, '/v1/page?page=x', 400)).toMatchObject({ field: 'page' });
    expect(await getJson(app, '/v1/page?promoted=maybe', 400)).toMatchObject({ field: 'promoted' });
    expect(await getJson(app, '/v1/page?status=draft', 400)).toMatchObject({ field: 'status' });
  });

  test('content families are seeded at their SPEC 2.4 sizes', async () => {
    const count = async (type: string) => (await pageList(`/v1/page?type=${type}&perPage=1`)).pagination.total;
    expect(await count('advice_gate')).toBe(35);
    expect(await count('advice_terrace')).toBe(90);
    expect(await count('product_page')).toBe(60);
    expect(await count('realisation')).toBe(60);
    expect(await count('store')).toBe(30);
    expect(await count('installer')).toBe(12);
    expect(await count('legal')).toBeGreaterThanOrEqual(5);
  });
});

describe('tags, redirections and caching', () => {
  test('tags carry a count of published pages', async () => {
    const { data } = await getJson<{ data: { technical_name: string; count: number }[] }>(
      app,
      '/v1/tags?type=colour&page_type=realisation',
    );
    expect(data.reduce((sum, t) => sum + t.count, 0)).toBe(60);
  });

  test('redirections: legacy trailing-slash paths and external targets', async () => {
    const legacy = await getJson<{ data: { target: string; status: number } }>(
      app,
      '/v1/redirection?slug=/nos-realisations/',
    );
    expect(legacy.data).toMatchObject({ target: '/realisations', status: 301 });
    const external = await getJson<{ data: { external: boolean; target: string } }>(
      app,
      '/v1/redirection?slug=espace-pro',
    );
    expect(external.data.external).toBe(true);
    expect(external.data.target).toMatch(/^https:\/\//);
    await getJson(app, '/v1/redirection?slug=/rien', 404);
  });

  test('public GETs send ETag and Cache-Control; If-None-Match gives 304', async () => {
    const first = await app.inject({ method: 'GET', url: '/v1/home' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    expect(first.headers['cache-control']).toMatch(/public/);
    const second = await app.inject({ method: 'GET', url: '/v1/home', headers: { 'if-none-match': etag } });
    expect(second.statusCode).toBe(304);
    expect(second.body).toBe('');
    const error = await app.inject({ method: 'GET', url: '/v1/page/999999' });
    expect(error.headers['cache-control']).toBe('no-store');
  });

  test('public GETs are micro-cached; errors and carts are not', async () => {
    const url = '/v1/page?type=store&perPage=3';
    expect((await app.inject({ method: 'GET', url })).headers['x-cache']).toBe('miss');
    const hit = await app.inject({ method: 'GET', url });
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.json().data.items).toHaveLength(3);
    await app.inject({ method: 'GET', url: '/v1/page/999998' });
    expect((await app.inject({ method: 'GET', url: '/v1/page/999998' })).headers['x-cache']).toBeUndefined();
    await app.inject({ method: 'GET', url: '/v1/cart' });
    expect((await app.inject({ method: 'GET', url: '/v1/cart' })).headers['x-cache']).toBeUndefined();
  });

  test('unknown routes answer the error body', async () => {
    expect(await getJson(app, '/v1/nothing-here', 404)).toMatchObject({ code: 'NOT_FOUND' });
  });

  test('OpenAPI is served at /v1/docs', async () => {
    const doc = await getJson<{ openapi: string; paths: Record<string, unknown> }>(app, '/v1/docs/json');
    expect(doc.paths['/v1/page/{id}']).toBeDefined();
    const ui = await app.inject({ method: 'GET', url: '/v1/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });

  test('generated images: SVG and WebP with immutable caching; bad names 404', async () => {
    const svg = await app.inject({ method: 'GET', url: '/v1/media/page/accueil-1200x630.svg' });
    expect(svg.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(svg.body).toContain('width="1200"');
    expect(svg.headers['cache-control']).toMatch(/immutable/);
    const webp = await app.inject({ method: 'GET', url: '/v1/media/page/accueil-120x63.webp' });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.rawPayload.subarray(8, 12).toString()).toBe('WEBP');
    expect((await app.inject({ method: 'GET', url: '/v1/media/page/x-99999x10.svg' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/v1/media/evil/x-100x100.svg' })).statusCode).toBe(400);
  });
});
