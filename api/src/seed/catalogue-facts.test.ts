import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { rowsOf } from '../db/rows';
import { CATALOGUE_EDITION } from './version';

// What the seeded catalogue tells a buyer is true of the product: an Océlia product is recycled
// plastic and named for what it is, a category's material is its own, a fence panel and a planter
// say their size. And a change to what the catalogue seed writes bumps its edition, so a kept
// database is told to reseed (version.ts).

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const query = async <T>(text: string) => rowsOf<T>(await t.app.db.execute(sql.raw(text)));

type Product = { slug: string; name: string; category: string; texts: string; attrs: Record<string, string> };

/** Every product with its leaf category, every text a buyer reads of it, and its attributes (product's and default variant's). */
async function products(): Promise<Product[]> {
  const rows = await query<{
    slug: string;
    name: string;
    category: string;
    texts: unknown;
    pattrs: unknown;
    vattrs: unknown;
  }>(`
    select p.slug, p.name,
      (select c.slug from product_categories pc join categories c on c.id = pc.category_id
        where pc.product_id = p.id order by pc.position desc limit 1) as category,
      json_build_array(p.short_text, p.page_paragraphs, p.product_paragraphs, p.faq_paragraphs, p.push_paragraphs, p.metas,
        (select json_agg(v.name) from product_variants v where v.product_id = p.id)) as texts,
      p.attributes as pattrs,
      (select json_object_agg(a.technical_name, a.value) from variant_attributes a join product_variants v on v.id = a.variant_id
        where v.product_id = p.id and v.is_default) as vattrs
    from products p order by p.slug`);
  const parse = (v: unknown) => (typeof v === 'string' ? JSON.parse(v) : v);
  return rows.map((r) => ({
    slug: r.slug,
    name: r.name,
    category: r.category,
    texts: JSON.stringify(parse(r.texts)),
    attrs: {
      ...Object.fromEntries(
        ((parse(r.pattrs) ?? []) as { technical_name: string; value: string }[]).map((a) => [
          a.technical_name,
          a.value,
        ]),
      ),
      ...((parse(r.vattrs) ?? {}) as Record<string, string>),
    },
  }));
}

