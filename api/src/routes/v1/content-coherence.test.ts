import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Category, Home, Page, PageSummary, Paginated, Product, Setting, UrlEntity } from '@arbora/shared/schemas';
import { pages } from '../../db/schema/index';
import { buildTestApp, getJson } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';
import { UNSAFE_PAGE_SLUG } from '../../seed/content-core';
import { CARRIERS } from '../../lib/cart-pricing';

// Issue 35 point 9: content that holds. Windows are set around the real clock (a month either
// way), so the answers do not depend on the day the test runs.

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp({}, { privateDatabase: true });
  app = t.app;
});
afterAll(async () => t?.close());

const DAY = 86_400_000;
const at = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const resolve = (slug: string) =>
  getJson<{ data: UrlEntity }>(app, `/v1/url/entity?slug=${encodeURIComponent(slug)}`).then((b) => b.data);
const home = () => getJson<{ data: Home }>(app, '/v1/home').then((b) => b.data);
const settings = () => getJson<{ data: Setting[] }>(app, '/v1/setting').then((b) => b.data);
const setting = (all: Setting[], name: string) => all.find((s) => s.technical_name === name)?.value;
const product = async (slug: string) =>
  (await getJson<{ data: Product }>(app, `/v1/product/${(await resolve(slug)).id}`)).data;

describe('publication windows', () => {
  test('the summer promotion « jusqu’au 31 août » of the seed is no longer on the home page', async () => {
    const { page } = await home();
    expect(page.push.map((p) => p.title)).not.toContain('Promotion d’été');
    expect(page.push.map((p) => p.title)).toEqual(['Arbora, le bois composite', 'Océlia, le plastique recyclé']);
  });

  test('a block whose window ended, or has not started, is not served; a live one is, without its window', async () => {
    const block = (title: string, window: Record<string, string>) => ({
      title,
      text: title,
      label: 'Voir',
      url: `/${title}`,
      image: null,
      ...window,
    });
    const paragraph = (id: string, window: Record<string, string>) => ({
      id,
      type: 'text',
      title: id,
      content: `<p>${id}</p>`,
      image: null,
      ...window,
    });
    await app.db
      .update(pages)
      .set({
        push: [
          block('finie', { visible_from: at(-60), visible_until: at(-30) }),
          block('a-venir', { visible_from: at(30) }),
          block('en-cours', { visible_from: at(-30), visible_until: at(30) }),
          block('sans-fenetre', {}),
        ] as never,
        paragraphs: [
          paragraph('bloc-fini', { visible_until: at(-1) }),
          paragraph('bloc-courant', { visible_until: at(30) }),
          paragraph('bloc-illisible', { visible_until: 'fin août' }),
        ] as never,
      })
      .where(eq(pages.slug, 'qui-sommes-nous'));
    const { id } = await resolve('qui-sommes-nous');
    const page = (await getJson<{ data: Page }>(app, `/v1/page/${id}`)).data;
    expect(page.push.map((p) => p.title)).toEqual(['en-cours', 'sans-fenetre']);
    expect(page.push[0]).not.toHaveProperty('visible_from');
    expect(page.push[0]).not.toHaveProperty('visible_until');
    expect(page.paragraphs_display.map((p) => p.id)).toEqual(['bloc-courant']);
  });

  test('a page whose publication date has not come is not public, nor listed', async () => {
    await app.db
      .update(pages)
      .set({ publicationDate: new Date(at(10)) })
      .where(eq(pages.slug, 'offre-decouverte'));
    await getJson(app, '/v1/url/entity?slug=offre-decouverte', 404);
    const list = (await getJson<{ data: Paginated<PageSummary> }>(app, '/v1/page?type=content&perPage=100')).data;
    expect(list.items.map((p) => p.slug)).not.toContain('offre-decouverte');
  });

  test('the header banner « … jusqu’au 30 septembre » is off once its window ended', async () => {
    const all = await settings();
    expect(setting(all, 'header_banner')).toBeUndefined();
    expect(setting(all, 'header_banner_enabled')).toBe('false');
  });
});

