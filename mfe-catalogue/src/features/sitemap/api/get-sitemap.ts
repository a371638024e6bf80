import type { CategorySummary, PageSummary, ProductSummary } from '@arbora/shared/schemas';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchAll } from '../../../lib/fetch-all';
import { sitemapFamilies, type SitemapFamily } from '../lib/families';

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

/**
 * The plan's families of links. The query keeps the links, not the API's items: the server render
 * writes the query's data into the page for the browser, and the whole catalogue's summaries made
 * that about 700 KB of JSON for a few hundred names and paths.
 */
export const sitemapQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'sitemap'],
    queryFn: async (): Promise<SitemapFamily[]> => sitemapFamilies(await getSitemap()),
  });

export const useSitemap = () => useSuspenseQuery(sitemapQuery()).data;
