import { moneyFromWire } from '@arbora/shared/format';
import type { Attribute } from '@arbora/shared/schemas';
import { productFixture } from '../../../testing/product';
import {
  boardCoverage,
  boardsFor,
  DECKING_JOINT_MM,
  formatSquareMetres,
  millimetres,
  pricePerSquareMetre,
  readSurface,
} from './board-coverage';

const attribute = (technical_name: string, value: string): Attribute => ({
  technical_name,
  name: technical_name,
  value,
  type: 'number',
  values: [value],
  unit: null,
});
const variantOf = (length: string) => ({ attributes: [attribute('longueur', length)] });
const cladding = {
  categories: [{ id: 9, name: 'Bardage', slug: 'c-bardage' }],
  attributes: [attribute('largeur_lame', '150\u00a0mm')],
};

describe('millimetres: a width or a length as the API writes it', () => {
  it('reads millimetres and metres, whatever the space', () => {
    expect(millimetres('145 mm')).toBe(145);
    expect(millimetres('145\u00a0mm')).toBe(145);
    expect(millimetres('2,40 m')).toBe(2400);
    expect(millimetres('4,80\u202fm')).toBe(4800);
  });
  it('anything else is unknown', () => {
    expect(millimetres('Brossée')).toBeNull();
    expect(millimetres('0 mm')).toBeNull();
    expect(millimetres(null)).toBeNull();
  });
});

describe('boardCoverage: what one board covers', () => {
  it('a decking board: its width and one joint, by its length', () => {
    // Boréal: 145 mm wide, 2,40 m long, 5 mm joint → 150 × 2400 mm² = 0,36 m².
    const coverage = boardCoverage(productFixture, productFixture.variants[0]!);
    expect(coverage).toEqual({
      kind: 'decking',
      widthMm: 145,
      lengthMm: 2400,
      jointMm: DECKING_JOINT_MM,
      areaMm2: 360_000,
      wastePercent: 10,
    });
  });
  it('a cladding board: tongued and grooved, its width alone', () => {
    expect(boardCoverage(cladding, variantOf('3,00 m'))).toMatchObject({
      kind: 'cladding',
      jointMm: 0,
      areaMm2: 450_000,
    });
  });
  it('not a board sold by the m² (no width, another category, no length): null', () => {
    expect(boardCoverage({ ...cladding, attributes: [] }, variantOf('3,00 m'))).toBeNull();
    expect(
      boardCoverage(
        { ...cladding, categories: [{ id: 3, name: 'Clôtures', slug: 'c-clotures' }] },
        variantOf('3,00 m'),
      ),
    ).toBeNull();
    expect(boardCoverage(cladding, { attributes: [] })).toBeNull();
    expect(boardCoverage(cladding, null)).toBeNull();
  });
});

describe('pricePerSquareMetre', () => {
  it('the board’s price over what it covers', () => {
    // 19,76 € for 0,36 m² → 54,89 € (rounded to the wire unit).
    expect(pricePerSquareMetre(moneyFromWire(197_600), { areaMm2: 360_000 })).toBe(548_889);
    expect(pricePerSquareMetre(moneyFromWire(270_000), { areaMm2: 450_000 })).toBe(600_000);
  });
});

describe('readSurface: the surface typed', () => {
  it('whole or decimal m², comma or dot, a unit or spaces around', () => {
    expect(readSurface('20')).toEqual({ kind: 'ok', hundredths: 2000 });
    expect(readSurface(' 12,5 m² ')).toEqual({ kind: 'ok', hundredths: 1250 });
    expect(readSurface('12.05m2')).toEqual({ kind: 'ok', hundredths: 1205 });
    expect(readSurface('1\u202f000')).toEqual({ kind: 'ok', hundredths: 100_000 });
  });
  it('nothing typed, not a surface, zero, too many decimals, too large', () => {
    expect(readSurface('')).toEqual({ kind: 'empty' });
    expect(readSurface(null)).toEqual({ kind: 'empty' });
    expect(readSurface('vingt')).toEqual({ kind: 'invalid' });
    expect(readSurface('-3')).toEqual({ kind: 'invalid' });
    expect(readSurface('0')).toEqual({ kind: 'invalid' });
    expect(readSurface('1,234')).toEqual({ kind: 'invalid' });
    expect(readSurface('1000,01')).toEqual({ kind: 'too-large' });
  });
});

describe('boardsFor: the boards a surface needs', () => {
  const decking = { areaMm2: 360_000, wastePercent: 10 };
  it('the surface and its 10 % margin, rounded up', () => {
    // 20 m² × 1,1 = 22 m² over 0,36 m² = 61,1 → 62.
    expect(boardsFor(2000, decking)).toBe(62);
    expect(boardsFor(1, decking)).toBe(1);
  });
  it('exact when the division falls right: 36 m² + 10 % = 110 boards, not 111', () => {
    expect(boardsFor(3600, decking)).toBe(110);
  });
});

describe('formatSquareMetres', () => {
  it('French decimals and a no-break space', () => {
    expect(formatSquareMetres(20)).toBe('20\u00a0m²');
    expect(formatSquareMetres(0.36)).toBe('0,36\u00a0m²');
    expect(formatSquareMetres(12.5)).toBe('12,5\u00a0m²');
  });
});