describe('one warranty, one delivery promise: the settings', () => {
  test('home and product pages state the warranty of the settings', async () => {
    const years = setting(await settings(), 'warranty_years');
    expect(years).toMatch(/^\d+$/);
    const shield = (await home()).reassurance.find((r) => r.icon === 'shield');
    expect(shield?.title).toBe(`Garantie ${years}\u00a0ans`);
    // French typography: a no-break space before the colon.
    expect(shield?.text).toBe('Sur nos lames en bois composite\u00a0: elles ne se fendent pas et ne pourrissent pas.');
    for (const slug of ['p-lame-de-terrasse-alveolaire-horizon', 'p-panneau-de-cloture-horizon']) {
      const found = await product(slug);
      expect(found.attributes.find((a) => a.technical_name === 'garantie')?.value).toMatch(new RegExp(`^${years}\\b`));
      const characteristics = found.product_paragraphs.find((p) => p.id === 'caracteristiques')?.content ?? '';
      expect(characteristics).toContain(`Garantie\u00a0: ${years}\u00a0ans`);
    }
  });

  test('the CGV promise the same warranty; no seeded text states another one', async () => {
    const years = setting(await settings(), 'warranty_years');
    const cgv = (await getJson<{ data: Page }>(app, `/v1/page/${(await resolve('conditions-generales-de-vente')).id}`))
      .data;
    expect(cgv.content).toContain(`garantie commerciale de ${years}\u00a0ans`);
    const rows = await app.db.execute(
      sql`select slug from pages where content ~ 'garantie[^.<]* \\d+[ \u00a0]ans' and content !~ ${`garantie[^.<]* ${years}[ \u00a0]ans`}`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  test('home, category and product FAQs give the delivery promise of the settings', async () => {
    const delivery = setting(await settings(), 'delivery_promise') ?? '';
    expect(delivery).toMatch(/jours ouvrés$/);
    expect((await home()).reassurance.find((r) => r.icon === 'truck')?.text).toContain(delivery);
    const { id } = await resolve('c-clotures');
    const category = (await getJson<{ data: Category }>(app, `/v1/category/${id}`)).data;
    expect(category.faqs.find((f) => /livraison/i.test(f.question))?.answer).toContain(delivery);
    const rows = await app.db.execute(
      sql`select slug from pages where content ~ '(livr|expédi)[^.<]*\\d+[ \u00a0]jours' and content !~ ${delivery}`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  test('every carrier delivers within that promise, and no carrier states a time of its own in its text', async () => {
    const [, min, max] =
      /^(\d+) à (\d+)\u00a0jours ouvrés$/.exec(setting(await settings(), 'delivery_promise') ?? '') ?? [];
    for (const carrier of CARRIERS) {
      expect(carrier.delay_days).toBeGreaterThanOrEqual(Number(min));
      expect(carrier.delay_days).toBeLessThanOrEqual(Number(max));
      expect(carrier.description).not.toMatch(/\d+\s*(h|jours?)\b/);
    }
  });

  test('the contact details of the legal notice are the settings’', async () => {
    const all = await settings();
    const notice = (await getJson<{ data: Page }>(app, `/v1/page/${(await resolve('mentions-legales')).id}`)).data;
    // The phone in the notice's sentence has no-break spaces between its pairs.
    expect(notice.content).toContain(setting(all, 'contact_phone')!.replace(/ /g, '\u00a0'));
    expect(notice.content).toContain(setting(all, 'contact_email'));
  });
});

describe('no test page in public', () => {
  test('the imported-content test page answers 404 and is in no public list', async () => {
    await getJson(app, `/v1/url/entity?slug=${UNSAFE_PAGE_SLUG}`, 404);
    const slugs: string[] = [];
    for (let page = 1; ; page++) {
      const list = (await getJson<{ data: Paginated<PageSummary> }>(app, `/v1/page?perPage=100&page=${page}`)).data;
      slugs.push(...list.items.map((p) => p.slug));
      if (page >= list.pagination.pages) break;
    }
    expect(slugs.length).toBeGreaterThan(100);
    expect(slugs).not.toContain(UNSAFE_PAGE_SLUG);
  });
});

describe('the 3D service page (issue 35 point 8)', () => {
  test('/services/3d links to the 3D configurator', async () => {
    const page = (await getJson<{ data: { content: string } }>(app, `/v1/page/${(await resolve('services/3d')).id}`))
      .data;
    expect(page.content).toContain('href="/configurateur-3d"');
  });
});
