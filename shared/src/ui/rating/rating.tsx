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

const STAR_PATH = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z';

function StarRow({ count, filled }: { count: number; filled: boolean }) {
  return (
    <>
      {Array.from({ length: count }, (_, i) => (
        <svg key={i} viewBox="0 0 24 24" focusable="false" aria-hidden="true">
          <path
            d={STAR_PATH}
            fill={filled ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinejoin="round"
          />
        </svg>
      ))}
    </>
  );
}

/** Stars for the eye, « Note : 4,5 sur 5 » for screen readers. */
export function Rating({ value, max = 5, count, size = 'md', className }: RatingProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  // one decimal is what the text says; rounding also limits the generated classes
  const rounded = Math.round(clamped * 10) / 10;
  const percent = Math.round((rounded / max) * 1000) / 10;
  return (
    <RatingRoot className={className}>
      <Stars $size={size} role="img" aria-label={`Note : ${formatDecimal(rounded)} sur ${max}`}>
        <StarRow count={max} filled={false} />
        <Filled $percent={percent}>
          <StarRow count={max} filled />
        </Filled>
      </Stars>
      {count !== undefined && <Count>({count} avis)</Count>}
    </RatingRoot>
  );
}
