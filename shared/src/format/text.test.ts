import { cutAtWord, DESCRIPTION_MAX, pagedDescription, pagedTitle } from './text';

describe('cutAtWord', () => {
  it('keeps a no-break space, and never cuts there (« 40 cm » stays one word)', () => {
    expect(cutAtWord('Un entraxe de 40\u00a0cm.')).toBe('Un entraxe de 40\u00a0cm.');
    expect(cutAtWord('Poser à 40\u00a0cm', 12)).toBe('Poser à…');
  });

  const long =
    'Nos lames de terrasse en bois composite sont fabriquées en France à partir de bois recyclé et de polyéthylène, pour une terrasse durable qui ne demande aucun entretien particulier.';

  test('a text that fits is kept (on one line)', () => {
    expect(cutAtWord('Une terrasse\n  sans entretien.')).toBe('Une terrasse sans entretien.');
  });

  test('a long text is cut after a whole word, with « … », within the limit', () => {
    const cut = cutAtWord(long);
    expect(cut.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
    expect(cut.endsWith('…')).toBe(true);
    const kept = cut.slice(0, -1);
    expect(long.startsWith(kept)).toBe(true);
    // The next character of the original is a space or punctuation: no word was cut.
    expect(long.charAt(kept.length)).toMatch(/[\s,.]/);
  });

  test('no punctuation left before the ellipsis', () => {
    expect(cutAtWord('Lames, plots, clôtures et portails', 16)).toBe('Lames, plots…');
  });

  test('a single word longer than the limit is cut where it must', () => {
    expect(cutAtWord('x'.repeat(20), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('pagedTitle', () => {
  test('the brand once: an editor title ending with it loses it, the page number comes before', () => {
    expect(pagedTitle('Accessoires | Arbora', 2)).toBe('Accessoires – page 2');
    expect(pagedTitle('Accessoires', 2)).toBe('Accessoires – page 2');
    expect(pagedTitle('Accessoires | Arbora', 1)).toBe('Accessoires');
  });
});

test('pagedDescription: page 2 and later say so, within the limit', () => {
  const text = 'Mot '.repeat(60);
  expect(pagedDescription(text, 1).endsWith('…')).toBe(true);
  const second = pagedDescription(text, 2);
  expect(second.endsWith('… (page 2)')).toBe(true);
  expect(second.length).toBeLessThanOrEqual(DESCRIPTION_MAX);
});
