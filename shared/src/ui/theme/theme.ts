// Type-only import (erased at build): brings the DefaultTheme augmentation to every consumer.
import type {} from './styled';
import { arboraPalette, oceliaPalette, type Palette } from './palette';
import {
  breakpoint,
  container,
  font,
  fontSize,
  fontWeight,
  lineHeight,
  media,
  motion,
  radius,
  space,
  zIndex,
} from './tokens';

export type SalesLine = 'arbora' | 'ocelia';

export interface ArboraTheme {
  line: SalesLine;
  color: Palette;
  space: typeof space;
  font: typeof font;
  fontSize: typeof fontSize;
  fontWeight: typeof fontWeight;
  lineHeight: typeof lineHeight;
  radius: typeof radius;
  breakpoint: typeof breakpoint;
  media: typeof media;
  zIndex: typeof zIndex;
  motion: typeof motion;
  container: typeof container;
  shadow: { card: string; raised: string };
  /** outline + offset; the offset shows the page background so the ring keeps 3:1 on any fill */
  focusRing: { outline: string; offset: string };
}

function createTheme(line: SalesLine, color: Palette): ArboraTheme {
  return {
    line,
    color,
    space,
    font,
    fontSize,
    fontWeight,
    lineHeight,
    radius,
    breakpoint,
    media,
    zIndex,
    motion,
    container,
    shadow: {
      card: '0 1px 2px rgba(0, 0, 0, 0.08), 0 2px 8px rgba(0, 0, 0, 0.06)',
      raised: '0 8px 32px rgba(0, 0, 0, 0.24)',
    },
    focusRing: { outline: `3px solid ${color.focus}`, offset: '2px' },
  };
}

/** Default theme: Arbora composite wood. */
export const theme: ArboraTheme = createTheme('arbora', arboraPalette);
/** Océlia plastic-line variant: same scales, own palette. */
export const plasticTheme: ArboraTheme = createTheme('ocelia', oceliaPalette);

export function themeForLine(line: SalesLine): ArboraTheme {
  return line === 'ocelia' ? plasticTheme : theme;
}
