import { SkeletonBlock, SkeletonLines, type SkeletonVariant } from './styles';

export interface SkeletonProps {
  variant?: SkeletonVariant;
  /** CSS length; default 100 % (circle: the height) */
  width?: string;
  /** CSS length; default 1em for text, 8rem for rect, 3rem for circle */
  height?: string;
  /** text only: several lines, the last one shorter */
  lines?: number;
  className?: string;
}

const defaultHeight: Record<SkeletonVariant, string> = { text: '1em', rect: '8rem', circle: '3rem' };

/**
 * A placeholder shape while content loads. Hidden from assistive technologies: the loading
 * container says aria-busy="true" instead. Its size should match the content to avoid layout shift.
 */
export function Skeleton({ variant = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const h = height ?? defaultHeight[variant];
  const w = width ?? (variant === 'circle' ? h : '100%');
  if (variant === 'text' && lines > 1) {
    return (
      <SkeletonLines aria-hidden="true" className={className} data-skeleton="">
        {Array.from({ length: lines }, (_, i) => (
          <SkeletonBlock key={i} $variant="text" $width={i === lines - 1 ? '60%' : w} $height={h} />
        ))}
      </SkeletonLines>
    );
  }
  return (
    <SkeletonBlock
      aria-hidden="true"
      className={className}
      data-skeleton=""
      $variant={variant}
      $width={w}
      $height={h}
    />
  );
}
