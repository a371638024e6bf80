// Public surface of the design system. Named re-exports only (no `export *`): what is not listed
// here is private to shared/ui.

// theme
export { theme, plasticTheme, themeForLine } from './theme/theme';
export type { ArboraTheme, SalesLine } from './theme/theme';
export { arboraPalette, oceliaPalette } from './theme/palette';
export type { Palette, SeverityColours, ToastSeverity } from './theme/palette';
export {
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
} from './theme/tokens';
export type { BreakpointToken, FontSizeToken, SpaceToken } from './theme/tokens';
export { contrastRatio, relativeLuminance } from './theme/contrast';
export { GlobalStyle } from './theme/global-style';
