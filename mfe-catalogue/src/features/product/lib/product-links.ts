import { productPath } from '@arbora/shared/routes';
import type { Product } from '@arbora/shared/schemas';
import { variantSearch } from './variant-axes';

// Category slug fragment → the quote form of SPEC 2.5 that fits it (first match wins).
const QUOTE_KINDS: [RegExp, string][] = [
  [/terrasse|lambourde/, 'devis-terrasse'],
  [/portillon/, 'devis-portillon'],
  [/portail/, 'devis-portail'],
  [/cloture/, 'devis-cloture'],
  [/bardage|decorative/, 'devis-bardage'],
];

const SAMPLE_KINDS: [RegExp, string][] = [
  [/terrasse|bardage|decorative|cloture|lame/, 'echantillons-lames'],
  [/accessoire|fixation|eclairage|finition|entretien|poteau/, 'echantillons-accessoires'],
];

const slugsOf = (product: Pick<Product, 'categories'>) => product.categories.map((c) => c.slug).join(' ');

/** « Demander un devis » of a product: the matching quote form, product prefilled (`?produit=`). */
export function quoteHref(product: Pick<Product, 'categories' | 'slug'>): string {
  const kind = QUOTE_KINDS.find(([pattern]) => pattern.test(slugsOf(product)))?.[1];
  const query = `?produit=${encodeURIComponent(product.slug)}`;
  return kind ? `/devis/${kind}${query}` : `/devis${query}`;
}

/** « Commander un échantillon »: boards share one sample form, small goods another, the rest the box. */
export function sampleHref(product: Pick<Product, 'categories' | 'slug'>): string {
  const kind = SAMPLE_KINDS.find(([pattern]) => pattern.test(slugsOf(product)))?.[1] ?? 'echantillons-box';
  return `/echantillons/${kind}?produit=${encodeURIComponent(product.slug)}`;
}

/** A product's page showing one of its variants (`/p-lame?variante=12`), on its line's path. */
export const variantPath = (product: { slug: string; line: string }, variantId: number): string =>
  `${productPath(product)}${variantSearch(variantId)}`;
