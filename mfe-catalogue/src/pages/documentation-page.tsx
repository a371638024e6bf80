import type { PageHeadFn, PageQueries } from '@arbora/shared/platform';
import { Breadcrumbs } from '@arbora/shared/ui';
import styled from 'styled-components';
import { documentationQuery, useDocumentFamilies } from '../features/documentation/api/get-documentation';
import { DocumentFamilies } from '../features/documentation/components/document-families';

const Page = styled.div`
  max-width: ${({ theme }) => theme.container.default};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
  > p {
    margin: 0;
    max-width: ${({ theme }) => theme.container.narrow};
  }
`;

export const pageQueries: PageQueries = () => [documentationQuery()];

export const pageHead: PageHeadFn = () => ({
  title: 'Documentation technique | Arbora',
  description: 'Fiches techniques et guides de pose de nos produits en bois composite, à télécharger en PDF.',
});

/** `/documentation`: the technical sheet and installation guide of every product, by family. */
export default function DocumentationPage() {
  const families = useDocumentFamilies();
  return (
    <Page>
      <Breadcrumbs
        items={[
          { label: 'Accueil', route: '/' },
          { label: 'Documentation', route: '/documentation' },
        ]}
      />
      <h1>Documentation technique</h1>
      <p>Fiches techniques et guides de pose de nos produits, par famille, à télécharger au format PDF.</p>
      <DocumentFamilies families={families} />
    </Page>
  );
}
