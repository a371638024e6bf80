import { RichText } from '@arbora/shared/ui';
import styled from 'styled-components';

export interface FaqItem {
  question: string;
  answer: string;
}

const List = styled.div`
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const Item = styled.details`
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
    min-height: 3rem;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.xs}`};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary:hover {
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
  summary:focus-visible {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
  /* the chevron turns when the answer is open */
  summary::after {
    content: '';
    flex: none;
    width: 0.6rem;
    height: 0.6rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: rotate(45deg);
  }
  &[open] > summary::after {
    transform: rotate(-135deg);
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.md};
  }
  > div {
    padding: ${({ theme }) => `0 ${theme.space.xs} ${theme.space.md}`};
  }
`;

/**
 * The questions of a product's or a category's FAQ, each a native disclosure (details/summary):
 * its answer opens with or without JavaScript (the shared accordion's buttons open nothing before
 * the script runs, and its answers are hidden in the server's HTML), and nothing changes once the
 * page hydrates. The question stays a level-3 heading inside its summary.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <List>
      {items.map((item) => (
        <Item key={item.question}>
          <summary>
            <h3>{item.question}</h3>
          </summary>
          <RichText html={item.answer} />
        </Item>
      ))}
    </List>
  );
}
