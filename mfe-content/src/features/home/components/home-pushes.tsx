import type { Push } from '@arbora/shared/schemas';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Picture } from '@arbora/shared/ui';

/**
 * One column per push from 48em, three at most (the two sales lines, and the promotion when there is
 * one), so two pushes share the row instead of leaving a third of it empty; one column on a phone.
 */
const columnsFor = (count: number) => Math.min(Math.max(count, 1), 3);
/** What a push's picture is given: its share of the 75rem container, or the phone's width. */
export const pushSizes = (count: number) => `(min-width: 48em) ${Math.ceil(75 / columnsFor(count))}rem, 92vw`;

const List = styled.ul<{ $columns: number }>`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(${({ $columns }) => $columns}, 1fr);
  }
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    align-content: start;
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.color.surface};
    border-radius: ${({ theme }) => theme.radius.md};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
  /* the promotion, after the two sales lines */
  li:nth-child(3) {
    background: ${({ theme }) => theme.color.severity.warn.background};
  }
  img {
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.sm};
  }
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
  }
  a {
    color: ${({ theme }) => theme.color.link};
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
`;

/** The home page's pushes: the two sales lines and the current promotion. */
export function HomePushes({ items }: { items: Push[] }) {
  if (!items.length) return null;
  return (
    <List aria-label="Nos univers et offres" $columns={columnsFor(items.length)}>
      {items.map((push) => (
        <li key={push.url}>
          {push.image ? <Picture image={push.image} sizes={pushSizes(items.length)} alt="" /> : null}
          <h2>{push.title}</h2>
          <p>{push.text}</p>
          <Link to={push.url}>{push.label}</Link>
        </li>
      ))}
    </List>
  );
}
