import type { ReactNode } from 'react';
import { ContainerRoot, type ContainerWidth } from './styles';

export interface ContainerProps {
  children?: ReactNode;
  /** narrow 48rem (reading), default 75rem, wide 90rem */
  width?: ContainerWidth;
  as?: 'div' | 'main' | 'section' | 'header' | 'footer' | 'article';
  className?: string;
  id?: string;
}

/** Centres content with the page gutters. */
export function Container({ children, width = 'default', as, className, id }: ContainerProps) {
  return (
    <ContainerRoot $width={width} as={as} className={className} id={id}>
      {children}
    </ContainerRoot>
  );
}
