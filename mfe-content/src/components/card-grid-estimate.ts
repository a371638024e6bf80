import { CARD_GRID, columnRanges, type ColumnRange, type GridColumns } from './card-grid-layout';

/**
 * The placeholder height of a card section before the browser first lays it out
 * (`contain-intrinsic-block-size` of renderWhenNear), close to the real one at every width, so
 * the page does not grow by screens while it is scrolled: for each column count of the grid
 * (columnRanges, from CARD_GRID, what CardList lays out), rows of cards as high as their highest
 * card. Each card: its image at its own ratio (its width follows the screen's), then its lines of
 * text, counted from their length at a width typical of the range.
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

export interface EstimateRange {
  columns: number;
  /** The viewport's width (rem) from which it applies (0: the base). */
  fromRem: number;
  /** A CSS length: the images' heights follow the screen's width (`100vw`). */
  size: string;
}

/** One range a column count; the first (one column) is the base, the others media queries. */
export type CardGridEstimate = EstimateRange[];

const GAP_REM = CARD_GRID.gapRem;
const TITLE_LINE_REM = 1.5;
const TEXT_LINE_REM = 1.25;
/** A line of a section's heading (`xl`), and the gap under the heading. */
const HEADING_LINE_REM = 1.875;
/** The width (rem) a one-column range counts its lines at: a phone's, 390 px. */
const PHONE_REM = 24.375;
/** Characters a rem of width: the heading (`xl`), the bold title, the `sm` text. */
const PER_REM = { heading: 1.08, title: 1.75, text: 2.32 };

const lines = (text: string, perLine: number) => Math.max(1, Math.ceil(text.length / Math.max(1, perLine)));

const round = (value: number) => Math.round(value * 100) / 100;

/** The page's content width (rem) at a viewport `vwRem` wide. */
const contentRem = (vwRem: number) => Math.min(vwRem, CARD_GRID.containerRem) - 2 * CARD_GRID.gutterRem;

/** The width (rem) of a card's image and text, `columns` a row at a viewport `vwRem` wide. */
const imageRem = (vwRem: number, columns: number) =>
  (contentRem(vwRem) - (columns - 1) * GAP_REM) / columns - 2 * CARD_GRID.cardPaddingRem;

/** The same as a CSS length that follows the screen. */
function imageCss({ columns, toRem }: ColumnRange): string {
  const viewport = toRem < CARD_GRID.containerRem ? '100vw' : `min(100vw, ${CARD_GRID.containerRem}rem)`;
  const outside = 2 * CARD_GRID.gutterRem + (columns - 1) * GAP_REM;
  const padding = 2 * CARD_GRID.cardPaddingRem;
  return columns === 1
    ? `(${viewport} - ${round(outside + padding)}rem)`
    : `((${viewport} - ${round(outside)}rem) / ${columns} - ${round(padding)}rem)`;
}

function textRem(card: CardShape, widthRem: number): number {
  const title = lines(card.title, Math.floor(widthRem * PER_REM.title)) * TITLE_LINE_REM;
  const text = card.text ? 0.5 + lines(card.text, Math.floor(widthRem * PER_REM.text)) * TEXT_LINE_REM : 0;
  return 2 * CARD_GRID.cardPaddingRem + 0.5 + title + text + (card.extraRem ?? 0);
}

/** The estimate of one column count: Σ rows (image ratio × the image's width + rem). */
function rangeEstimate(range: ColumnRange, heading: string, cards: CardShape[], afterRem: number): EstimateRange {
  const { columns, fromRem, toRem } = range;
  // The lines are counted at a width typical of the range: a phone's where the range holds it (one
  // column, or pairs on a phone), else the middle of the range.
  const phone = fromRem <= PHONE_REM && PHONE_REM < toRem;
  const atRem = phone ? PHONE_REM : columns === 1 ? toRem : (fromRem + toRem) / 2;
  const width = imageRem(atRem, columns);
  let ratios = 0;
  let rem = lines(heading, Math.floor(contentRem(atRem) * PER_REM.heading)) * HEADING_LINE_REM + GAP_REM + afterRem;
  for (let start = 0; start < cards.length; start += columns) {
    // A row is as high as its highest card (measured at that width).
    const row = cards
      .slice(start, start + columns)
      .map((card) => ({ ratio: card.ratio, rem: textRem(card, width) }))
      .reduce((high, card) => (card.ratio * width + card.rem > high.ratio * width + high.rem ? card : high));
    ratios += row.ratio;
    rem += row.rem + (start > 0 ? GAP_REM : 0);
  }
  const size = ratios ? `calc(${round(ratios)} * ${imageCss(range)} + ${round(rem)}rem)` : `${round(rem)}rem`;
  return { columns, fromRem, size };
}

/**
 * `heading`: the section's title; `afterRem`: what follows the cards (a link to all of them);
 * `minColumnRem` and `phonePairs`: the grid's CardList `$minRem` and `$phonePairs`.
 */
export function cardGridEstimate(
  heading: string,
  cards: CardShape[],
  { afterRem = 0, ...grid }: { afterRem?: number } & GridColumns = {},
): CardGridEstimate {
  return columnRanges(grid).map((range) => rangeEstimate(range, heading, cards, afterRem));
}
