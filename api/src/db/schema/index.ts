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
export { carts, cartLines } from './cart';
