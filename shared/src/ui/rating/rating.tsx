import { formatDecimal } from '@arbora/shared/format';
import { Count, Filled, RatingRoot, Stars, type RatingSize } from './styles';

export interface RatingProps {
  /** average rating, e.g. 4.5 */
  value: number;
  max?: number;
  /** number of reviews, shown as « (12 avis) » */
  count?: number;
  size?: RatingSize;
  className?: string;
}

/**
 * Stars for the eye, « Note : 4,5 sur 5 » for screen readers. The stars are
 * drawn by CSS masks on two elements, not one SVG per star: a product list
 * shows dozens of ratings, and 20 SVG nodes each made a third of its DOM.
 */
export function Rating({ value, max = 5, count, size = 'md', className }: RatingProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  // one decimal is what the text says; rounding also limits the generated classes
  const rounded = Math.round(clamped * 10) / 10;
  const percent = Math.round((rounded / max) * 1000) / 10;
  return (
    <RatingRoot className={className}>
      <Stars $size={size} $max={max} role="img" aria-label={`Note : ${formatDecimal(rounded)} sur ${max}`}>
        <Filled $percent={percent} />
      </Stars>
      {count !== undefined && <Count>({count} avis)</Count>}
    </RatingRoot>
  );
}
