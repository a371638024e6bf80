import { breadcrumbJsonLd, type PageHeadFn } from '@arbora/shared/platform';
import { priceForStructuredData, shopperPrice } from '@arbora/shared/format';
import { productPath } from '@arbora/shared/routes';
import type { ProductDetail, Setting } from '@arbora/shared/schemas';
import { merchantReturnPolicy, shippingDetails } from './offer-policies';
import { initialVariant, VARIANT_PARAM } from './variant-axes';

/**
 * schema.org Product with the offer of the variant the page shows first (the URL's `?variante=`, else
 * the default one, `defaultVariant`): the price the page shows, éco-participation included, as a decimal string
 * without floats; its rating; and the BreadcrumbList of the page. A product made to measure is made
 * to order, with no stock delivery time and no return (excluded from the withdrawal right).
 */
export function productJsonLd(
  product: ProductDetail,
  variantParam: string | null,
  url: string,
  /** The site's settings (delivery promise, free-delivery threshold, withdrawal days). */
  settings: readonly Setting[] = [],
): Record<string, unknown>[] {
  const variant = initialVariant(product.variants, variantParam, product.made_to_measure);
  const price = variant
    ? shopperPrice(variant.prices, variant.ecotax)
    : shopperPrice(product.prices, { ht: 0, ttc: 0 });
  const stock = variant?.stock ?? product.stock;
  const madeToMeasure = product.made_to_measure;
  // The delivery promise is the stock products' one: a made-to-measure delay is longer, unstated.
  const shipping = madeToMeasure ? null : shippingDetails(settings, price.ttc);
  const availability = stock <= 0 ? 'OutOfStock' : madeToMeasure ? 'MadeToOrder' : 'InStock';
  const jsonLd: Record<string, unknown>[] = [
    {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      description: product.short_text,
      sku: variant?.reference ?? product.reference,
      url,
      image: [(variant?.cover ?? product.cover).url_webp],
      brand: { '@type': 'Brand', name: product.line === 'ocelia' ? 'Océlia' : 'Arbora' },
      offers: {
        '@type': 'Offer',
        url,
        price: priceForStructuredData(price),
        priceCurrency: 'EUR',
        itemCondition: 'https://schema.org/NewCondition',
        availability: `https://schema.org/${availability}`,
        ...(shipping ? { shippingDetails: shipping } : {}),
        hasMerchantReturnPolicy: merchantReturnPolicy(settings, madeToMeasure),
      },
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
  ];
  if (product.breadcrumbs.length > 1) jsonLd.push(breadcrumbJsonLd(product.breadcrumbs));
  return jsonLd;
}

export const productHead: PageHeadFn = (data, _params, ctx) => {
  // One URL per product: its line's (`/ocelia/p-…` for Océlia), whichever spelling was asked.
  const product = data[0] as ProductDetail | undefined;
  const settings = (data[1] as Setting[] | undefined) ?? [];
  if (!product) return null;
  return {
    title: product.metas.title || `${product.name} | Arbora`,
    description: product.metas.description || product.short_text,
    canonical: productPath(product),
    ogType: 'product',
    image: {
      url: product.cover.url_webp,
      width: product.cover.width,
      height: product.cover.height,
      alt: product.cover.alt,
    },
    jsonLd: productJsonLd(product, ctx.searchParams.get(VARIANT_PARAM), productPath(product), settings),
  };
};
