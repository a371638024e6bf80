import { Accordion, RichText } from '@arbora/shared/ui';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * The questions of a FAQ block: the shared accordion, whose native disclosures open an answer with
 * or without JavaScript and stay as the server sent them when the page hydrates.
 */
export function FaqAccordion({ id, items }: { id: string; items: readonly FaqItem[] }) {
  return (
    <Accordion
      items={items.map((item, i) => ({
        id: `${id}-${i}`,
        title: item.question,
        content: <RichText html={item.answer} />,
      }))}
    />
  );
}
