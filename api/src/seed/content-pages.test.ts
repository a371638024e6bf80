import type { FastifyInstance } from 'fastify';
import type { Page, PageSummary, Paginated, UrlEntity } from '@arbora/shared/schemas';
import { buildTestApp, getJson } from '../../test/helper';
import type { TestApp } from '../../test/helper';

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(async () => t?.close());

async function pageAt(slug: string): Promise<Page> {
  const entity = await getJson<{ data: UrlEntity }>(app, `/v1/url/entity?slug=${encodeURIComponent(slug)}`);
  return (await getJson<{ data: Page }>(app, `/v1/page/${entity.data.id}`)).data;
}
const text = (page: Page) => page.content.replace(/<[^>]+>/g, ' ');

describe('content families a shopper reaches', () => {
  test('/content is a page of its own (the advice index)', async () => {
    const page = await pageAt('content');
    expect(page.title).toBe('Conseils et guides');
  });

  test('a realisation has a gallery, the products used (catalogue links) and its place', async () => {
    const list = await getJson<{ data: Paginated<PageSummary> }>(app, '/v1/page?type=realisation&take=1');
    const page = await pageAt(list.data.items[0]?.slug ?? '');
    expect(page.covers.length).toBeGreaterThanOrEqual(3);
    // The phone crop is 3:2 (the image endpoint serves it at the widths a phone asks for).
    const phone = page.covers_mobile[0]!;
    expect(phone.width / phone.height).toBeCloseTo(1.5, 1);
    expect(phone.url).toMatch(/^\/api\/v1\/images\/.+-3x2\./);
    expect(page.push.length).toBeGreaterThan(0);
    expect(page.push.every((p) => p.url.startsWith('/c-'))).toBe(true);
    expect(page.place).toBeTruthy();
  });

  test('realisations can be filtered by region (location tags)', async () => {
    const list = await getJson<{ data: Paginated<PageSummary> }>(app, '/v1/page?type=realisation&tags=bretagne');
    expect(list.data.items.length).toBeGreaterThan(0);
    expect(list.data.items.every((p) => p.location?.region === 'Bretagne')).toBe(true);
  });

  test('testimonial slugs have the detail shape the route table knows (avis-NN-…)', async () => {
    const list = await getJson<{ data: Paginated<PageSummary> }>(app, '/v1/page?type=testimonial&perPage=100');
    expect(list.data.items.length).toBe(30);
    expect(list.data.items.every((p) => /^temoignages\/avis-\d{2}-[a-z0-9-]+$/.test(p.slug))).toBe(true);
  });

  test('testimonials share headlines, but each head title is its own (the author is named)', async () => {
    const list = await getJson<{ data: Paginated<PageSummary> }>(app, '/v1/page?type=testimonial&perPage=100');
    const titles = await Promise.all(list.data.items.map(async (item) => (await pageAt(item.slug)).metas.title));
    expect(new Set(titles).size).toBe(titles.length);
    expect(titles.every((title) => /, l’avis (de |d’)\S.* \| Arbora$/.test(title ?? ''))).toBe(true);
  });

  test('no blog post or realisation slug is also a tag of its family (one URL, one page)', async () => {
    const tags = await getJson<{ data: { technical_name: string }[] }>(app, '/v1/tags');
    const names = new Set(tags.data.map((tag) => tag.technical_name));
    const list = await getJson<{ data: Paginated<PageSummary> }>(app, '/v1/page?type=blog,realisation&perPage=100');
    const clashes = list.data.items.filter((p) => names.has(p.slug.split('/')[1] ?? ''));
    expect(clashes).toEqual([]);
  });

  test('a store phone number has the zone prefix of its region (02 in Nantes, 04 in Marseille)', async () => {
    expect((await pageAt('magasins/nantes')).location?.phone).toMatch(/^02 \d\d \d\d \d\d \d\d$/);
    expect((await pageAt('magasins/marseille')).location?.phone).toMatch(/^04 /);
    expect((await pageAt('magasins/lille')).location?.phone).toMatch(/^03 /);
    expect((await pageAt('magasins/bordeaux')).location?.phone).toMatch(/^05 /);
  });

  test('legal pages carry what French law asks for', async () => {
    const notice = text(await pageAt('mentions-legales'));
    expect(notice).toMatch(/RCS de Nantes/);
    expect(notice).toMatch(/TVA intracommunautaire/);
    expect(notice).toMatch(/directeur de la publication est M\. Pierre Lefèvre/);
    expect(notice).toMatch(/hébergé par Scaleway SAS, 8 rue/);
    expect(notice).toMatch(/médiateur .*CM2C/);
    // The phone number in a sentence never wraps between its pairs.
    expect((await pageAt('mentions-legales')).content.replace(/<[^>]+>/g, '')).toContain(
      'Téléphone\u00a0: 02\u00a040\u00a000\u00a000\u00a000.',
    );
    const terms = text(await pageAt('conditions-generales-de-vente'));
    expect(terms).toMatch(/quatorze jours/);
    expect(terms).toMatch(/Formulaire type de rétractation/);
    expect(terms).toMatch(/notifie\/notifions/);
    expect(terms).toMatch(/L221-28/);
    expect(terms).toMatch(/Se rétracter en ligne/);
    expect(terms).toMatch(/Médiation de la consommation/);
    expect(text(await pageAt('politique-de-confidentialite'))).toMatch(/CNIL/);
    expect(text(await pageAt('cookies'))).toMatch(/arbora_vid/);
    expect(text(await pageAt('declaration-accessibilite'))).toMatch(/partiellement conforme.*RGAA.*82\u00a0%/s);
  });

  test('the legal notice’s numbers never wrap, and its phone numbers are tel: links', async () => {
    const notice = (await pageAt('mentions-legales')).content;
    // Thousands apart by U+202F, U+00A0 before the euro sign; the SIREN's and phones' groups by U+00A0.
    expect(notice).toContain('au capital de 500\u202f000\u00a0€,');
    expect(notice).toContain('sous le numéro 732\u00a0829\u00a0320,');
    expect(notice).toContain('Téléphone\u00a0: <a href="tel:+33240000000">02\u00a040\u00a000\u00a000\u00a000</a>.');
    expect(notice).toContain('(téléphone\u00a0: <a href="tel:+33184130000">01\u00a084\u00a013\u00a000\u00a000</a>)');
    // No group of digits is left apart by an ordinary space, nor a number before its euro sign.
    expect(text(await pageAt('mentions-legales')).match(/\d \d|\d €/g)).toBeNull();
  });

  test('the legal pages’ e-mail and web addresses are links; the customer service’s is the setting’s', async () => {
    const settings = await getJson<{ data: { technical_name: string; value: string }[] }>(app, '/v1/setting');
    const email = settings.data.find((s) => s.technical_name === 'contact_email')!.value;
    const mailto = `<a href="mailto:${email}">${email}</a>`;
    const notice = (await pageAt('mentions-legales')).content;
    expect(notice).toContain(`Courriel\u00a0: ${mailto}.`);
    expect(notice).toContain(`service client (${mailto})`);
    expect(notice).toContain('<a href="https://www.cm2c.net">www.cm2c.net</a>');
    const terms = (await pageAt('conditions-generales-de-vente')).content;
    // The withdrawal form's address: the setting's, not a copy.
    expect(terms).toContain(`44000 Nantes, ${mailto}\u00a0:`);
    expect(terms).toContain('(<a href="/retractation">arbora.example/retractation</a>)');
    expect((await pageAt('politique-de-confidentialite')).content).toContain(
      '<a href="mailto:dpo@arbora.example">dpo@arbora.example</a>.',
    );
    // No address is left as plain text outside a link.
    for (const slug of [
      'mentions-legales',
      'conditions-generales-de-vente',
      'politique-de-confidentialite',
      'cookies',
      'declaration-accessibilite',
    ]) {
      const outside = (await pageAt(slug)).content.replace(/<a\b[^>]*>[\s\S]*?<\/a>/g, ' ').replace(/<[^>]+>/g, ' ');
      expect([slug, outside.match(/\S+@\S+|\bwww\.\S+|https?:\/\/\S+|arbora\.example\/\S+/g)]).toEqual([slug, null]);
    }
  });
});
