import { breadcrumbJsonLd, type PageHeadFn } from '@arbora/shared/platform';
import { moneyToDecimalString, priceForStructuredData, shopperPrice } from '@arbora/shared/format';
import type { Product } from '@arbora/shared/schemas';
import { initialVariant, VARIANT_PARAM } from './variant-axes';

/** schema.org Product with its offers and rating, and the BreadcrumbList of the page. */
export function productJsonLd(product: Product, variantParam: string | null): Record<string, unknown>[] {
  const variant = initialVariant(product.variants, variantParam);
  const prices = product.variants.map((v) => shopperPrice(v.prices, v.ecotax));
  const offers = product.variants.map((v, i) => ({
    '@type': 'Offer',
    sku: v.reference,
    name: v.name,
    // The price the page shows (éco-participation included), as a decimal string without floats.
    price: priceForStructuredData(prices[i]!),
    priceCurrency: 'EUR',
    availability: v.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    url: `/p-${product.slug}?${VARIANT_PARAM}=${v.id}`,
  }));
  const jsonLd: Record<string, unknown>[] = [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      sku: variant?.reference ?? product.reference,
      description: product.short_text,
      image: (variant?.cover ?? product.cover).url,
      brand: { '@type': 'Brand', name: product.line === 'ocelia' ? 'Océlia' : 'Arbora' },
      offers:
        offers.length > 1
          ? {
              '@type': 'AggregateOffer',
              priceCurrency: 'EUR',
              lowPrice: moneyToDecimalString(prices.reduce((a, b) => (b.ttc < a.ttc ? b : a)).ttc),
              highPrice: moneyToDecimalString(prices.reduce((a, b) => (b.ttc > a.ttc ? b : a)).ttc),
              offerCount: offers.length,
              offers,
            }
          : offers[0],
      ...(product.rating.count
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: product.rating.average,
              reviewCount: product.rating.count,
              bestRating: 5,
            },
          }
        : {}),
    },
    breadcrumbJsonLd(product.breadcrumbs),
  ];
  return jsonLd;
}

export const productHead: PageHeadFn = (data, _params, ctx) => {
  const product = data[0] as Product | undefined;
  if (!product) return null;
  return {
    title: product.metas.title || `${product.name} | Arbora`,
    description: product.metas.description || product.short_text,
    canonical: `${ctx.plasticLine ? '/ocelia' : ''}/p-${product.slug}`,
    ogType: 'product',
    image: { url: product.cover.url, width: product.cover.width, height: product.cover.height, alt: product.cover.alt },
    jsonLd: productJsonLd(product, ctx.searchParams.get(VARIANT_PARAM)),
  };
};
