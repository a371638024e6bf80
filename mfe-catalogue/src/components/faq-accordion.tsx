import { Accordion, RichText } from '@arbora/shared/ui';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * The questions of a product's or a category's FAQ: the shared accordion (from 3.10.1 native
 * disclosures), so an answer opens with or without JavaScript and the hydration changes nothing.
 */
export function FaqAccordion({ items }: { items: readonly FaqItem[] }) {
  return (
    <Accordion
      items={items.map((item) => ({
        id: item.question,
        title: item.question,
        content: <RichText html={item.answer} />,
      }))}
    />
  );
}
