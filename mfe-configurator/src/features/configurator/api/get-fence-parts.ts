import { api, STALE_TIME } from '@arbora/shared/api';
import type { ProductVariant, ProductVariantList, UrlEntity } from '@arbora/shared/schemas';
import { queryOptions } from '@tanstack/react-query';
import type { FenceParts } from '../../../lib/fence-engine/types';

/** The catalogue categories a fence is built from (seed slugs of SPEC 2.3). */
export const PART_CATEGORIES = {
  panels: 'c-clotures-occultantes',
  posts: 'c-poteaux-de-cloture',
  gateDoors: 'c-portillons',
  /** Swing and sliding gates: the parent category lists both (one request). */
  gates: 'c-portails',
  accessories: 'c-accessoires-de-cloture',
} as const;

const PER_PAGE = 100;

async function categoryId(slug: string): Promise<number> {
  const entity = await api.get<UrlEntity>('/url/entity', { query: { slug, entity_type: 'category' } });
  return entity.id;
}

/** Every variant of a category: the first page says how many pages follow, fetched together. */
async function allVariants(slug: string): Promise<ProductVariant[]> {
  const id = await categoryId(slug);
  const page = (n: number) =>
    api.get<ProductVariantList>('/product-variant', { query: { categories: id, perPage: PER_PAGE, page: n } });
  const first = await page(1);
  const rest = await Promise.all(Array.from({ length: first.pagination.pages - 1 }, (_, i) => page(i + 2)));
  return [first, ...rest].flatMap((list) => list.items);
}

/**
 * GET /v1/url/entity and /v1/product-variant: the panels, posts, gate doors, gates and accessories
 * (caps, rails, base plates, fixings, motors) of the catalogue.
 */
export async function getFenceParts(): Promise<FenceParts> {
  const [panels, posts, gateDoors, gates, accessories] = await Promise.all([
    allVariants(PART_CATEGORIES.panels),
    allVariants(PART_CATEGORIES.posts),
    allVariants(PART_CATEGORIES.gateDoors),
    allVariants(PART_CATEGORIES.gates),
    allVariants(PART_CATEGORIES.accessories),
  ]);
  return { panels, posts, gateDoors, gates, accessories };
}

export const fencePartsQuery = () =>
  queryOptions({ queryKey: ['configurator', 'fence-parts'], queryFn: getFenceParts, staleTime: STALE_TIME.reference });
