import styled, { css } from 'styled-components';
import type { SpaceToken } from '@arbora/shared/ui';

export type ContainerWidth = 'narrow' | 'default' | 'wide';

/** The site's gutters at every width, as the shell's header and footer rows (their edges line up). */
export const ContainerRoot = styled.div<{ $width: ContainerWidth }>`
  width: 100%;
  max-width: ${({ theme, $width }) => theme.container[$width]};
  margin-inline: auto;
  padding-inline: ${({ theme }) => theme.space.md};
`;

export type StackDirection = 'column' | 'row';
export type StackAlign = 'start' | 'center' | 'end' | 'stretch' | 'baseline';
export type StackJustify = 'start' | 'center' | 'end' | 'between';

const justifyValue: Record<StackJustify, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
};
const alignValue: Record<StackAlign, string> = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
};

interface StackStyleProps {
  $direction: StackDirection;
  $gap: SpaceToken;
  $align?: StackAlign;
  $justify?: StackJustify;
  $wrap: boolean;
}

export const StackRoot = styled.div<StackStyleProps>`
  display: flex;
  flex-direction: ${({ $direction }) => $direction};
  gap: ${({ theme, $gap }) => theme.space[$gap]};
  ${({ $wrap }) => ($wrap ? 'flex-wrap: wrap;' : '')}
  ${({ $align }) =>
    $align
      ? css`
          align-items: ${alignValue[$align]};
        `
      : ''}
  ${({ $justify }) =>
    $justify
      ? css`
          justify-content: ${justifyValue[$justify]};
        `
      : ''}
  /* lists used as stacks keep their semantics but lose bullets */
  list-style: none;
  margin: 0;
  padding: 0;
`;
