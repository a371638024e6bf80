import type { Paragraph } from '@arbora/shared/schemas';
import { Picture, RichText } from '@arbora/shared/ui';
import styled from 'styled-components';
import { FaqAccordion } from './faq-accordion';

/**
 * A figure beside its text from 48em: half of its block (48rem at most, a gap of 1rem between the
 * halves) in the page's width less 2rem of padding; below, that whole width.
 */
const FIGURE_SIZES = '(min-width: 50rem) 23.5rem, (min-width: 48em) calc((100vw - 3rem) / 2), calc(100vw - 2rem)';

const Block = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: ${({ theme }) => theme.container.narrow};
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSize.xl};
  }
`;

const Figure = styled.figure`
  margin: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-items: center;
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
  img {
    display: block;
    width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radius.md};
  }
`;

const Quote = styled.div`
  blockquote {
    margin: 0;
    padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
    border-left: 4px solid ${({ theme }) => theme.color.primary};
    background: ${({ theme }) => theme.color.surface};
    font-style: italic;
  }
`;

const FAQ_TITLE = 'Questions fréquentes';

/** The questions of a FAQ block in an accordion (its raw content when it has no pairs). */
function faqBody(paragraph: Paragraph, items: { question: string; answer: string }[]) {
  return items.length ? <FaqAccordion id={paragraph.id} items={items} /> : <RichText html={paragraph.content} />;
}

/** `<dt>question</dt><dd>answer</dd>` pairs of a FAQ block, for the accordion. */
export function faqItems(html: string): { question: string; answer: string }[] {
  const out: { question: string; answer: string }[] = [];
  const pair = /<dt[^>]*>([\s\S]*?)<\/dt>\s*<dd[^>]*>([\s\S]*?)<\/dd>/g;
  for (let m = pair.exec(html); m; m = pair.exec(html)) {
    out.push({ question: (m[1] ?? '').replace(/<[^>]+>/g, '').trim(), answer: m[2] ?? '' });
  }
  return out;
}

/** The text of each `<h2>` of a page's content (tags stripped, spaces collapsed). */
export function contentHeadings(html: string): string[] {
  return [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => headingText(m[1] ?? ''));
}

const headingText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

interface BlockProps {
  paragraph: Paragraph;
  index: number;
  /** the headings the page's content already shows (`contentHeadings`) */
  shown: readonly string[];
}

function ParagraphBlock({ paragraph, index, shown }: BlockProps) {
  const titleId = `bloc-${paragraph.id}-${index}`;
  const heading = paragraph.title ? <h2 id={titleId}>{paragraph.title}</h2> : null;
  const label = paragraph.title ? { 'aria-labelledby': titleId } : {};
  switch (paragraph.type) {
    case 'image':
      return (
        <Block {...label}>
          {heading}
          <Figure>
            {paragraph.image ? <Picture image={paragraph.image} sizes={FIGURE_SIZES} /> : null}
            <figcaption>
              <RichText html={paragraph.content} />
            </figcaption>
          </Figure>
        </Block>
      );
    case 'quote':
      return (
        <Quote>
          <RichText html={paragraph.content} />
        </Quote>
      );
    case 'faq': {
      const items = faqItems(paragraph.content);
      const title = paragraph.title || FAQ_TITLE;
      // The page's content already has this heading (« Questions fréquentes »): said once on the
      // page; the block keeps the title as its region's name.
      if (shown.includes(headingText(title))) {
        return <Block aria-label={title}>{faqBody(paragraph, items)}</Block>;
      }
      return (
        <Block aria-labelledby={titleId}>
          <h2 id={titleId}>{title}</h2>
          {faqBody(paragraph, items)}
        </Block>
      );
    }
    case 'video':
      return (
        <Block {...label}>
          {heading}
          <RichText html={paragraph.content} />
        </Block>
      );
    default:
      return (
        <Block {...label}>
          {heading}
          <RichText html={paragraph.content} />
        </Block>
      );
  }
}

/** The display blocks of a page (`paragraphs_display`): text, image and text, quote, FAQ, push, video. */
function Paragraphs({ items, content = '' }: { items: Paragraph[]; content?: string }) {
  const shown = contentHeadings(content);
  return (
    <>
      {items.map((paragraph, index) => (
        <ParagraphBlock key={`${paragraph.id}-${index}`} paragraph={paragraph} index={index} shown={shown} />
      ))}
    </>
  );
}

/**
 * The content and where it ends: after the section of the `<h2>` titled `title` (at the next
 * `<h2>`, or the end), or null when the content has no such heading.
 */
export function splitAfterSection(html: string, title: string): [string, string] | null {
  const headings = [...html.matchAll(/<h2[^>]*>([\s\S]*?)<\/h2>/g)];
  const at = headings.findIndex((m) => headingText(m[1] ?? '') === headingText(title));
  if (at < 0) return null;
  const end = headings[at + 1]?.index ?? html.length;
  return [html.slice(0, end), html.slice(end)];
}

/**
 * The page's content, then its display blocks. A FAQ block whose title the content already has as
 * a heading (« Questions fréquentes ») goes under that heading, at the end of its section, rather
 * than after everything else: its questions follow the text that announces them.
 */
export function ContentWithParagraphs({ content, items }: { content: string; items: Paragraph[] }) {
  const faq = items.findIndex((paragraph) => paragraph.type === 'faq');
  const parts = faq < 0 ? null : splitAfterSection(content, items[faq]!.title || FAQ_TITLE);
  if (!parts) {
    return (
      <>
        <RichText html={content} />
        <Paragraphs items={items} content={content} />
      </>
    );
  }
  const shown = contentHeadings(content);
  return (
    <>
      <RichText html={parts[0]} />
      <ParagraphBlock paragraph={items[faq]!} index={faq} shown={shown} />
      {parts[1] ? <RichText html={parts[1]} /> : null}
      {items.map((paragraph, index) =>
        index === faq ? null : (
          <ParagraphBlock key={`${paragraph.id}-${index}`} paragraph={paragraph} index={index} shown={shown} />
        ),
      )}
    </>
  );
}
