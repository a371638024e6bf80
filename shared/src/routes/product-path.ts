import { PLASTIC_LINE_SEGMENT } from './plastic-line';

/**
 * The one URL of a product page: `/p-{slug}`, under the plastic line's segment for its products
 * (`/ocelia/p-{slug}`), as every link, the canonical and the sitemap write it; the other spelling
 * is answered with a 301 to this one.
 * @public
 */
export const productPath = (product: { slug: string; line: string }): string =>
  `${product.line === PLASTIC_LINE_SEGMENT ? `/${PLASTIC_LINE_SEGMENT}` : ''}/p-${product.slug}`;

/**
 * The product slug a path names when it may duplicate a product page: `/p-{slug}`,
 * `/ocelia/p-{slug}`, or the CMS product sheet `/produits/{slug}` of a catalogue product. Null for
 * any other path.
 * @public
 */
export function productSlugOfPath(pathname: string): string | null {
  const bare = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const match = new RegExp(`^(?:/${PLASTIC_LINE_SEGMENT})?/p-([a-z0-9-]+)$|^/produits/([a-z0-9-]+)$`).exec(bare);
  return match ? (match[1] ?? match[2] ?? null) : null;
}
