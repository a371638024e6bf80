import type { ProductSummary } from '@arbora/shared/schemas';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchAll } from '../../../lib/fetch-all';

/** GET /v1/product (every page): the products whose documents the documentation page lists. */
export const getDocumentedProducts = () => fetchAll<ProductSummary>('/product');

export const documentationQuery = () =>
  queryOptions({ queryKey: ['catalogue', 'documentation'], queryFn: getDocumentedProducts });

export const useDocumentedProducts = () => useSuspenseQuery(documentationQuery()).data;
