import { and, eq } from 'drizzle-orm';
import type { EntityType, UrlEntity } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { categories, pages, products } from '../db/schema/index';
import { normalizeSlug } from '../lib/slug';
import type { Clock } from './content-window';
import { systemClock } from './content-window';
import { publicPage } from './page';

const OCELIA = 'ocelia/';

/**
 * Resolves a site path (without its leading slash) to the entity it shows. Accepted spellings:
 * a page slug (`conseils/terrasse/x`, `ocelia/nous-rejoindre`), a category slug with or without
 * `category/` or `ocelia/` before it (`c-clotures`), a product slug with or without `p-`.
 */
export function createUrlRepository(db: Db, clock: Clock = systemClock) {
  async function cmsPage(siteId: number, slug: string): Promise<UrlEntity | null> {
    const [row] = await db
      .select({ id: pages.id, slug: pages.slug, line: pages.line })
      .from(pages)
      .where(and(eq(pages.siteId, siteId), eq(pages.slug, slug), publicPage(clock())));
    return row ? { entity_type: 'cms_page', ...row } : null;
  }

  async function category(siteId: number, slug: string): Promise<UrlEntity | null> {
    const bare = slug.replace(/^category\//, '').replace(OCELIA, '');
    const [row] = await db
      .select({ id: categories.id, slug: categories.slug, line: categories.line })
      .from(categories)
      .where(and(eq(categories.siteId, siteId), eq(categories.slug, bare)));
    return row ? { entity_type: 'category', ...row } : null;
  }

  async function product(siteId: number, slug: string): Promise<UrlEntity | null> {
    const bare = slug.replace(OCELIA, '').replace(/^p-/, '');
    const [row] = await db
      .select({ id: products.id, slug: products.slug, line: products.line })
      .from(products)
      .where(and(eq(products.siteId, siteId), eq(products.slug, bare)));
    return row ? { entity_type: 'product', ...row } : null;
  }

  const finders: Record<EntityType, typeof cmsPage> = { cms_page: cmsPage, category, product };

  return {
    async resolve(siteId: number, rawSlug: string, entityType?: EntityType): Promise<UrlEntity | null> {
      const slug = normalizeSlug(rawSlug) || 'accueil';
      const order: EntityType[] = entityType ? [entityType] : ['cms_page', 'category', 'product'];
      for (const type of order) {
        const found = await finders[type](siteId, slug);
        if (found) return found;
      }
      return null;
    },
  };
}
export type UrlRepository = ReturnType<typeof createUrlRepository>;
