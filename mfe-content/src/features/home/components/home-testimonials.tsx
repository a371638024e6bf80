import type { PageSummary } from '@arbora/shared/schemas';
import { Rating } from '@arbora/shared/ui';
import { Link } from 'react-router';
import styled from 'styled-components';

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
    grid-template-columns: repeat(auto-fill, minmax(16rem, 1fr));
  }
  figure {
    margin: 0;
    height: 100%;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    align-content: start;
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.color.surface};
    border-radius: ${({ theme }) => theme.radius.md};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  blockquote {
    margin: 0;
  }
  figcaption {
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  a {
    color: ${({ theme }) => theme.color.link};
  }
`;

/** Customer testimonials with their rating, author and place, and a link to all of them. */
export function HomeTestimonials({ items }: { items: PageSummary[] }) {
  if (!items.length) return null;
  return (
    <Section aria-labelledby="home-testimonials">
      <h2 id="home-testimonials">Ils nous ont fait confiance</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <figure>
              {item.rating ? <Rating value={item.rating} size="sm" /> : null}
              <blockquote>
                <p>« {item.text} »</p>
              </blockquote>
              <figcaption>
                <Link to={`/${item.slug}`}>{[item.author, item.place].filter(Boolean).join(', ')}</Link>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p>
        <Link to="/temoignages">Lire tous les témoignages</Link>
      </p>
    </Section>
  );
}
