// The design system's commerce and listing components (`@arbora/shared/ui/commerce`): cards,
// prices, product cards, pagination, tabs, layout helpers, skeletons. Shared lazily by the shell:
// only the pages that show them load them. They take the core (`Link`, `Rating`, the theme) from
// `@arbora/shared/ui` by package name, never by a relative path (one instance of each module).
// Named re-exports only (no `export *`).
export { Container } from './layout/container';
export type { ContainerProps } from './layout/container';
export { Stack } from './layout/stack';
export type { StackProps } from './layout/stack';
export { PageFrame } from './layout/page-frame';
export type { PageFrameProps } from './layout/page-frame';
export type { ContainerWidth, StackAlign, StackDirection, StackJustify } from './layout/styles';
export { Pagination } from './pagination/pagination';
export type { PaginationProps } from './pagination/pagination';
export { Tabs } from './tabs/tabs';
export type { TabItem, TabsProps } from './tabs/tabs';
export { Skeleton } from './skeleton/skeleton';
export type { SkeletonProps } from './skeleton/skeleton';
export type { SkeletonVariant } from './skeleton/styles';
export { Card } from './card/card';
export type { CardProps } from './card/card';
export type { CardTone } from './card/styles';
export { PriceBlock } from './price-block/price-block';
export type { PriceBlockProps } from './price-block/price-block';
export { OrderSummary } from './order-summary/order-summary';
export type { OrderSummaryProps } from './order-summary/order-summary';
export { ProOrderSummary } from './order-summary/pro-order-summary';
export type { ProOrderSummaryProps } from './order-summary/pro-order-summary';
export { BankDetails } from './bank-details/bank-details';
export type { BankDetailsProps } from './bank-details/bank-details';
export { PostalAddress } from './postal-address/postal-address';
export type { PostalAddressProps } from './postal-address/postal-address';
export { ProductCard } from './product-card/product-card';
export type { ProductCardImage, ProductCardProps } from './product-card/product-card';
