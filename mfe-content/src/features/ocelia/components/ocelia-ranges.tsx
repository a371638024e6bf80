import { PLASTIC_LINE_SEGMENT } from '@arbora/shared/routes';
import { Link } from 'react-router';
import styled from 'styled-components';
import { useLineCategories } from '../api/get-line-categories';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.md};
    grid-template-columns: repeat(auto-fill, minmax(14rem, 1fr));
  }
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    align-content: start;
    padding: ${({ theme }) => theme.space.sm};
    background: ${({ theme }) => theme.color.surface};
    border-radius: ${({ theme }) => theme.radius.md};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  a {
    color: ${({ theme }) => theme.color.link};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.sm};
    color: ${({ theme }) => theme.color.textMuted};
  }
`;

/** The Océlia home block: its ranges, linked to their listings under `/ocelia/c-…`. */
export function OceliaRanges() {
  const categories = useLineCategories();
  if (!categories.length) return null;
  return (
    <Section aria-labelledby="ocelia-ranges">
      <h2 id="ocelia-ranges">Nos gammes Océlia</h2>
      <ul>
        {categories.map((category) => (
          <li key={category.id}>
            {category.cover ? (
              <img
                src={category.cover.url}
                alt=""
                width={category.cover.width}
                height={category.cover.height}
                loading="lazy"
              />
            ) : null}
            <Link to={`/${PLASTIC_LINE_SEGMENT}/${category.slug}`}>{category.name}</Link>
            {category.short_text ? <p>{category.short_text}</p> : null}
          </li>
        ))}
      </ul>
    </Section>
  );
}
