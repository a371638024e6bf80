import { toCents } from '@arbora/shared/format';
import { cartFixture, lineFixture } from '../testing/fixtures';
import { proAmountText, proOrderSummary } from './pro-order-summary';

describe('proOrderSummary', () => {
  it('reads the cart HT, then the API’s HT total, VAT and TTC total', () => {
    const view = proOrderSummary(cartFixture());
    expect(view.lines.map((l) => [l.label, l.amount === null ? null : proAmountText(l), l.note])).toEqual([
      ['Articles', '66,70\u00a0€\u00a0HT', 'dont éco-participation\u00a0: 0,20\u00a0€\u00a0HT'],
      ['Livraison', null, null],
    ]);
    expect([view.totalHt, view.vat, view.totalTtc]).toEqual([667000, 133400, 800400]);
    expect(view.vatLabel).toBe('TVA (20\u00a0%)');
  });

  it('HT amounts with fractions of a cent: the lines printed add up to the HT total printed', () => {
    // 3 × 19,5833 € HT = 58,7499 €; delivery 8,3333 €; discount 5,875 €: total HT 61,21 € (API, to the cent).
    const cart = cartFixture({
      list: [lineFixture({ quantity: 3, unit_ht: 195833, total_ht: 587499, total_ecotax: 0, total_ecotax_ttc: 0 })],
      carriers: [{ ...cartFixture().carriers[0]!, price: 83333, price_ttc: 100000, selected: true }],
      shipping: 83333,
      remise: [{ name: 'BIENVENUE10', amount: 58750, amount_ttc: 70500 }],
      total: 612100,
      total_ecotax: 0,
    });
    const view = proOrderSummary(cart);
    expect(view.lines.map(proAmountText)).toEqual([
      '58,76\u00a0€\u00a0HT',
      '8,33\u00a0€\u00a0HT',
      '−\u00a05,88\u00a0€\u00a0HT',
    ]);
    expect(view.lines.reduce((sum, l) => sum + toCents(l.amount!), 0)).toBe(toCents(view.totalHt));
    expect(view.lines[1]!.label).toBe('Livraison (Livraison à domicile)');
    expect(view.lines[2]!.label).toBe('Remise BIENVENUE10');
  });

  it('free delivery reads « Offerte », without HT', () => {
    const cart = cartFixture({ carriers: [{ ...cartFixture().carriers[0]!, price: 0, price_ttc: 0, selected: true }] });
    expect(proAmountText(proOrderSummary(cart).lines[1]!)).toBe('Offerte');
  });
});
