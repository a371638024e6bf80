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

// layout and text
export { Container } from './layout/container';
export type { ContainerProps } from './layout/container';
export { Stack } from './layout/stack';
export type { StackProps } from './layout/stack';
export type { ContainerWidth, StackAlign, StackDirection, StackJustify } from './layout/styles';
export { VisuallyHidden } from './visually-hidden/visually-hidden';
export type { VisuallyHiddenProps } from './visually-hidden/visually-hidden';
export { visuallyHiddenStyles } from './visually-hidden/styles';

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
export { Pagination } from './pagination/pagination';
export type { PaginationProps } from './pagination/pagination';
export { Tabs } from './tabs/tabs';
export type { TabItem, TabsProps } from './tabs/tabs';
export { Accordion } from './accordion/accordion';
export type { AccordionItem, AccordionProps } from './accordion/accordion';

// forms
export { Form } from './form/form';
export type { FormProps } from './form/form';
export type { FieldProps } from './field/field-parts';
export { TextField } from './text-field/text-field';
export type { TextFieldProps, TextFieldType } from './text-field/text-field';
export { Textarea } from './textarea/textarea';
export type { TextareaProps } from './textarea/textarea';
export { Select } from './select/select';
export type { SelectOption, SelectProps } from './select/select';
export { Checkbox } from './checkbox/checkbox';
export type { CheckboxProps } from './checkbox/checkbox';
export { Radio } from './radio/radio';
export type { RadioProps } from './radio/radio';
export { RadioGroup } from './radio/radio-group';
export type { RadioGroupProps } from './radio/radio-group';
export { FileInput } from './file-input/file-input';
export type { FileInputProps } from './file-input/file-input';

// feedback and overlays
export { ToastViewport } from './toast/toast-viewport';
export type { ToastViewportProps } from './toast/toast-viewport';
export { DEFAULT_TOAST_LIFE } from './toast/toast-item';
export type { Toast, ToastId } from './toast/types';
export { Modal } from './modal/modal';
export type { ModalProps } from './modal/modal';
export { Drawer } from './drawer/drawer';
export type { DrawerProps } from './drawer/drawer';
export type { DialogProps } from './dialog/dialog-frame';
export { Skeleton } from './skeleton/skeleton';
export type { SkeletonProps } from './skeleton/skeleton';
export type { SkeletonVariant } from './skeleton/styles';

// commerce
export { Card } from './card/card';
export type { CardProps } from './card/card';
export type { CardTone } from './card/styles';
export { PriceBlock } from './price-block/price-block';
export type { PriceBlockProps } from './price-block/price-block';
export { ProductCard } from './product-card/product-card';
export type { ProductCardImage, ProductCardProps } from './product-card/product-card';
export { Rating } from './rating/rating';
export type { RatingProps } from './rating/rating';
