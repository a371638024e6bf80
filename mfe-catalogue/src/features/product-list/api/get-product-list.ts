import { api } from '@arbora/shared/api';
import { NotFoundError } from '@arbora/shared/errors';
import { routeValidationMessage } from '@arbora/shared/messages';
import { PRICE_BANDS, PRICE_FACET } from '@arbora/shared/routes';
import type { Category, ProductVariantList } from '@arbora/shared/schemas';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { isNotFound, resolveEntity } from '../../../lib/resolve-entity';
import { isKnownSelection, parseFilterSegment, valueSlug, type FilterOrder } from '../lib/filter-segment';
import { SORT_TO_API, type SortKey } from '../lib/sort';

/** SPEC 9: 10 products per page. */
export const PRODUCTS_PER_PAGE = 10;

export interface ProductListArgs {
  /** The category slug without `c-` (route param). */
  slug: string;
  /** The filter segment as in the URL ('' for none). */
  filter: string;
  page: number;
  sort: SortKey;
  /** The page's path, for the 404 message. */
  path: string;
}

export interface ProductList {
  category: Category;
  order: FilterOrder;
  list: ProductVariantList;
}

/**
 * The category's facets, then the price bands (the same for every list), as the filter segment's
 * vocabulary: value slugs in display order.
 */
export function filterOrderOf(category: Pick<Category, 'filters'>): FilterOrder {
  return [
    ...category.filters
      .filter((f) => f.technical_name !== PRICE_FACET)
      .map((f) => ({ technicalName: f.technical_name, values: f.values.map((v) => valueSlug(v.value)) })),
    { technicalName: PRICE_FACET, values: PRICE_BANDS.map((b) => b.id) },
  ];
}

/**
 * The category (GET /v1/url/entity, /v1/category/{id}), then one page of its products (each as
 * its cheapest matching variant) with facet counts (GET /v1/product-variant?group=product). A filter name or value the category does not have, or a page
 * past the last, is a 404 (SPEC 2.1 route validation).
 */
export async function getProductList({ slug, filter, page, sort, path }: ProductListArgs): Promise<ProductList> {
  const notFound = () => new NotFoundError(routeValidationMessage(path));
  const selection = parseFilterSegment(filter);
  if (!selection) throw notFound();
  const entity = await resolveEntity(`c-${slug}`, 'category', path);
  let category: Category;
  try {
    category = await api.get<Category>(`/category/${entity.id}`);
  } catch (error) {
    if (isNotFound(error)) throw notFound();
    throw error;
  }
  const order = filterOrderOf(category);
  if (!isKnownSelection(selection, order)) throw notFound();
  // The API filters on stored values: map each slug back to the category's own value.
  const { [PRICE_FACET]: priceBands, ...attributeSelection } = selection;
  const attributes = Object.fromEntries(
    Object.entries(attributeSelection).map(([name, slugs]) => {
      const facet = category.filters.find((f) => f.technical_name === name);
      return [name, (facet?.values ?? []).filter((v) => slugs.includes(valueSlug(v.value))).map((v) => v.value)];
    }),
  );
  const list = await api.get<ProductVariantList>('/product-variant', {
    query: {
      categories: String(entity.id),
      page,
      perPage: PRODUCTS_PER_PAGE,
      sort: SORT_TO_API[sort],
      ...(Object.keys(attributes).length ? { attributes: JSON.stringify(attributes) } : {}),
      ...(priceBands?.length ? { price_bands: priceBands.join(',') } : {}),
      attributes_select: [...category.filters.map((f) => f.technical_name), PRICE_FACET].join(','),
      // One card per product (« à partir de » its cheapest matching variant), as a shopper expects.
      group: 'product',
    },
  });
  if (page > 1 && page > list.pagination.pages) throw notFound();
  return { category, order, list };
}

export const productListQuery = (args: ProductListArgs) =>
  queryOptions({
    queryKey: ['catalogue', 'product-list', args.slug, args.filter, args.page, args.sort],
    queryFn: () => getProductList(args),
  });

export const useProductList = (args: ProductListArgs) => useSuspenseQuery(productListQuery(args)).data;
