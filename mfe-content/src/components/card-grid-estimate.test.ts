import { cardGridEstimate } from './card-grid-estimate';
import { cardPictureSizes, columnRanges } from './card-grid-layout';

const tile = { ratio: 0.5, title: 'Lames de terrasse', text: 'Pose en une journée.' };

describe('columnRanges', () => {
  it('says where CardList’s columns change: 14rem columns, 1rem gaps, 1rem gutters, a 75rem page', () => {
    // n columns from n × 14 + (n − 1) × 1 + 2 rem: 2 from 496 px, 3 from 736 px, 4 from 976 px; 5 never fit.
    expect(columnRanges().map(({ columns, fromRem }) => [columns, fromRem])).toEqual([
      [1, 0],
      [2, 31],
      [3, 46],
      [4, 61],
    ]);
    // The testimonials' 16rem columns: 3 between 832 and 1104 px.
    expect(columnRanges({ minColumnRem: 16 }).map(({ fromRem }) => fromRem)).toEqual([0, 35, 52, 69]);
  });

  it('starts two columns on a phone of 368 px for a grid of pictured tiles (phonePairs)', () => {
    expect(columnRanges({ phonePairs: true }).map(({ columns, fromRem }) => [columns, fromRem])).toEqual([
      [1, 0],
      [2, 23],
      [3, 46],
      [4, 61],
    ]);
  });
});

describe('cardPictureSizes', () => {
  it('gives a card’s picture its column’s width in each of CardList’s column ranges', () => {
    // A phone of 31–46em shows two columns: its pictures are half the page, not the whole of it.
    expect(cardPictureSizes()).toBe(
      '(min-width: 75em) 16rem, ' +
        '(min-width: 61em) calc((100vw - 5rem) / 4 - 1.5rem), ' +
        '(min-width: 46em) calc((100vw - 4rem) / 3 - 1.5rem), ' +
        '(min-width: 31em) calc((100vw - 3rem) / 2 - 1.5rem), ' +
        'calc(100vw - 3.5rem)',
    );
  });

  it('asks for half the page from 368 px when the tiles go in pairs on a phone', () => {
    expect(cardPictureSizes({ phonePairs: true })).toContain(
      '(min-width: 23em) calc((100vw - 3rem) / 2 - 1.5rem), calc(100vw - 3.5rem)',
    );
  });
});

describe('cardGridEstimate', () => {
  it('stacks the cards on a phone: the images follow the screen, the text adds rem', () => {
    // Heading 1.875 + 1 gap; each card 1.5 padding + 0.5 + 1.5 title + 0.5 + 1.25 text; 2 gaps.
    expect(cardGridEstimate('Nos gammes', [tile, tile, tile])[0]).toEqual({
      columns: 1,
      fromRem: 0,
      size: 'calc(1.5 * (100vw - 3.5rem) + 20.63rem)',
    });
  });

  it('counts three cards a row from 736 px to 976 px (a tablet, 900 px), four from there', () => {
    const [, two, three, four] = cardGridEstimate('Nos gammes', [tile, tile, tile, tile]);
    // Two rows of two, then two rows (3 + 1), then one row of four: each row an image's height.
    expect(two).toEqual({ columns: 2, fromRem: 31, size: 'calc(1 * ((100vw - 3rem) / 2 - 1.5rem) + 14.38rem)' });
    expect(three).toEqual({ columns: 3, fromRem: 46, size: 'calc(1 * ((100vw - 4rem) / 3 - 1.5rem) + 14.38rem)' });
    expect(four).toEqual({
      columns: 4,
      fromRem: 61,
      size: 'calc(0.5 * ((min(100vw, 75rem) - 5rem) / 4 - 1.5rem) + 8.13rem)',
    });
  });

  it('counts pairs of cards from 368 px when the tiles go in pairs on a phone', () => {
    const [one, two] = cardGridEstimate('Nos gammes', [tile, tile, tile, tile], { phonePairs: true });
    expect(one!.columns).toBe(1);
    expect(two).toMatchObject({ columns: 2, fromRem: 23 });
  });

  it('makes each row as high as its highest card', () => {
    const tall = { ...tile, ratio: 1, extraRem: 3.25 };
    // Four columns: row 1 the tall card, 1 × 16 + 8.5 (at 1280 px, 16rem images); row 2 a tile, 0.5 × 16 + 5.25;
    // one gap; heading 2.875: 41.63rem at 1280 px.
    expect(cardGridEstimate('Nos gammes', [tile, tile, tall, tile, tile])[3]!.size).toBe(
      'calc(1.5 * ((min(100vw, 75rem) - 5rem) / 4 - 1.5rem) + 17.63rem)',
    );
  });

  it('is rem only without images, and counts a long text in lines', () => {
    const text = { ratio: 0, title: 'Conseil', text: 'x'.repeat(100) };
    // 1.875 + 1 + 1.5 + 0.5 + 1.5 + 0.5 + 3 × 1.25 on a phone
    expect(cardGridEstimate('Conseils', [text])[0]!.size).toBe('10.63rem');
  });
});
