/** @jest-environment node */
import {
  ecoParticipationNote,
  ecoParticipationText,
  formatMoney,
  formatShopperPrice,
  formatShopperPriceBoth,
  linePrices,
  perMetrePrice,
  recupChuteLabel,
  shopperPrice,
} from './index';

/** The text with its no-break spaces (before €, :, TTC) read as spaces. */
const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ');

// A slat: 22,90 € TTC (19,0833 € HT) plus 0,60 € TTC of éco-participation (0,50 € HT), three of them.
const LINE = {
  unit_ht: 190_833,
  unit_ttc: 229_000,
  unit_ecotax: 5_000,
  unit_ecotax_ttc: 6_000,
  total_ht: 572_500,
  total_ttc: 687_000,
  total_ecotax: 15_000,
  total_ecotax_ttc: 18_000,
};

describe('shopperPrice', () => {
  it('reads TTC including the éco-participation, which it also tells apart', () => {
    const price = shopperPrice({ ht: 190_833, ttc: 229_000 }, { ht: 5_000, ttc: 6_000 });
    expect(plain(formatShopperPrice(price))).toBe('23,50 € TTC');
    expect(plain(ecoParticipationText(price))).toBe('dont éco-participation : 0,60 €');
  });
});

describe('linePrices', () => {
  it('gives a cart line’s unit price including the éco-participation, as a product page shows it', () => {
    const { unit, total } = linePrices(LINE);
    expect(plain(formatShopperPrice(unit))).toBe('23,50 € TTC');
    expect(plain(ecoParticipationText(unit))).toBe('dont éco-participation : 0,60 €');
    expect(plain(formatShopperPrice(total))).toBe('70,50 € TTC');
    expect(plain(ecoParticipationText(total))).toBe('dont éco-participation : 1,80 €');
  });

  it('prices a quantity the server has not answered yet as unit × quantity', () => {
    const { total } = linePrices(LINE, { quantity: 5 });
    expect(plain(formatShopperPrice(total))).toBe('117,50 € TTC');
    expect(plain(ecoParticipationText(total))).toBe('dont éco-participation : 3,00 €');
  });

  it('shows a professional HT first, with the TTC beside it; anyone else TTC only', () => {
    expect(plain(formatShopperPriceBoth(linePrices(LINE).unit))).toBe('23,50 € TTC');
    expect(plain(formatShopperPriceBoth(linePrices(LINE, { pro: true }).unit))).toBe('19,58 € HT (23,50 € TTC)');
    expect(plain(formatShopperPriceBoth(linePrices(LINE, { pro: true }).total))).toBe('58,75 € HT (70,50 € TTC)');
  });
});

describe('ecoParticipationNote', () => {
  const unitEcotax = { ht: LINE.unit_ecotax, ttc: LINE.unit_ecotax_ttc };

  it('says a professional’s éco-participation HT, as his price reads, « HT » after it', () => {
    expect(ecoParticipationNote(unitEcotax, { pro: true })).toBe('dont éco-participation\u00a0: 0,50\u00a0€\u00a0HT');
  });

  it('says anyone else’s TTC, as before (the part of the TTC price)', () => {
    expect(plain(ecoParticipationNote(unitEcotax))).toBe('dont éco-participation : 0,60 €');
    expect(ecoParticipationNote(unitEcotax)).toBe(ecoParticipationText(linePrices(LINE).unit));
  });

  it('says nothing when there is no éco-participation', () => {
    expect(ecoParticipationNote({ ht: 0, ttc: 0 }, { pro: true })).toBeNull();
    expect(ecoParticipationNote({ ht: 0, ttc: 0 })).toBeNull();
  });
});

describe('recupChuteLabel', () => {
  it('gives a professional the off-cut recovery’s fee HT, anyone else TTC', () => {
    expect(plain(recupChuteLabel({ pro: true }))).toBe('Récupération de vos chutes de chantier (25,00 € HT)');
    expect(plain(recupChuteLabel())).toBe('Récupération de vos chutes de chantier (30,00 € TTC)');
  });
});

describe('perMetrePrice', () => {
  // A 4 m board: 28,00 € TTC (prices_m 7,00 €), with 0,52 € TTC of éco-participation shown in its price.
  const board = { prices: { ht: 233_333, ttc: 280_000 }, prices_m: { ht: 58_333, ttc: 70_000 } };
  const shown = shopperPrice(board.prices, { ht: 4_333, ttc: 5_200 });

  it('divides the price shown by the length, éco-participation included as in that price', () => {
    expect(plain(formatMoney(perMetrePrice(board, shown.ttc)!))).toBe('7,13 €');
  });

  it('is null for a unit not sold by length', () => {
    expect(perMetrePrice({ ...board, prices_m: null }, shown.ttc)).toBeNull();
    expect(perMetrePrice({ prices: { ht: 0, ttc: 0 }, prices_m: { ht: 0, ttc: 0 } }, shown.ttc)).toBeNull();
  });
});
