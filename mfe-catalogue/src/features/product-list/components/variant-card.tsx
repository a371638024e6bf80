import type { ProductVariant } from '@arbora/shared/schemas';
import { ProductCard } from '@arbora/shared/ui';
import { displayedPrice } from '../../../lib/variant-price';

/** Below this many units the card says how many are left. */
const LOW_STOCK = 5;

function badgeOf(stock: number): string | undefined {
  if (stock <= 0) return 'Rupture de stock';
  if (stock <= LOW_STOCK) return `Plus que ${stock} en stock`;
  return undefined;
}

/** One variant of a listing, linking to its product page with the variant chosen. */
export function VariantCard({ variant, href, priority }: { variant: ProductVariant; href: string; priority: boolean }) {
  const price = displayedPrice(variant);
  const badge = badgeOf(variant.stock);
  return (
    <ProductCard
      name={variant.name}
      href={href}
      priority={priority}
      headingLevel={2}
      image={{ src: variant.cover.url, alt: '', width: variant.cover.width, height: variant.cover.height }}
      price={{ ttc: price.ttc, ecoParticipation: price.eco }}
      {...(badge ? { badge } : {})}
    />
  );
}
