import { productPath } from '@arbora/shared/routes';
import type { Product } from '@arbora/shared/schemas';
import { SURFACE_PARAM } from '../components/surface-calculator';
import { readSurface } from './board-coverage';
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

/**
 * The query of a product's page showing one of its variants (`?variante=12`), with the surface
 * calculator's figure when one was typed and reads (`?variante=12&surface=20`, not personal data):
 * choosing another length or colour keeps it, without JavaScript too. A figure it cannot read is
 * left out (its page would answer a 400).
 */
export function variantQuery(variantId: number, surface = ''): string {
  const kept = readSurface(surface).kind === 'ok' ? `&${SURFACE_PARAM}=${encodeURIComponent(surface.trim())}` : '';
  return `${variantSearch(variantId)}${kept}`;
}

/** A product's page showing one of its variants (`/p-lame?variante=12`), on its line's path. */
export const variantPath = (product: { slug: string; line: string }, variantId: number, surface = ''): string =>
  `${productPath(product)}${variantQuery(variantId, surface)}`;
