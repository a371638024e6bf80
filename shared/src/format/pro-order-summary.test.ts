import { toCents } from './money';
import { proAmountText, proOrderSummary, type ProSummarySource } from './pro-order-summary';

const home = { name: 'Livraison à domicile', selected: false };

/** A professional's cart as the API prices it (SPEC 3): 2 lines HT 665,00 €, éco-participation 2,00 € HT. */
function cart(overrides: Partial<ProSummarySource> = {}): ProSummarySource {
  return {
    list: [{ is_recup_chute: false, total_ht: 665000, total_ecotax: 2000 }],
    shipping: 0,
    remise: [],
    total: 667000,
    tva: 133400,
    total_ttc: 800400,
    total_ecotax: 2000,
    carriers: [home, { name: 'Ferme relais', selected: false }],
    ...overrides,
  };
}

describe('proOrderSummary', () => {
  it('reads the cart HT, then the API’s HT total, VAT and TTC total', () => {
    const view = proOrderSummary(cart());
    expect(view.lines.map((l) => [l.label, l.amount === null ? null : proAmountText(l), l.note])).toEqual([
      ['Articles', '66,70\u00a0€\u00a0HT', 'dont éco-participation\u00a0: 0,20\u00a0€\u00a0HT'],
      ['Livraison', null, null],
    ]);
    expect([view.totalHt, view.vat, view.totalTtc]).toEqual([667000, 133400, 800400]);
    expect([view.totalHtLabel, view.vatLabel, view.totalTtcLabel]).toEqual([
      'Total HT',
      'TVA (20\u00a0%)',
      'Total TTC',
    ]);
  });

  it('HT amounts with fractions of a cent: the lines printed add up to the HT total printed', () => {
    // 3 × 19,5833 € HT = 58,7499 €; delivery 8,3333 €; discount 5,875 €: total HT 61,21 € (API, to the cent).
    const view = proOrderSummary(
      cart({
        list: [{ is_recup_chute: false, total_ht: 587499, total_ecotax: 0 }],
        carriers: [{ ...home, selected: true }],
        shipping: 83333,
        remise: [{ name: 'BIENVENUE10', amount: 58750 }],
        total: 612100,
        total_ecotax: 0,
      }),
    );
    expect(view.lines.map((l) => proAmountText(l))).toEqual([
      '58,76\u00a0€\u00a0HT',
      '8,33\u00a0€\u00a0HT',
      '−\u00a05,88\u00a0€\u00a0HT',
    ]);
    expect(view.lines.reduce((sum, l) => sum + toCents(l.amount!), 0)).toBe(toCents(view.totalHt));
    expect(view.lines[1]!.label).toBe('Livraison (Livraison à domicile)');
    expect(view.lines[2]!.label).toBe('Remise BIENVENUE10');
  });

  it('the off-cut recovery service reads HT, rounded to the cent, and the lines still add up', () => {
    const view = proOrderSummary(
      cart({
        list: [
          { is_recup_chute: false, total_ht: 665000, total_ecotax: 2000 },
          { is_recup_chute: true, total_ht: 250001, total_ecotax: 0 },
        ],
        total: 917001,
      }),
    );
    expect(view.lines.map((l) => [l.label, proAmountText(l, 'À l’étape suivante')])).toEqual([
      ['Articles', '66,70\u00a0€\u00a0HT'],
      ['Récupération des chutes', '25,00\u00a0€\u00a0HT'],
      ['Livraison', 'À l’étape suivante'],
    ]);
  });

  it('free delivery reads « Offerte », without HT', () => {
    const view = proOrderSummary(cart({ carriers: [{ ...home, selected: true }] }));
    expect(proAmountText(view.lines[1]!)).toBe('Offerte');
  });
});
