import type { CategorySummary, ProductSummary } from '@arbora/shared/schemas';

/** What the home page needs from the catalogue. */
export type CatalogueHomeSource = {
  featuredCategories(siteId: number, limit: number): Promise<CategorySummary[]>;
  featuredProducts(siteId: number, limit: number): Promise<ProductSummary[]>;
};
