import type { CategorySummary, PageSummary, ProductSummary } from '@arbora/shared/schemas';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchAll } from '../../../lib/fetch-all';

export interface SitemapData {
  categories: CategorySummary[];
  products: ProductSummary[];
  pages: PageSummary[];
}

/** GET /v1/category (all), /v1/product and /v1/page (published): what the site plan lists. */
export async function getSitemap(): Promise<SitemapData> {
  const [categories, products, pages] = await Promise.all([
    fetchAll<CategorySummary>('/category', { parent: 'all' }),
    fetchAll<ProductSummary>('/product'),
    fetchAll<PageSummary>('/page', { status: 'published' }),
  ]);
  return { categories, products, pages };
}

export const sitemapQuery = () => queryOptions({ queryKey: ['catalogue', 'sitemap'], queryFn: getSitemap });

export const useSitemap = () => useSuspenseQuery(sitemapQuery()).data;
