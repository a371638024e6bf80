import type { ReactNode } from 'react';
import type { SpaceToken } from '@arbora/shared/ui';
import { StackRoot, type StackAlign, type StackDirection, type StackJustify } from './styles';

export interface StackProps {
  children?: ReactNode;
  direction?: StackDirection;
  /** a token of theme.space */
  gap?: SpaceToken;
  align?: StackAlign;
  justify?: StackJustify;
  wrap?: boolean;
  as?: 'div' | 'ul' | 'ol' | 'section' | 'nav' | 'footer';
  className?: string;
}

/** Lays children out in a row or column with a spacing token between them. */
export function Stack({
  children,
  direction = 'column',
  gap = 'md',
  align,
  justify,
  wrap = false,
  as,
  className,
}: StackProps) {
  return (
    <StackRoot
      as={as}
      className={className}
      $direction={direction}
      $gap={gap}
      $align={align}
      $justify={justify}
      $wrap={wrap}
    >
      {children}
    </StackRoot>
  );
}
