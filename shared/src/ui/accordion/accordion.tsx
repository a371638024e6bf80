import { useId, type ReactNode } from 'react';
import { Answer, AccordionRoot, Chevron, Heading, Item, Summary } from './styles';

export interface AccordionItem {
  id: string;
  /** the question of a FAQ */
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** level of the questions' headings; match the page outline */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** several answers open at once (default) or one at a time */
  allowMultiple?: boolean;
  defaultOpenIds?: readonly string[];
  className?: string;
}

/**
 * The questions of a FAQ, each a native disclosure (details/summary) whose summary holds the
 * question as a heading: an answer opens with or without JavaScript (before the page's script runs,
 * or where it never does), and hydration changes nothing. Closed answers stay in the DOM, so the
 * server's HTML carries them for search engines and FAQ JSON-LD. `allowMultiple={false}`: the
 * items share a `name`, so opening one closes the others (browsers without exclusive disclosures
 * let several stay open).
 */
export function Accordion({
  items,
  headingLevel = 3,
  allowMultiple = true,
  defaultOpenIds = [],
  className,
}: AccordionProps) {
  const group = useId();
  return (
    <AccordionRoot className={className}>
      {items.map((item) => (
        <Item
          key={item.id}
          name={allowMultiple ? undefined : group}
          open={defaultOpenIds.includes(item.id) || undefined}
        >
          <Summary>
            <Heading as={`h${headingLevel}`}>{item.title}</Heading>
            <Chevron aria-hidden="true" />
          </Summary>
          <Answer>{item.content}</Answer>
        </Item>
      ))}
    </AccordionRoot>
  );
}
