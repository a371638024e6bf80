import { useId, useState, type ReactNode } from 'react';
import { AccordionRoot, Chevron, Heading, Item, Region, Trigger } from './styles';

export interface AccordionItem {
  id: string;
  /** the question of a FAQ */
  title: string;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** level of the headings that wrap the buttons; match the page outline */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** several answers open at once (default) or one at a time */
  allowMultiple?: boolean;
  defaultOpenIds?: readonly string[];
  className?: string;
}

/**
 * WAI-ARIA accordion for FAQs: a heading holds a button with aria-expanded/aria-controls; the
 * answer is a region labelled by the button. Closed answers stay in the DOM (hidden) so a server
 * render carries them for search engines and FAQ JSON-LD.
 */
export function Accordion({
  items,
  headingLevel = 3,
  allowMultiple = true,
  defaultOpenIds = [],
  className,
}: AccordionProps) {
  const baseId = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpenIds));

  const toggle = (id: string) => {
    setOpen((previous) => {
      const next = new Set(allowMultiple ? previous : []);
      if (previous.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  };

  return (
    <AccordionRoot className={className}>
      {items.map((item) => {
        const expanded = open.has(item.id);
        const buttonId = `${baseId}-button-${item.id}`;
        const regionId = `${baseId}-region-${item.id}`;
        return (
          <Item key={item.id}>
            <Heading as={`h${headingLevel}`}>
              <Trigger
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={regionId}
                onClick={() => toggle(item.id)}
              >
                {item.title}
                <Chevron aria-hidden="true" />
              </Trigger>
            </Heading>
            <Region id={regionId} aria-labelledby={buttonId} hidden={!expanded}>
              {item.content}
            </Region>
          </Item>
        );
      })}
    </AccordionRoot>
  );
}
