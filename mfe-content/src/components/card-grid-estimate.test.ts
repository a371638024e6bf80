import { cardGridEstimate } from './card-grid-estimate';

const tile = { ratio: 0.5, title: 'Lames de terrasse', text: 'Pose en une journée.' };

describe('cardGridEstimate', () => {
  it('stacks the cards on a phone: the images follow the screen, the text adds rem', () => {
    // Heading 1.875 + 1 gap; each card 1.5 padding + 0.5 + 1.5 title + 0.5 + 1.25 text; 2 gaps.
    expect(cardGridEstimate('Nos gammes', [tile, tile, tile]).narrow).toBe('calc(1.5 * (100vw - 3.5rem) + 20.63rem)');
  });

  it('counts four cards a row on a desktop, each row as high as its highest card', () => {
    const tall = { ...tile, ratio: 1, extraRem: 3.25 };
    // Row 1: 16 + 5.25 + 3.25 (the tall card); row 2: 8 + 5.25; one gap; heading 2.875.
    expect(cardGridEstimate('Nos gammes', [tile, tile, tall, tile, tile]).wide).toBe('41.63rem');
  });

  it('is rem only without images, and counts a long text in lines', () => {
    const text = { ratio: 0, title: 'Conseil', text: 'x'.repeat(100) };
    // 1.875 + 1 + 1.5 + 0.5 + 1.5 + 0.5 + 3 × 1.25
    expect(cardGridEstimate('Conseils', [text]).narrow).toBe('10.63rem');
  });
});
