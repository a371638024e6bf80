// The single Drizzle schema (ARCHITECTURE 4), shared by the PGlite and PostgreSQL drivers.
export { sites, menus, menuItems, settings, redirections } from './site';
export { tags, pages, pageTags } from './content';
export type { TocEntry } from './content';
export {
  categories,
  categoryPages,
  attributeDefs,
  colors,
  products,
  productCategories,
  productRelated,
  productVariants,
  variantAttributes,
  reviews,
} from './catalogue';
export type { ProductAttributeValue } from './catalogue';
export { carts, cartLines, promotions, relayPoints } from './cart';
export {
  customers,
  accountTokens,
  revokedTokens,
  loginAttempts,
  addresses,
  companyRegistry,
  emailOutbox,
  appSecrets,
} from './account';
export { orders, payments, paymentNotifications, erpOutbox } from './order';
export type { OrderStatus } from './order';
export { constructionSites, constructionDocuments } from './construction';
export type { DocumentLine } from './construction';
export { formSubmissions, formUploads } from './forms';
export { orderWithdrawals } from './withdrawal';
export { telemetryEvents } from './telemetry';
export { seedState } from './seed-state';
