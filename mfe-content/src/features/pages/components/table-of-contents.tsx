import type { Page } from '@arbora/shared/schemas';
import styled from 'styled-components';

const Nav = styled.nav`
  padding: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.surface};
  border-left: 4px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  max-width: ${({ theme }) => theme.container.narrow};
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  ol {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.lg};
  }
  li[data-level='3'] {
    margin-left: ${({ theme }) => theme.space.md};
  }
  a {
    color: ${({ theme }) => theme.color.link};
  }
`;

/** Links to the headings of the content (`#anchor`), in reading order. */
export function TableOfContents({ entries }: { entries: Page['table_of_content'] }) {
  if (entries.length < 2) return null;
  return (
    <Nav aria-labelledby="toc-title">
      <h2 id="toc-title">Sommaire</h2>
      <ol>
        {entries.map((entry) => (
          <li key={entry.anchor} data-level={entry.level}>
            <a href={`#${entry.anchor}`}>{entry.label}</a>
          </li>
        ))}
      </ol>
    </Nav>
  );
}
