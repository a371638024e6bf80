import { api } from '@arbora/shared/api';
import type { UrlEntity } from '@arbora/shared/schemas';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';

/** `?produit=lame-x` or `?produit=p-lame-x`: the product's path segment (`p-lame-x`). */
export const productPathSlug = (produit: string) => (produit.startsWith('p-') ? produit : `p-${produit}`);

/**
 * The name of the product a quote or sample request was opened from. Never fails the page: an
 * unknown product (an old link) reads null and the form works without it.
 */
export async function getProductName(produit: string): Promise<string | null> {
  try {
    const entity = await api.get<UrlEntity>('/url/entity', {
      query: { slug: productPathSlug(produit), entity_type: 'product' },
    });
    if (entity.entity_type !== 'product') return null;
    const product = await api.get<{ name: string }>(`/product/${entity.id}`);
    return product.name;
  } catch {
    return null;
  }
}

export const productNameQuery = (produit: string) =>
  queryOptions({ queryKey: ['forms', 'product-name', produit], queryFn: () => getProductName(produit) });

export const useProductName = (produit: string) => useSuspenseQuery(productNameQuery(produit)).data;
