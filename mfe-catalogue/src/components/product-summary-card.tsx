import { fromPrice } from '@arbora/shared/format';
import type { ProductSummary } from '@arbora/shared/schemas';
import { ProductCard } from '@arbora/shared/ui/commerce';

/** The « à partir de » price of a product summary as a card shows it (the one price rule, shared/format). */
export function summaryCardPrice(product: ProductSummary) {
  const price = fromPrice(product);
  return { ttc: price.ttc, ecoParticipation: price.eco, from: product.type === 'configurable' };
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
      {...(product.stock <= 0 ? { badge: 'Rupture de stock' } : {})}
    />
  );
}
