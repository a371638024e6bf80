import type { Page, PageRef } from '@arbora/shared/schemas';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useRelated } from '../api/get-related';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    columns: 2 18rem;
  }
  a {
    color: ${({ theme }) => theme.color.link};
  }
`;

function RefList({ id, title, items }: { id: string; title: string; items: PageRef[] }) {
  if (!items.length) return null;
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <Link to={`/${item.slug}`}>{item.title}</Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}

const RELATED_TITLES: Record<string, string> = {
  blog: 'Articles similaires',
  realisation: 'D’autres réalisations',
  advice_gate: 'Conseils similaires',
  advice_terrace: 'Conseils similaires',
  product_page: 'Produits similaires',
};

/** The sub-pages of a hub page, and pages of the same kind (loaded after the page, in the browser). */
export function RelatedPages({ page }: { page: Page }) {
  const title = RELATED_TITLES[page.type.technical_name];
  return (
    <>
      <RefList id="children-title" title="Dans cette rubrique" items={page.children} />
      {title ? <RelatedOfType page={page} title={title} /> : null}
    </>
  );
}

function RelatedOfType({ page, title }: { page: Page; title: string }) {
  const related = useRelated(page);
  return <RefList id="related-title" title={title} items={related} />;
}
