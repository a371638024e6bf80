import type { ReactNode } from 'react';
import type { SpaceToken } from '@arbora/shared/ui';
import { CardRoot, type CardTone } from './styles';

export interface CardProps {
  children?: ReactNode;
  /** article for self-contained content (product, article teaser), li inside lists */
  as?: 'div' | 'article' | 'section' | 'li' | 'aside';
  padding?: SpaceToken;
  tone?: CardTone;
  className?: string;
  'aria-labelledby'?: string;
}

/** A bordered surface that groups related content. */
export function Card({ children, as, padding = 'md', tone = 'default', className, ...aria }: CardProps) {
  return (
    <CardRoot as={as} className={className} $padding={padding} $tone={tone} {...aria}>
      {children}
    </CardRoot>
  );
}
