import type { FastifyInstance } from 'fastify';
import { categories, pages, productCategories, products, promotions, reviews, settings } from '../db/schema/index';
import { eq } from 'drizzle-orm';
import { parsePhotoName } from '../lib/photos/photo-spec';
import { buildTestApp } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { CATEGORIES } from './catalogue-data';
import type { CategorySeed, Family } from './catalogue-data';
import { REVIEW_LINES, reviewBand } from './review-lines';
import type { Topic } from './text';
import { MONEY_SCALE } from '../lib/money';
import { wholeEuros } from './site-facts';

// Issue 35 point 9: the seeded copy and pictures fit the product family they describe, and a
// review's title fits its stars.

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  t = await buildTestApp();
  app = t.app;
});
afterAll(async () => t?.close());

/** Family noun → topic, and category slug → topic, from the catalogue's plan. */
function topics(): { families: [noun: string, topic: Topic][]; categories: Map<string, Topic> } {
  const families: [string, Topic][] = [];
  const byCategory = new Map<string, Topic>();
  const walk = (seed: CategorySeed & { family?: Family; children?: CategorySeed[] }) => {
    byCategory.set(seed.slug, seed.topic);
    if (seed.family) families.push([seed.family.noun, seed.family.topic]);
    for (const child of seed.children ?? []) walk(child);
  };
  for (const seed of CATEGORIES) walk(seed);
  return { families, categories: byCategory };
}

describe('copy per product family', () => {
  test('« pieds nus » is said of terrace products only', async () => {
    const { families } = topics();
    const rows = await app.db
      .select({
        name: products.name,
        shortText: products.shortText,
        page: products.pageParagraphs,
        product: products.productParagraphs,
      })
      .from(products);
    const wrong = rows.filter((row) => {
      const family = families.find(([noun]) => row.name.startsWith(noun));
      const text = JSON.stringify([row.shortText, row.page, row.product]);
      return /pieds nus/i.test(text) && family?.[1] !== 'terrasse';
    });
    expect(rows.length).toBeGreaterThan(100);
    expect(wrong.map((r) => r.name)).toEqual([]);
  });

  test('no category outside boards tells to store boards flat; gates are not walked on barefoot', async () => {
    const { categories: byCategory } = topics();
    const rows = await app.db
      .select({ slug: categories.slug, shortText: categories.shortText, content: categories.content })
      .from(categories);
    const wrong = rows.filter((row) => {
      const topic = byCategory.get(row.slug);
      const text = `${row.shortText} ${row.content}`;
      const boards = topic === 'terrasse' || topic === 'cloture' || topic === 'bardage' || topic === 'entretien';
      return (/à plat/.test(text) && !boards) || (/pieds nus/.test(text) && topic !== 'terrasse');
    });
    expect(wrong.map((r) => r.slug)).toEqual([]);
  });

  test('an Océlia product is described as what it is: a bench never « un abri », a border never « un mobilier », no wood fibres in recycled plastic', async () => {
    // Each Océlia family's own words: its noun's first word (« banc », « coffre »…), and for the
    // furniture « mobilier ». No Océlia product is a shelter: « un abri » fits none of them.
    const kinds = new Map<string, string[]>();
    const walk = (seed: CategorySeed & { family?: Family; children?: CategorySeed[] }) => {
      if (seed.line === 'ocelia' && seed.family) {
        const own = seed.family.noun.split(' ')[0]!.toLowerCase();
        kinds.set(seed.family.noun, own === 'banc' ? [own, 'mobilier'] : [own]);
      }
      for (const child of seed.children ?? []) walk(child);
    };
    for (const seed of CATEGORIES) walk(seed);
    expect([...kinds.keys()].sort()).toEqual([
      'Banc Océlia',
      'Bordure Océlia',
      'Coffre de jardin Océlia',
      'Jardinière Océlia',
    ]);
    const rows = await app.db
      .select({
        name: products.name,
        shortText: products.shortText,
        page: products.pageParagraphs,
        product: products.productParagraphs,
      })
      .from(products)
      .where(eq(products.line, 'ocelia'));
    expect(rows.length).toBeGreaterThan(20);
    const allWords = [...new Set([...kinds.values()].flat())];
    const wrong = rows.flatMap((row) => {
      const own = [...kinds].find(([noun]) => row.name.startsWith(noun))?.[1] ?? [];
      const text = [row.shortText, ...[...row.page, ...row.product].map((p) => p.content)]
        .join(' ')
        .replace(/<[^>]+>/g, ' ');
      const others = allWords.filter((word) => !own.includes(word));
      const found = [
        ...others.filter((word) => new RegExp(`(?<!\\p{L})${word}s?(?!\\p{L})`, 'iu').test(text)),
        ...(/(?<!à l’)(?<!\p{L})abris?(?!\p{L})/iu.test(text) ? ['abri'] : []),
        ...(/fibres de bois/i.test(text) ? ['fibres de bois'] : []),
      ];
      return found.length ? [`${row.name}: ${found.join(', ')}`] : [];
    });
    expect(wrong).toEqual([]);
  });

  test('a picture shows what its caption names: an Océlia bench a bench, a fence a fence, a terrace a terrace', async () => {
    const sceneOf = (image: { url: string } | null) =>
      parsePhotoName(image?.url.split('/').at(-2) ?? '')?.spec.scene ?? 'none';
    const inCategory = (slug: string) =>
      app.db
        .select({ cover: products.cover })
        .from(products)
        .innerJoin(productCategories, eq(productCategories.productId, products.id))
        .innerJoin(categories, eq(categories.id, productCategories.categoryId))
        .where(eq(categories.slug, slug));
    const benches = await inCategory('c-ocelia-mobilier');
    expect(benches.length).toBeGreaterThan(0);
    expect(new Set(benches.map((row) => sceneOf(row.cover)))).toEqual(new Set(['banc']));
    const fences = await inCategory('c-clotures-occultantes');
    expect(new Set(fences.map((row) => sceneOf(row.cover)))).toEqual(new Set(['cloture']));
    const terraces = await inCategory('c-lames-terrasse-pleines');
    expect(new Set(terraces.map((row) => sceneOf(row.cover)))).toEqual(new Set(['terrasse']));
    // Project reports: « Une terrasse gris anthracite à La Rochelle » shows a terrace in that colour.
    const reports = await app.db.select({ title: pages.title, covers: pages.covers }).from(pages);
    const terraceReports = reports.filter((r) => /^Une terrasse /.test(r.title) && r.covers.length);
    expect(terraceReports.length).toBeGreaterThan(0);
    for (const report of terraceReports) {
      const name = parsePhotoName(report.covers[0]!.url.split('/').at(-2) ?? '');
      expect(name?.spec.scene).toBe('terrasse');
    }
  });
});

