import { container, space } from '@arbora/shared/ui';

/** A rem token of the theme ('1rem', '75rem') as a number of rem. */
const rem = (token: string) => Number.parseFloat(token);

/**
 * The geometry of the card grids (CardList) and of the pages that hold them (the home's and the
 * content pages' column: the default container, `md` gutters), in rem, from the theme's tokens.
 * CardList lays its columns out from these, and cardGridEstimate reads from them where its
 * columns change, so the placeholder heights follow the grid, not a breakpoint of their own.
 */
export const CARD_GRID = {
  /** A column's least width (CardList's `$minRem` by default). */
  minColumnRem: 14,
  gapRem: rem(space.md),
  /** A card's padding (cardSurface), each side. */
  cardPaddingRem: rem(space.sm),
  /** The page's padding each side, and its widest box (padding included). */
  gutterRem: rem(space.md),
  containerRem: rem(container.default),
  /**
   * Where a grid of pictured tiles (TileGrid's `phonePairs`) shows two columns although two of its
   * least width do not fit yet: a phone of 368 px and wider, as shop grids show their tiles.
   */
  pairsFromRem: 23,
} as const;

/** The column counts of a grid: its columns' least width, and whether a phone shows pairs. */
export interface GridColumns {
  minColumnRem?: number;
  /** Two columns from CARD_GRID.pairsFromRem, narrower than `minColumnRem` until they fit. */
  phonePairs?: boolean;
}

export interface ColumnRange {
  columns: number;
  /** The viewport's width (rem) from which the grid has `columns` columns. */
  fromRem: number;
  /** Up to where (rem, exclusive): the next range's start, or the container's width for the last one. */
  toRem: number;
}

/**
 * The column counts of a grid of `repeat(auto-fill, minmax(minColumnRem, 1fr))` across the page,
 * by viewport width: n columns fit when n × min + (n − 1) × gap ≤ the page's content width. With
 * `phonePairs`, two columns start at CARD_GRID.pairsFromRem when that is sooner.
 */
export function columnRanges({
  minColumnRem = CARD_GRID.minColumnRem,
  phonePairs = false,
}: GridColumns = {}): ColumnRange[] {
  const { gapRem, gutterRem, containerRem, pairsFromRem } = CARD_GRID;
  const widest = containerRem - 2 * gutterRem;
  const ranges: ColumnRange[] = [];
  for (let columns = 1; columns * minColumnRem + (columns - 1) * gapRem <= widest || columns === 1; columns += 1) {
    const fits = columns * minColumnRem + (columns - 1) * gapRem + 2 * gutterRem;
    const fromRem = columns === 1 ? 0 : columns === 2 && phonePairs ? Math.min(fits, pairsFromRem) : fits;
    if (ranges.length) ranges[ranges.length - 1]!.toRem = fromRem;
    ranges.push({ columns, fromRem, toRem: containerRem });
  }
  return ranges;
}

/** A length in rem, rounded to a thousandth (no float noise such as 14.000000000000002rem). */
const remText = (value: number) => `${Math.round(value * 1000) / 1000}rem`;

/**
 * The `sizes` of a card's full-width picture in a CardList of these columns: in each column range
 * of columnRanges, a column's width less the card's padding; past the container, its fixed width.
 * So a phone between two ranges asks for the width its column really has.
 */
export function cardPictureSizes(grid: GridColumns = {}): string {
  const { gapRem, gutterRem, cardPaddingRem, containerRem } = CARD_GRID;
  const ranges = columnRanges(grid);
  const inner = 2 * cardPaddingRem;
  const column = ({ columns }: ColumnRange) => {
    const outside = 2 * gutterRem + (columns - 1) * gapRem;
    return columns === 1
      ? `calc(100vw - ${remText(outside + inner)})`
      : `calc((100vw - ${remText(outside)}) / ${columns} - ${remText(inner)})`;
  };
  const widest = ranges[ranges.length - 1]!;
  const fixed = (containerRem - 2 * gutterRem - (widest.columns - 1) * gapRem) / widest.columns - inner;
  const queries = [`(min-width: ${containerRem}em) ${remText(fixed)}`];
  for (const range of [...ranges].reverse()) {
    queries.push(range.fromRem > 0 ? `(min-width: ${range.fromRem}em) ${column(range)}` : column(range));
  }
  return queries.join(', ');
}
