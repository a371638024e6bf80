import { Link } from 'react-router';
import styled from 'styled-components';
import { useGuides, type GuideLink } from '../api/get-guides';

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
    columns: 2 20rem;
  }
  li {
    margin-bottom: ${({ theme }) => theme.space.xxs};
  }
  a {
    color: ${({ theme }) => theme.color.link};
  }
`;

function Group({ id, title, hub, items }: { id: string; title: string; hub: string; items: GuideLink[] }) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>
        <Link to={hub}>{title}</Link> ({items.length})
      </h2>
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

/** `/content`: every advice article and guide, by family, then the help pages. */
export function GuidesIndex() {
  const guides = useGuides();
  return (
    <>
      <Group id="guides-terrace" title="Conseils terrasse" hub="/conseils/terrasse" items={guides.terrace} />
      <Group id="guides-gate" title="Conseils portail" hub="/conseils/portail" items={guides.gate} />
    </>
  );
}
