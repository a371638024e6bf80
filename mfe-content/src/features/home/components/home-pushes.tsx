import type { Push } from '@arbora/shared/schemas';
import { Link } from 'react-router';
import styled from 'styled-components';
import { Picture } from '@arbora/shared/ui';

/** Three columns from 48em (at most a third of the 75rem container), one on a phone. */
const PUSH_SIZES = '(min-width: 48em) 25rem, 92vw';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, 1fr);
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
  li:last-child {
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
    <List aria-label="Nos univers et offres">
      {items.map((push) => (
        <li key={push.url}>
          {push.image ? <Picture image={push.image} sizes={PUSH_SIZES} alt="" /> : null}
          <h2>{push.title}</h2>
          <p>{push.text}</p>
          <Link to={push.url}>{push.label}</Link>
        </li>
      ))}
    </List>
  );
}