describe('Océlia products: recycled plastic, each named for what it is', () => {
  /** The kinds of the Océlia line, by the word that names each. */
  const KINDS: [category: string, noun: RegExp][] = [
    ['c-ocelia-mobilier', /\bbancs?\b/i],
    ['c-ocelia-abris', /\b(?<!l’)(?:abris?|coffres?)\b/i],
    ['c-ocelia-bordures', /\bbordures?\b/i],
    ['c-ocelia-jardinieres', /\bjardinières?\b/i],
  ];

  test('no text of an Océlia product speaks of wood fibre or composite', async () => {
    const ocelia = (await products()).filter((p) => p.category.startsWith('c-ocelia-'));
    expect(ocelia.length).toBeGreaterThanOrEqual(20);
    const wrong = ocelia
      .map((p) => ({ slug: p.slug, claim: /fibres? de bois|bois composite|composite/i.exec(p.texts)?.[0] }))
      .filter((x) => x.claim);
    expect(wrong).toEqual([]);
  });

  test('its texts name its own kind, never another kind of the line', async () => {
    const ocelia = (await products()).filter((p) => p.category.startsWith('c-ocelia-'));
    const wrong: string[] = [];
    for (const p of ocelia) {
      const own = KINDS.find(([category]) => category === p.category)!;
      expect(own[1].test(p.name)).toBe(true);
      for (const [category, noun] of KINDS) {
        const named = category !== p.category && noun.exec(p.texts);
        if (named) wrong.push(`${p.slug}: ${named[0]}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('Dimensions a buyer needs', () => {
  test('every fence panel says its width and height, and its boards’ thickness and width', async () => {
    const panels = (await products()).filter((p) =>
      ['c-clotures-occultantes', 'c-clotures-ajourees'].includes(p.category),
    );
    expect(panels.length).toBeGreaterThan(0);
    const missing = panels.filter(
      (p) => !['largeur_panneau', 'hauteur', 'epaisseur', 'largeur_lame'].every((a) => Number(p.attrs[a]) > 0),
    );
    expect(missing.map((p) => `${p.slug} ${JSON.stringify(p.attrs)}`)).toEqual([]);
    // And the characteristics list reads them with their unit.
    const aubrac = panels.find((p) => p.slug === 'panneau-de-cloture-aubrac')!;
    expect(aubrac.texts).toContain('Largeur du panneau\u00a0: 1,80\u00a0m');
  });

  test('every planter says its width, depth, height and volume', async () => {
    const planters = (await products()).filter((p) => p.category === 'c-ocelia-jardinieres');
    expect(planters.length).toBeGreaterThan(0);
    const missing = planters.filter(
      (p) => !['largeur', 'profondeur', 'hauteur', 'contenance'].every((a) => Number(p.attrs[a]) > 0),
    );
    expect(missing.map((p) => `${p.slug} ${JSON.stringify(p.attrs)}`)).toEqual([]);
    expect(planters[0]!.texts).toContain('Contenance\u00a0: 100\u00a0L');
    expect(planters[0]!.texts).toContain('Largeur\u00a0: 0,80\u00a0m');
  });

  test('a characteristic of a metre or more reads in metres, as the API reads it (« 1,50 m », not « 1500 mm »)', async () => {
    const wrong = (await products()).filter((p) => /\d{4}\u00a0mm/.test(p.texts)).map((p) => p.slug);
    expect(wrong).toEqual([]);
  });
});

describe('Categories', () => {
  test('a category of no one material, or not of composite, is not said « en bois composite »', async () => {
    const rows = await query<{ slug: string; short_text: string }>(
      `select slug, short_text from categories order by id`,
    );
    const said = (slug: string) => rows.find((r) => r.slug === slug)!.short_text;
    for (const slug of ['c-accessoires', 'c-entretien', 'c-fixations', 'c-eclairage', 'c-poteaux-de-cloture'])
      expect(said(slug)).not.toMatch(/composite/);
    expect(said('c-accessoires')).toMatch(/^Accessoires\u00a0: /);
    expect(said('c-entretien')).toMatch(/^Entretien\u00a0: /);
    expect(said('c-clotures')).toMatch(/^Clôtures en bois composite\u00a0: /);
    expect(said('c-ocelia-jardinieres')).toMatch(/^Jardinières Océlia en plastique recyclé\u00a0: /);
  });

  test('the accessories’ cover shows fixings, not a terrace; the others keep their own scene', async () => {
    const rows = await query<{ slug: string; cover: unknown; cover_mobile: unknown }>(
      `select slug, cover, cover_mobile from categories order by id`,
    );
    const scene = (slug: string) => {
      const row = rows.find((r) => r.slug === slug)!;
      const url = (image: unknown) => (typeof image === 'string' ? JSON.parse(image) : image).url as string;
      return [url(row.cover), url(row.cover_mobile)].map((u) => /\/images\/([a-z]+)-/.exec(u)?.[1]);
    };
    expect(scene('c-accessoires')).toEqual(['fixation', 'fixation']);
    expect(scene('c-clotures')).toEqual(['cloture', 'cloture']);
    expect(scene('c-lames-de-terrasse')).toEqual(['terrasse', 'terrasse']);
  });

  test('the FAQ asks how to look after « ces produits », not « mes entretien »', async () => {
    const rows = await query<{ q: string }>(`select f->>'question' as q from categories, jsonb_array_elements(faqs) f`);
    expect(rows.filter((r) => /entretenir mes/.test(r.q))).toEqual([]);
  });
});

test('a content page’s quote gives its author after a dash: « … » — Julien, conseiller technique', async () => {
  const rows = await query<{ content: string }>(`
    select p->>'content' as content from pages, jsonb_array_elements(paragraphs) p where p->>'type' = 'quote'`);
  expect(rows.length).toBeGreaterThan(0);
  const quotes = rows.map((r) => r.content).filter((c) => c.includes('»'));
  expect(quotes.length).toBeGreaterThan(0);
  expect(quotes.filter((c) => !/»\u00a0— \p{Lu}/u.test(c))).toEqual([]);
});

test('the catalogue seed’s edition changes with what it writes (version.ts CATALOGUE_EDITION)', async () => {
  const rows = await query<{ v: unknown }>(`
    select json_build_array(
      (select json_agg(json_build_array(slug, name, short_text, content, cover, cover_mobile, faqs, filter_attributes) order by slug) from categories),
      (select json_agg(json_build_array(type, name) order by type, technical_name) from tags),
      (select json_agg(json_build_array(slug, name, short_text, cover, attributes, page_paragraphs, product_paragraphs, faq_paragraphs, push_paragraphs, metas) order by slug) from products),
      (select json_agg(json_build_array(v.reference, v.name, v.price_ttc, v.cover,
        (select json_object_agg(a.technical_name, a.value) from variant_attributes a where a.variant_id = v.id)) order by v.reference)
        from product_variants v),
      (select json_agg(json_build_array(technical_name, name, unit) order by technical_name) from attribute_defs)
    ) as v`);
  const v = rows[0]!.v;
  const digest = createHash('sha256')
    .update(typeof v === 'string' ? v : JSON.stringify(v))
    .digest('hex')
    .slice(0, 16);
  // A change here without a bump of CATALOGUE_EDITION leaves kept databases with the old catalogue.
  expect({ edition: CATALOGUE_EDITION, digest }).toEqual({ edition: 2, digest: '6c81287b5bc8394f' });
});
