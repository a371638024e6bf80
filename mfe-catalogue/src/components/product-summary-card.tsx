import { moneyFromWire } from '@arbora/shared/format';
import type { ProductSummary } from '@arbora/shared/schemas';
import { ProductCard } from '@arbora/shared/ui/commerce';

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
      price={{ ttc: moneyFromWire(product.prices_from.ttc), from: product.type === 'configurable' }}
      {...(product.rating.count ? { rating: { value: product.rating.average, count: product.rating.count } } : {})}
      {...(product.stock <= 0 ? { badge: 'Rupture de stock' } : {})}
    />
  );
}
