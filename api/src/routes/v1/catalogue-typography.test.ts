import type { FastifyInstance } from 'fastify';
import { buildTestApp, getJson } from '../../../test/helper';
import type { TestApp } from '../../../test/helper';
import { unitSpaces } from '../../lib/french-typography';

// A number and its unit never part at a line's end in what the API answers: the texts it builds
// itself (attribute values « 2,40 m », « 145 mm », « 25 ans », « 5 L », facet labels, the home's
// « Garantie 20 ans ») keep them together by a no-break space, as the seeded texts do
// (seed/typography.test.ts). The rule is the seed's own: unitSpaces would change the text.

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(async () => t?.close());

/** Identifiers, addresses and codes, never read as prose. */
const SKIP_KEYS = /^(url|url_webp|src|href|slug|route|canonical|robots|anchor|link|reference|technical_name|email)$/;

/** Every string of an answer a visitor may read, with its path in the answer. */
function texts(value: unknown, where: string, out: { where: string; text: string }[] = []) {
  if (typeof value === 'string') out.push({ where, text: value });
  else if (Array.isArray(value)) value.forEach((item, i) => texts(item, `${where}[${i}]`, out));
  else if (value && typeof value === 'object')
    for (const [key, item] of Object.entries(value)) if (!SKIP_KEYS.test(key)) texts(item, `${where}.${key}`, out);
  return out;
}

/**
 * The texts of `answer` where a number and its unit are apart by a space that may break: a unit
 * of unitSpaces, or « % » and « € » (shared's frenchTypography).
 */
const breakable = (answer: unknown) =>
  texts(answer, '')
    .filter(({ text }) => unitSpaces(text) !== text || /\d[ \t]+[%€]/.test(text))
    .map(({ where, text }) => `${where}: ${text.slice(0, 80)}`);

const idOf = async (slug: string) =>
  (await getJson<{ data: { id: number } }>(app, `/v1/url/entity?slug=${slug}`)).data.id;

describe('a number keeps its unit in the API’s answers (no-break space)', () => {
  test('the product page of a decking board: its attributes, its variants’ lengths and widths', async () => {
    const product = await getJson<{ data: { attributes: { technical_name: string; value: string | null }[] } }>(
      app,
      `/v1/product/${await idOf('p-lame-de-terrasse-alveolaire-horizon')}`,
    );
    const value = (name: string) => product.data.attributes.find((a) => a.technical_name === name)?.value;
    // The rule is not vacuous: these are texts the API builds.
    expect(value('largeur_lame')).toBe('145\u00a0mm');
    expect(value('garantie')).toMatch(/^\d+\u00a0ans$/);
    expect(product.data).toMatchObject({ tax: { name: 'TVA 20\u00a0%' } });
    expect(breakable(product)).toEqual([]);
  });

  test('the home: « Garantie 20 ans »', async () => {
    const home = await getJson<{ data: { reassurance: { icon: string; title: string }[] } }>(app, '/v1/home');
    expect(home.data.reassurance.find((r) => r.icon === 'shield')?.title).toMatch(/^Garantie \d+\u00a0ans$/);
    expect(breakable(home)).toEqual([]);
  });

  test('a list of decking boards and its facets (« 2,40 m »), and of cleaners (« 5 L »)', async () => {
    const boards = await getJson<{ data: { facets: { technical_name: string; values: { label: string }[] }[] } }>(
      app,
      '/v1/product-variant?categories=c-lames-de-terrasse&group=product&perPage=24',
    );
    const lengths = boards.data.facets.find((f) => f.technical_name === 'longueur')?.values ?? [];
    expect(lengths.map((v) => v.label)).toContain('2,40\u00a0m');
    expect(breakable(boards)).toEqual([]);
    const cleaners = await getJson(app, '/v1/product-variant?categories=c-entretien&perPage=24');
    expect(JSON.stringify(cleaners)).toContain('5\u00a0L');
    expect(breakable(cleaners)).toEqual([]);
  });

  test('a category’s filters and a search’s facets', async () => {
    expect(breakable(await getJson(app, `/v1/category/${await idOf('c-lames-de-terrasse')}`))).toEqual([]);
    expect(breakable(await getJson(app, '/v1/search?q=lame&perPage=24'))).toEqual([]);
  });
});
