import type { PageHeadFn, PageQueries } from '@arbora/shared/platform';
import { Breadcrumbs, Link } from '@arbora/shared/ui';
import styled from 'styled-components';
import { sitemapQuery, useSitemap } from '../features/sitemap/api/get-sitemap';

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
`;

const Family = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
    columns: 16rem 3;
    column-gap: ${({ theme }) => theme.space.xl};
  }
  li {
    break-inside: avoid;
    padding: ${({ theme }) => theme.space.xxs} 0;
  }
`;

export const pageQueries: PageQueries = () => [sitemapQuery()];

export const pageHead: PageHeadFn = () => ({
  title: 'Plan du site | Arbora',
  description:
    'Toutes les pages du site Arbora\u00a0: catégories, produits, conseils, réalisations, magasins et services.',
});

/** `/plan-du-site`: every public page grouped by family, one heading each (screen readers jump between them). */
export default function SitemapPage() {
  const families = useSitemap();
  return (
    <Page>
      <Breadcrumbs
        items={[
          { label: 'Accueil', route: '/' },
          { label: 'Plan du site', route: '/plan-du-site' },
        ]}
      />
      <h1>Plan du site</h1>
      {families.map((family) => (
        <Family key={family.id} aria-labelledby={`plan-${family.id}`}>
          <h2 id={`plan-${family.id}`}>{family.title}</h2>
          <ul>
            {family.links.map((link) => (
              <li key={link.href}>
                <Link to={link.href}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </Family>
      ))}
    </Page>
  );
}
