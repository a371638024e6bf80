import { useHydrated } from '@arbora/shared/platform';
import { Accordion, RichText } from '@arbora/shared/ui';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * The questions of a FAQ block. Until the page's script runs (the server's HTML, a visitor without
 * JavaScript), every answer is open: a question's button opens nothing without JavaScript, and an
 * answer nobody can open is lost. Once hydrated, the accordion starts again with all closed.
 */
export function FaqAccordion({ id, items }: { id: string; items: readonly FaqItem[] }) {
  const hydrated = useHydrated();
  const entries = items.map((item, i) => ({
    id: `${id}-${i}`,
    title: item.question,
    content: <RichText html={item.answer} />,
  }));
  return (
    <Accordion
      key={hydrated ? 'closed' : 'open'}
      items={entries}
      defaultOpenIds={hydrated ? [] : entries.map((entry) => entry.id)}
    />
  );
}
