// Public surface of the design system's core: the theme and the components the shell and the
// content pages load at boot (eager in the shell's main.js). The commerce and listing components
// are `@arbora/shared/ui/commerce`, the form controls `@arbora/shared/ui/forms`, Modal and Drawer
// `@arbora/shared/ui/overlays`: loaded only by the code that uses them. Named re-exports only (no
// `export *`): what is not listed is private to shared/ui.

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

// layout and text
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export type { VisuallyHiddenProps } from './visually-hidden/visually-hidden';
export { visuallyHiddenStyles } from './visually-hidden/styles';
export { renderWhenNear } from './render-when-near/styles';

// actions and navigation
export { Button } from './button/button';
export type { ButtonAsButtonProps, ButtonAsLinkProps, ButtonProps } from './button/button';
export type { ButtonSize, ButtonVariant } from './button/styles';
export { Link } from './link/link';
export type { LinkProps } from './link/link';
export type { LinkVariant } from './link/styles';
export { isExternalHref } from './link/is-external';
export { Breadcrumbs } from './breadcrumbs/breadcrumbs';
export type { BreadcrumbItem, BreadcrumbsProps } from './breadcrumbs/breadcrumbs';
export { Accordion } from './accordion/accordion';
export type { AccordionItem, AccordionProps } from './accordion/accordion';

// feedback
export { ToastViewport } from './toast/toast-viewport';
export type { ToastViewportProps } from './toast/toast-viewport';
export { DEFAULT_TOAST_LIFE } from './toast/toast-item';
export type { Toast, ToastId } from './toast/types';

export { Rating } from './rating/rating';
export type { RatingProps } from './rating/rating';
export { RichText } from './rich-text/rich-text';
export type { RichTextProps } from './rich-text/rich-text';

// pictures
export { Picture } from './picture/picture';
export type { PictureCrop, PictureProps } from './picture/picture';
export { PicturePreloadContext } from './picture/picture-preload';
export type { PicturePreload } from './picture/picture-preload';
