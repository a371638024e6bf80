import { Rating } from '@arbora/shared/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import { CardList, CardSection, CardSectionTitle, cardSurface } from '../../../components/card-grid';
import { cardGridEstimate } from '../../../components/card-grid-estimate';
import type { HomeTestimonial } from '../api/home-view';

const TITLE = 'Ils nous ont fait confiance';
/** A quote's rating, its paragraph's margins and its wider padding; the link to all of them below the cards. */
const QUOTE_EXTRA_REM = 5.25;
const ALL_LINK_REM = 4.5;
/** A quote's least width: wider columns than the tiles'. */
const QUOTE_MIN_REM = 16;

const Quote = styled.figure`
  ${cardSurface}
  margin: 0;
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
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

// A link of one short line is a target at least 24 px high (WCAG 2.5.8, Lighthouse's target-size).
const Targets = styled.div`
  display: contents;
  a {
    display: inline-flex;
    align-items: center;
    min-height: 1.5rem;
  }
`;

/** Customer testimonials with their rating, author and place, and a link to all of them. */
export function HomeTestimonials({ items }: { items: HomeTestimonial[] }) {
  if (!items.length) return null;
  return (
    <CardSection
      aria-labelledby="home-testimonials"
      $estimate={cardGridEstimate(
        TITLE,
        items.map((item) => ({
          ratio: 0,
          title: [item.author, item.place].filter(Boolean).join(', '),
          text: item.text,
          extraRem: QUOTE_EXTRA_REM,
        })),
        { afterRem: ALL_LINK_REM, minColumnRem: QUOTE_MIN_REM },
      )}
    >
      <CardSectionTitle id="home-testimonials">{TITLE}</CardSectionTitle>
      <Targets>
        <CardList $minRem={QUOTE_MIN_REM}>
          {items.map((item) => (
            <li key={item.id}>
              <Quote>
                {item.rating ? <Rating value={item.rating} size="sm" /> : null}
                <blockquote>
                  <p>
                    «{'\u00a0'}
                    {item.text}
                    {'\u00a0'}»
                  </p>
                </blockquote>
                <figcaption>
                  <Link to={`/${item.slug}`}>{[item.author, item.place].filter(Boolean).join(', ')}</Link>
                </figcaption>
              </Quote>
            </li>
          ))}
        </CardList>
        <p>
          <Link to="/temoignages">Lire tous les témoignages</Link>
        </p>
      </Targets>
    </CardSection>
  );
}
