import type { ProductSummary } from '@arbora/shared/schemas';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchAll } from '../../../lib/fetch-all';
import { documentFamilies, type DocumentFamily } from '../components/document-families';

/** GET /v1/product (every page): the products whose documents the documentation page lists. */
export const getDocumentedProducts = () => fetchAll<ProductSummary>('/product');

/**
 * The families of documented products. The query keeps each product's id and name, not its summary:
 * the server render writes the query's data into the page, and the summaries of the whole catalogue
 * made that about 220 KB of JSON.
 */
export const documentationQuery = () =>
  queryOptions({
    queryKey: ['catalogue', 'documentation'],
    queryFn: async (): Promise<DocumentFamily[]> => documentFamilies(await getDocumentedProducts()),
  });

export const useDocumentFamilies = () => useSuspenseQuery(documentationQuery()).data;
