import type { FastifyInstance } from 'fastify';
import { categories, products, reviews } from '../db/schema/index';
import { renderSvg } from '../lib/media';
import { buildTestApp } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { CATEGORIES } from './catalogue-data';
import type { CategorySeed, Family } from './catalogue-data';
import { REVIEW_LINES, reviewBand } from './review-lines';
import type { Topic } from './text';

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

  test('a bench and Océlia furniture are drawn lying flat, never as fence slats; a fence stands', () => {
    // A standing slat is a tall <rect x y width height> (a flat board's grain is 1 px high).
    const standing = (seed: string) =>
      /<rect x="\d+" y="\d+" width="\d+" height="(?!1")\d+"/.test(renderSvg('product', seed, 800, 800));
    const benches = Array.from({ length: 40 }, (_, i) => `banc-ocelia-${i}-gris-anthracite`);
    expect(benches.filter(standing)).toEqual([]);
    expect(standing('panneau-de-cloture-horizon-gris-anthracite')).toBe(true);
    expect(standing('ligne-ocelia')).toBe(false);
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
