import { breakpoint } from '@arbora/shared/ui';

/**
 * Below the desktop breakpoint (the theme's `media.lg` is its min-width counterpart). Hiding the
 * desktop bar with a max-width query, rather than showing it with a min-width one, keeps it in the
 * accessibility tree where media queries are not evaluated (jsdom).
 */
export const belowDesktop = `@media (max-width: ${(breakpoint.lg - 0.02) / 16}em)`;