describe('reviews', () => {
  test('every seeded review has a title and text of its rating band', async () => {
    const rows = await app.db.select({ rating: reviews.rating, title: reviews.title }).from(reviews);
    expect(rows.length).toBeGreaterThan(100);
    const misfits = rows.filter((r) => !REVIEW_LINES[reviewBand(r.rating)].some(([title]) => title === r.title));
    expect(misfits).toEqual([]);
    expect(rows.some((r) => r.rating <= 2)).toBe(true);
  });

  test('bands: 4–5 positive, 3 mixed, 1–2 negative; no title is in two bands', () => {
    expect([5, 4, 3, 2, 1].map(reviewBand)).toEqual(['positive', 'positive', 'mixed', 'negative', 'negative']);
    const titles = Object.values(REVIEW_LINES).flatMap((lines) => lines.map(([title]) => title));
    expect(new Set(titles).size).toBe(titles.length);
  });
});

describe('amounts the copy states', () => {
  test('are the figures the shop applies, typeset as the site prints amounts (« 1 500 € »)', async () => {
    const byName = new Map(
      (await app.db.select({ name: settings.technicalName, value: settings.value }).from(settings)).map((r) => [
        r.name,
        r.value,
      ]),
    );
    const threshold = Number(byName.get('free_shipping_threshold')) / MONEY_SCALE;
    expect(wholeEuros(threshold)).toBe('1\u202f500\u00a0€');
    expect(byName.get('header_banner')).toBe(
      `Livraison offerte dès ${wholeEuros(threshold)} d’achat jusqu’au 30 septembre`,
    );
    const [remise] = await app.db.select().from(promotions).where(eq(promotions.code, 'REMISE50'));
    expect(remise!.name).toBe(
      `${wholeEuros(remise!.value / MONEY_SCALE)} offerts dès ${wholeEuros(remise!.minSubtotalTtc / MONEY_SCALE)} d’achat`,
    );
    expect(remise!.name).toBe('50\u00a0€ offerts dès 500\u00a0€ d’achat');
  });
});
