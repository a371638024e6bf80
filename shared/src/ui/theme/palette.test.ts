import { contrastRatio } from './contrast';
import { arboraPalette, oceliaPalette, type Palette } from './palette';

const TEXT = 4.5; // WCAG AA, normal text
const UI = 3; // WCAG AA, non-text (borders of inputs, focus ring, stars)

type Role = keyof Omit<Palette, 'severity' | 'overlay'>;

// [foreground, background, minimum] pairs actually used by the components.
const pairs: Array<[Role, Role, number]> = [
  ['text', 'background', TEXT],
  ['text', 'surface', TEXT],
  ['text', 'surfaceMuted', TEXT],
  ['textMuted', 'background', TEXT],
  ['textMuted', 'surface', TEXT],
  ['textMuted', 'surfaceMuted', TEXT],
  ['heading', 'background', TEXT],
  ['onPrimary', 'primary', TEXT],
  ['onPrimary', 'primaryHover', TEXT],
  ['onSecondary', 'secondary', TEXT],
  ['onSecondary', 'secondaryHover', TEXT],
  ['primary', 'background', TEXT],
  ['primary', 'surface', TEXT],
  ['primary', 'ghostHover', TEXT],
  ['link', 'background', TEXT],
  ['link', 'surface', TEXT],
  ['linkHover', 'surface', TEXT],
  ['danger', 'surface', TEXT],
  ['danger', 'background', TEXT],
  ['success', 'surface', TEXT],
  ['price', 'surface', TEXT],
  ['borderStrong', 'surface', UI],
  ['borderStrong', 'background', UI],
  ['focus', 'background', UI],
  ['focus', 'surface', UI],
  ['star', 'surface', UI],
  ['starEmpty', 'surface', UI],
];

describe.each([
  ['arbora', arboraPalette],
  ['ocelia', oceliaPalette],
])('%s palette', (_name, palette) => {
  it.each(pairs)('%s on %s reaches %d:1', (fg, bg, min) => {
    expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(min);
  });

  it.each(Object.entries(palette.severity))('toast %s text reaches 4.5:1', (_s, colours) => {
    expect(contrastRatio(colours.text, colours.background)).toBeGreaterThanOrEqual(TEXT);
  });

  it.each(Object.entries(palette.severity))('toast %s border reaches 3:1 on the page', (_s, c) => {
    // contrast keeps its dark border on a dark toast; the toast edge is its own background then
    const edge = c.border === c.background ? c.background : c.border;
    expect(contrastRatio(edge, palette.background)).toBeGreaterThanOrEqual(UI);
  });
});

describe('contrastRatio', () => {
  it('gives 21 for black on white and 1 for equal colours', () => {
    expect(contrastRatio('#000000', '#FFFFFF')).toBeCloseTo(21, 5);
    expect(contrastRatio('#8A4B1F', '#8A4B1F')).toBe(1);
  });

  it('rejects a colour that is not #rrggbb', () => {
    expect(() => contrastRatio('red', '#FFFFFF')).toThrow('#rrggbb');
  });
});
