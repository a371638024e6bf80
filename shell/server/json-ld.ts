import { priceForStructuredData, shopperPrice } from '@arbora/shared/format';
import type { Breadcrumb, Page, Product } from '@arbora/shared/schemas';
import { SITE_NAME } from '../src/routing/document-title';

/** schema.org data for search engines, one object per `<script type="application/ld+json">`. */
export type JsonLd = Record<string, unknown>;

/** Site paths and API media paths become absolute; absolute URLs stay as they are. */
export type Absolute = (pathOrUrl: string) => string;

export const absoluteFrom =
  (publicUrl: string): Absolute =>
  (value) =>
    /^https?:\/\//.test(value) ? value : `${publicUrl}${value.startsWith('/') ? '' : '/'}${value}`;

export function organizationLd(publicUrl: string): JsonLd {
  return { '@context': 'https://schema.org', '@type': 'Organization', name: SITE_NAME, url: `${publicUrl}/` };
}

/** A trail of one step (the home page alone) tells nothing: none then. */
export function breadcrumbLd(crumbs: readonly Breadcrumb[], absolute: Absolute): JsonLd | null {
  if (crumbs.length < 2) return null;
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: absolute(crumb.route),
    })),
  };
}

/**
 * The price the product page shows first: its default variant's, éco-participation included (the
 * one price rule, shared/format), as schema.org's dot-decimal string.
 */
function shownPrice(product: Product): string {
  const variant = product.variants.find((v) => v.id === product.variant_id_default) ?? product.variants[0];
  const price = variant
    ? shopperPrice(variant.prices, variant.ecotax)
    : shopperPrice(product.prices, { ht: 0, ttc: 0 });
  return priceForStructuredData(price);
}

export function productLd(product: Product, url: string, absolute: Absolute): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.name,
    description: product.short_text,
    sku: product.reference,
    url,
    image: [absolute(product.cover.url_webp)],
    brand: { '@type': 'Brand', name: product.line === 'ocelia' ? 'Océlia' : SITE_NAME },
    offers: {
      '@type': 'Offer',
      url,
      price: shownPrice(product),
      priceCurrency: 'EUR',
      itemCondition: 'https://schema.org/NewCondition',
      availability: product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    },
    ...(product.rating.count > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: product.rating.average,
            reviewCount: product.rating.count,
            bestRating: 5,
          },
        }
      : {}),
  };
}

/** A blog post: schema.org's BlogPosting (the Article kind search engines read for posts). */
export function articleLd(page: Page, url: string, absolute: Absolute): JsonLd {
  const cover = page.covers[0];
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: page.title,
    description: page.metas.description || page.text,
    url,
    mainEntityOfPage: url,
    ...(cover ? { image: [absolute(cover.url_webp)] } : {}),
    datePublished: page.publication_date,
    dateModified: page.updated_at,
    ...(page.blog ? { author: { '@type': 'Person', name: page.blog.author } } : {}),
    publisher: { '@type': 'Organization', name: SITE_NAME },
  };
}

/** Inert JSON in HTML: `<` escaped so no `</script>` or `<!--` in the data can end the element. */
export const serializeJsonLd = (data: JsonLd) => JSON.stringify(data).replace(/</g, '\\u003c');
