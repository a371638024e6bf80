import type { ProductSummary } from '@arbora/shared/schemas';
import styled from 'styled-components';

/** The PDF documents of a product, served by the API. */
export const productDocuments = (product: Pick<ProductSummary, 'id'>) => [
  { label: 'Fiche technique', href: `/api/v1/product/${product.id}/document/fiche-technique` },
  { label: 'Guide de pose', href: `/api/v1/product/${product.id}/document/guide-de-pose` },
];

/** What the page shows of a product: its name and the id its documents are served under. */
export type DocumentedProduct = Pick<ProductSummary, 'id' | 'name'>;

export interface DocumentFamily {
  name: string;
  products: DocumentedProduct[];
}

/** Products grouped by their main category (the first, the top-level one), families by name. */
export function documentFamilies(
  products: readonly Pick<ProductSummary, 'id' | 'name' | 'categories'>[],
): DocumentFamily[] {
  const families = new Map<string, DocumentedProduct[]>();
  for (const { id, name, categories } of products) {
    const family = categories[0]?.name ?? 'Autres produits';
    families.set(family, [...(families.get(family) ?? []), { id, name }]);
  }
  return [...families.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'fr'))
    .map(([name, list]) => ({ name, products: list.sort((a, b) => a.name.localeCompare(b.name, 'fr')) }));
}

const Family = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  ul {
    margin: 0;
    padding: 0;
    list-style: none;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  li {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.xs} 0;
    border-bottom: 1px solid ${({ theme }) => theme.color.border};
  }
  li > span {
    flex: 1 1 16rem;
  }
  a {
    color: ${({ theme }) => theme.color.link};
  }
`;

export function DocumentFamilies({ families }: { families: readonly DocumentFamily[] }) {
  return (
    <>
      {families.map((family, i) => (
        <Family key={family.name} aria-labelledby={`documentation-${i}`}>
          <h2 id={`documentation-${i}`}>{family.name}</h2>
          <ul>
            {family.products.map((product) => (
              <li key={product.id}>
                <span>{product.name}</span>
                {productDocuments(product).map((doc) => (
                  <a key={doc.href} href={doc.href} download>
                    {doc.label}
                    <span> (PDF)</span>
                  </a>
                ))}
              </li>
            ))}
          </ul>
        </Family>
      ))}
    </>
  );
}
