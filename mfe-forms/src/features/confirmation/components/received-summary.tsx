import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';

const List = styled.dl`
  margin: 0;
  display: grid;
  grid-template-columns: minmax(8rem, max-content) 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  /* Each pair's div leaves the grid to its dt and dd. */
  & > div {
    display: contents;
  }
  dt {
    font-weight: ${({ theme }) => theme.fontWeight.bold};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

interface SentState {
  form?: string;
  received?: [string, string][];
  /** whether a phone number was given (absent from a state written before it was recorded) */
  phone?: boolean;
}

/**
 * What the form sent, handed over in the navigation's history state (never sent again: this
 * page makes no request). Read after mounting, so the server and the first render agree; a visit
 * without it (a bookmark) simply shows no summary.
 */
export function useSentState(): SentState | null {
  const location = useLocation();
  const [sent, setSent] = useState<SentState | null>(null);
  useEffect(() => {
    const state = location.state as SentState | null;
    setSent(state && Array.isArray(state.received) ? state : null);
  }, [location.state]);
  return sent;
}

export function ReceivedSummary({ received }: { received: readonly [string, string][] }) {
  return (
    <section aria-labelledby="received-title">
      <h2 id="received-title">Ce que nous avons reçu</h2>
      <List>
        {received.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </List>
    </section>
  );
}
