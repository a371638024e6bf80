import { createRng } from '../lib/rng';
import { CATEGORIES } from './catalogue-data';
import type { CategorySeed } from './catalogue-data';
import { planProducts } from './catalogue-products';
import { blogPosts, gateAdvice, terraceAdvice } from './content-articles';
import { corePages } from './content-core';
import { realisations } from './content-places';

const leaves = (list: CategorySeed[]): CategorySeed[] =>
  list.flatMap((c) => [...(c.family ? [c] : []), ...leaves(c.children ?? [])]);

function generate() {
  const rng = createRng(42);
  return {
    pages: [...corePages(rng), ...gateAdvice(rng), ...terraceAdvice(rng), ...blogPosts(rng), ...realisations(rng)],
    products: leaves(CATEGORIES).flatMap((c, i) =>
      planProducts(rng, c, c.family as NonNullable<CategorySeed['family']>, i + 1),
    ),
  };
}

describe('seed generation', () => {
  test('is deterministic', () => {
    expect(JSON.stringify(generate())).toBe(JSON.stringify(generate()));
  });

  test('has unique slugs and references, at least 150 products, French copy', () => {
    const { pages, products } = generate();
    expect(new Set(pages.map((p) => p.slug)).size).toBe(pages.length);
    expect(products.length).toBeGreaterThanOrEqual(150);
    expect(new Set(products.map((p) => p.slug)).size).toBe(products.length);
    const refs = products.flatMap((p) => p.variants.map((v) => v.reference));
    expect(new Set(refs).size).toBe(refs.length);
    expect(products.every((p) => p.variants.every((v) => Number.isInteger(v.priceTtc) && v.priceHt < v.priceTtc))).toBe(
      true,
    );
    expect(pages.some((p) => /[éèàç]/.test(p.content))).toBe(true);
  });
});
