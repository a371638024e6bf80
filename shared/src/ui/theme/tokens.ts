// Scales shared by both sales lines: only colours differ between Arbora and Océlia.
// rem-based sizes so the shopper's browser font size is respected.

export const space = {
  none: '0',
  xxs: '0.25rem',
  xs: '0.5rem',
  sm: '0.75rem',
  md: '1rem',
  lg: '1.5rem',
  xl: '2rem',
  xxl: '3rem',
  xxxl: '4rem',
} as const;
export type SpaceToken = keyof typeof space;

// Major-third type scale on a 16px root.
export const fontSize = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.25rem',
  xl: '1.5625rem',
  xxl: '1.953rem',
  xxxl: '2.441rem',
} as const;
export type FontSizeToken = keyof typeof fontSize;

export const fontWeight = { regular: 400, medium: 500, bold: 700 } as const;
export const lineHeight = { tight: 1.2, normal: 1.5 } as const;

// System fonts: no web-font request on the critical path (LCP budget, ARCHITECTURE 7).
export const font = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
} as const;

export const radius = { none: '0', sm: '0.25rem', md: '0.5rem', lg: '1rem', pill: '999px' } as const;

// Breakpoints in px (for JS such as matchMedia) and as min-width media queries in em
// (em media queries follow the browser font size in every engine).
export const breakpoint = { sm: 480, md: 768, lg: 1024, xl: 1280 } as const;
export type BreakpointToken = keyof typeof breakpoint;

const up = (px: number): string => `@media (min-width: ${px / 16}em)`;
export const media = {
  sm: up(breakpoint.sm),
  md: up(breakpoint.md),
  lg: up(breakpoint.lg),
  xl: up(breakpoint.xl),
  reducedMotion: '@media (prefers-reduced-motion: reduce)',
} as const;

export const zIndex = { base: 0, sticky: 100, header: 200, drawer: 300, modal: 400, toast: 500 } as const;

export const motion = {
  fast: '120ms',
  normal: '200ms',
  easing: 'cubic-bezier(0.2, 0, 0, 1)',
} as const;

export const container = { narrow: '48rem', default: '75rem', wide: '90rem' } as const;
