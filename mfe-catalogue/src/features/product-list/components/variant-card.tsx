import { saleUnit, shopperPrice } from '@arbora/shared/format';
import { t } from '@arbora/shared/messages/catalogue';
import type { ProductVariantList } from '@arbora/shared/schemas';
import { ProductCard } from '@arbora/shared/ui/commerce';

/** Below this many units the card says how many are left. */
const LOW_STOCK = 5;

type ListItem = ProductVariantList['items'][number];

function badgeOf(stock: number): string | undefined {
  if (stock <= 0) return t('catalogue_out_of_stock');
  if (stock <= LOW_STOCK) return t('catalogue_low_stock', { count: stock });
  return undefined;
}

/**
 * One card of a listing. Grouped by product (`variants_count`), it is the product: its name and
 * « à partir de » the price of its cheapest matching variant in stock, which the link opens. The rating
 * shows once the product has reviews (no empty stars).
 */
export function VariantCard({ variant, href, priority }: { variant: ListItem; href: string; priority: boolean }) {
  const price = shopperPrice(variant.prices, variant.ecotax);
  const grouped = variant.variants_count !== undefined;
  // A product card shows a variant in stock whenever there is one: « Rupture » means all are out;
  // how many are left is a fact of one variant, for its own card only.
  const badge = grouped ? (variant.stock > 0 ? undefined : badgeOf(0)) : badgeOf(variant.stock);
  const rating = variant.rating?.count ? { value: variant.rating.average, count: variant.rating.count } : undefined;
  return (
    <ProductCard
      name={grouped ? variant.product_name : variant.name}
      href={href}
      priority={priority}
      headingLevel={2}
      image={{ src: variant.cover.url, alt: '', width: variant.cover.width, height: variant.cover.height }}
      price={{
        ttc: price.ttc,
        ecoParticipation: price.eco,
        from: (variant.variants_count ?? 1) > 1,
        unit: saleUnit({ name: variant.product_name }),
      }}
      {...(rating ? { rating } : {})}
      {...(badge ? { badge } : {})}
    />
  );
}
