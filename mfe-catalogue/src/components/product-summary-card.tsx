import { fromPrice, saleUnit } from '@arbora/shared/format';
import { t } from '@arbora/shared/messages/catalogue';
import type { ProductSummary } from '@arbora/shared/schemas';
import { ProductCard } from '@arbora/shared/ui/commerce';

/**
 * The « à partir de » price of a product summary as a card shows it (the one price rule, shared/format),
 * with what it buys: « 17,12 € TTC / lame ».
 */
export function summaryCardPrice(product: ProductSummary) {
  const price = fromPrice(product);
  return {
    ttc: price.ttc,
    ecoParticipation: price.eco,
    from: product.type === 'configurable',
    unit: saleUnit(product),
  };
}

/**
 * A card's « Rupture de stock » once no variant of the product is left (`stock` sums them): the lists
 * offer no addition, the product page's says the same of each variant.
 */
export function soldOutBadge(product: Pick<ProductSummary, 'stock'>): { badge?: string } {
  return product.stock <= 0 ? { badge: t('catalogue_out_of_stock') } : {};
}

/** A product of a list (related products, category pushes) as the shared ProductCard. */
export function ProductSummaryCard({
  product,
  headingLevel = 3,
}: {
  product: ProductSummary;
  headingLevel?: 2 | 3 | 4;
}) {
  const base = `${product.line === 'ocelia' ? '/ocelia' : ''}/p-${product.slug}`;
  return (
    <ProductCard
      name={product.name}
      href={base}
      headingLevel={headingLevel}
      image={{ src: product.cover.url, alt: '', width: product.cover.width, height: product.cover.height }}
      price={summaryCardPrice(product)}
      {...(product.rating.count ? { rating: { value: product.rating.average, count: product.rating.count } } : {})}
      {...soldOutBadge(product)}
    />
  );
}
