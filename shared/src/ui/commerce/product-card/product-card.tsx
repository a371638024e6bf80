import { useId, type ReactNode } from 'react';
import type { Money } from '@arbora/shared/format';
import { Link, Picture } from '@arbora/shared/ui';
import { PriceBlock } from '../price-block/price-block';
import { Rating } from '@arbora/shared/ui';
import { Action, Badge, Description, Footer, Media, ProductRoot, Title } from './styles';

export interface ProductCardImage {
  src: string;
  /** empty when the name already says everything the image shows */
  alt: string;
  width: number;
  height: number;
}

export interface ProductCardProps {
  name: string;
  /** product page path, e.g. "/p-lame-composite-gris" */
  href: string;
  image?: ProductCardImage;
  price: { ttc: Money; ht?: Money; ecoParticipation?: Money; from?: boolean; unit?: string };
  rating?: { value: number; count?: number };
  /** e.g. « Nouveau », « -20 % » */
  badge?: string;
  description?: string;
  headingLevel?: 2 | 3 | 4;
  /** a control above the card link, e.g. an « Ajouter au panier » Button */
  action?: ReactNode;
  /** first cards of a listing load eagerly (LCP); the rest lazily */
  priority?: boolean;
  className?: string;
}

/**
 * The width of a card's picture in the listings' grids (at least 14–16rem per column from 48em,
 * two columns on a phone): the browser picks the smallest variant that fills it.
 */
const CARD_PICTURE_SIZES = '(min-width: 48em) 18rem, 46vw';

/**
 * A product teaser in listings: one link (the name) stretched over the card. A picture of the image
 * endpoint comes with its `srcset` (shared Picture), any other with its one URL.
 */
export function ProductCard({
  name,
  href,
  image,
  price,
  rating,
  badge,
  description,
  headingLevel = 3,
  action,
  priority = false,
  className,
}: ProductCardProps) {
  const titleId = useId();
  return (
    <ProductRoot className={className} aria-labelledby={titleId}>
      <Title as={`h${headingLevel}`} id={titleId}>
        <Link to={href}>{name}</Link>
      </Title>
      {(image || badge) && (
        <Media>
          {image && (
            <Picture
              image={{ url: image.src, url_webp: image.src, alt: image.alt, width: image.width, height: image.height }}
              sizes={CARD_PICTURE_SIZES}
              priority={priority}
            />
          )}
          {badge && <Badge>{badge}</Badge>}
        </Media>
      )}
      {description && <Description>{description}</Description>}
      <Footer>
        {rating && <Rating value={rating.value} count={rating.count} size="sm" />}
        <PriceBlock {...price} />
        {action && <Action>{action}</Action>}
      </Footer>
    </ProductRoot>
  );
}
