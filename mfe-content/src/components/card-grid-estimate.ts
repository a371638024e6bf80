/**
 * The placeholder height of a card section before the browser first lays it out
 * (`contain-intrinsic-block-size` of renderWhenNear): close to the real one on a phone (one
 * column as wide as the screen) and on a desktop (four columns of 16rem images), so the page does
 * not grow by screens while it is scrolled. Each card: its image at its own ratio, then its lines
 * of text, counted from their length.
 */
export interface CardShape {
  /** The image's height over its width; 0 without an image. */
  ratio: number;
  /** The bold title, then the smaller lines of text (`sm`). */
  title: string;
  text?: string;
  /** Rem below the text (a button, a rating). */
  extraRem?: number;
}

export interface CardGridEstimate {
  /** One column: a CSS length that follows the screen's width (the images do). */
  narrow: string;
  /** Four columns (from the `md` breakpoint). */
  wide: string;
}

const GAP_REM = 1;
const PADDING_REM = 1.5;
const TITLE_LINE_REM = 1.5;
const TEXT_LINE_REM = 1.25;
/** A line of a section's heading (`xl`), and the gap under the heading. */
const HEADING_LINE_REM = 1.875;
const WIDE_COLUMNS = 4;
/** A desktop card's image (a quarter of the 75rem container, less the gaps and the padding). */
const WIDE_IMAGE_REM = 16;
/** A phone card's image: the screen less the page's and the card's padding. */
const NARROW_IMAGE = '(100vw - 3.5rem)';
/** Characters a line, in the bold title then in the `sm` text, at 390 px and in a desktop column. */
const PER_LINE = { narrow: { heading: 24, title: 36, text: 48 }, wide: { heading: 80, title: 28, text: 37 } };

const lines = (text: string, perLine: number) => Math.max(1, Math.ceil(text.length / perLine));

const headRem = (heading: string, perLine: number) => lines(heading, perLine) * HEADING_LINE_REM + GAP_REM;

function textRem(card: CardShape, perLine: { title: number; text: number }): number {
  const title = lines(card.title, perLine.title) * TITLE_LINE_REM;
  const text = card.text ? 0.5 + lines(card.text, perLine.text) * TEXT_LINE_REM : 0;
  return PADDING_REM + 0.5 + title + text + (card.extraRem ?? 0);
}

const round = (rem: number) => Math.round(rem * 100) / 100;

/** `heading`: the section's title; `afterRem`: what follows the cards (a link to all of them). */
export function cardGridEstimate(heading: string, cards: CardShape[], { afterRem = 0 } = {}): CardGridEstimate {
  const ratios = cards.reduce((sum, card) => sum + card.ratio, 0);
  const narrowRem =
    headRem(heading, PER_LINE.narrow.heading) +
    afterRem +
    cards.reduce((sum, card) => sum + textRem(card, PER_LINE.narrow), 0) +
    Math.max(0, cards.length - 1) * GAP_REM;
  let wideRem = headRem(heading, PER_LINE.wide.heading) + afterRem;
  for (let start = 0; start < cards.length; start += WIDE_COLUMNS) {
    const row = cards.slice(start, start + WIDE_COLUMNS);
    wideRem += Math.max(...row.map((card) => card.ratio * WIDE_IMAGE_REM + textRem(card, PER_LINE.wide)));
    if (start > 0) wideRem += GAP_REM;
  }
  return {
    narrow: ratios ? `calc(${round(ratios)} * ${NARROW_IMAGE} + ${round(narrowRem)}rem)` : `${round(narrowRem)}rem`,
    wide: `${round(wideRem)}rem`,
  };
}
