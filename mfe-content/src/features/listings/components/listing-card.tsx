import { formatDate, formatDecimal, moneyFromWire, toCents } from '@arbora/shared/format';
import { Picture, Rating } from '@arbora/shared/ui';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { ListingItem } from '../api/get-listing';

/** A card of a grid of columns of 14rem or more (one column on a phone). */
const CARD_SIZES = '(min-width: 48em) 24rem, 92vw';

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  align-content: start;
  background: ${({ theme }) => theme.color.surface};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.card};
  overflow: hidden;
  img {
    display: block;
    width: 100%;
    height: auto;
    aspect-ratio: 1200 / 630;
    object-fit: cover;
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.md};
  /* pretty: no title ends on a lone word (« Une clôture chêne naturel à / Rennes », « … sans vis-à- /
     vis »): 13 of the 20 réalisations' titles and 15 of the blog's did at 390 px. */
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
    text-wrap: pretty;
  }
  a {
    color: ${({ theme }) => theme.color.link};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textMuted};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

/**
 * A project's budget in whole euros, as an estimate is said: « 15 900 € » (U+202F between thousands,
 * U+00A0 before the sign), never « 15 900,00 € ».
 */
export const formatBudget = (wire: number) =>
  `${formatDecimal(Math.round(toCents(moneyFromWire(wire)) / 100), 0)}\u00a0€`;

/**
 * One item of a blog, realisation or testimonial listing: cover, title, date, author, place, budget.
 * The first card's cover is the list's largest paint: loaded at once, never lazily.
 */
export function ListingCard({ item, priority = false }: { item: ListingItem; priority?: boolean }) {
  const [cover] = item.covers;
  const facts = [
    item.type.technical_name === 'testimonial' ? null : formatDate(item.publication_date),
    item.author ? (item.type.technical_name === 'blog' ? `Par ${item.author}` : item.author) : null,
    item.place,
    item.price ? `Budget\u00a0: ${formatBudget(item.price)}` : null,
  ].filter(Boolean);
  return (
    <Card>
      {cover ? <Picture image={cover} sizes={CARD_SIZES} alt="" priority={priority} /> : null}
      <Body>
        <h2>
          <Link to={`/${item.slug}`}>{item.title}</Link>
        </h2>
        {item.rating ? <Rating value={item.rating} size="sm" /> : null}
        {facts.length ? <p>{facts.join(' · ')}</p> : null}
        {item.type.technical_name === 'testimonial' ? (
          <p>
            «{'\u00a0'}
            {item.text}
            {'\u00a0'}»
          </p>
        ) : null}
      </Body>
    </Card>
  );
}
