import type { Push } from '@arbora/shared/schemas';
import { Button } from '@arbora/shared/ui';
import styled from 'styled-components';

const Grid = styled.section`
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
    grid-template-columns: repeat(auto-fit, minmax(16rem, 1fr));
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
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.lg};
  }
  p {
    margin: 0;
  }
`;

/** Push blocks: calls to action (quote, samples, installer, 3D) or, on a realisation, the products used. */
export function PushBlocks({ id, title, items }: { id: string; title: string; items: Push[] }) {
  if (!items.length) return null;
  return (
    <Grid aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {items.map((push) => (
          <li key={`${push.url}-${push.title}`}>
            <h3>{push.title}</h3>
            <p>{push.text}</p>
            <div>
              <Button to={push.url} variant="secondary" size="sm">
                {push.label}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Grid>
  );
}
