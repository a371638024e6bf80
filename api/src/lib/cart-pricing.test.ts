import {
  formatMoney,
  moneyFromWire,
  orderSummary,
  RECUP_CHUTE_FEE,
  summaryAmountText,
  toCents,
} from '@arbora/shared/format';
import { priceCart, promotionRefusal } from './cart-pricing';
import type { PricedLineInput, PromotionRule } from './cart-pricing';
import { createRng } from './rng';

const line = (over: Partial<PricedLineInput>): PricedLineInput => ({
  id: 1,
  element_id: 1,
  element_type: 'product_variant',
  type: 'product',
  quantity: 1,
  is_recup_chute: false,
  product_id: 1,
  name: 'Lame',
  reference: 'R',
  slug: 'lame',
  cover: null,
  unit_ht: 100_000,
  unit_ttc: 120_000,
  unit_ecotax: 1_000,
  unit_ecotax_ttc: 1_200,
  stock: 10,
  weight_g: 2_000,
  ...over,
});

describe('priceCart', () => {
  test('sums lines, éco-participation and the selected carrier; tva is TTC minus HT', () => {
    const cart = priceCart({
      token: 't',
      lines: [line({ quantity: 3 }), line({ id: 2, element_id: 2, unit_ht: 250_000, unit_ttc: 300_000 })],
      carrier: 'colis',
      recupChute: false,
      updatedAt: new Date(0),
    });
    expect(cart.subtotal).toBe(550_000);
    expect(cart.subtotal_ttc).toBe(660_000);
    expect(cart.total_ecotax_ttc).toBe(4_800);
    expect(cart.weight_g).toBe(8_000);
    // 8 kg by parcel: 14,90 € TTC.
    expect(cart.shipping_ttc).toBe(149_000);
    expect(cart.total_ttc).toBe(660_000 + 4_800 + 149_000);
    expect(cart.tva).toBe(cart.total_ttc - cart.total);
    expect(cart.total_product).toBe(4);
  });

  test('heavy carts cannot go by parcel but can go to a relay farm', () => {
    const cart = priceCart({
      token: 't',
      lines: [line({ weight_g: 40_000 })],
      carrier: null,
      recupChute: false,
      updatedAt: new Date(0),
    });
    const names = cart.carriers.map((c) => c.technical_name);
    expect(names).not.toContain('colis');
    expect(names).toContain('relais_ferme');
    expect(cart.shipping).toBe(0);
  });

  test('the off-cut recovery is priced at the fee the cart label shows (HT and TTC)', () => {
    const cart = priceCart({
      token: 't',
      lines: [line({})],
      carrier: 'colis',
      recupChute: true,
      updatedAt: new Date(0),
    });
    const recup = cart.list.find((l) => l.is_recup_chute);
    expect(recup).toMatchObject({ unit_ht: RECUP_CHUTE_FEE.ht, unit_ttc: RECUP_CHUTE_FEE.ttc, quantity: 1 });
  });

  test('an empty cart offers no carrier or payment', () => {
    const cart = priceCart({ token: 't', lines: [], carrier: 'colis', recupChute: false, updatedAt: new Date(0) });
    expect(cart).toMatchObject({ total_ttc: 0, carriers: [], payments: [] });
  });
});

describe('priceCart: the summary a shopper reads adds up (property over random carts)', () => {
  /** The cents a printed amount shows: « 1 092,97 € » → 109297, « − 11,77 € » → -1177. */
  const printedCents = (text: string) => {
    const digits = text.replace(/[^\d,]/g, '').replace(',', '');
    return (/^[−-]/.test(text.trim()) ? -1 : 1) * Number(digits);
  };
  const promotions: PromotionRule[] = [
    {
      code: 'P10',
      name: 'BIENVENUE10',
      kind: 'percent',
      value: 10,
      minSubtotalTtc: 0,
      startsAt: new Date(0),
      endsAt: new Date(4e12),
    },
    {
      code: 'P7',
      name: 'SEPT',
      kind: 'percent',
      value: 7,
      minSubtotalTtc: 0,
      startsAt: new Date(0),
      endsAt: new Date(4e12),
    },
    {
      code: 'A15',
      name: 'QUINZE',
      kind: 'amount',
      value: 150_000,
      minSubtotalTtc: 0,
      startsAt: new Date(0),
      endsAt: new Date(4e12),
    },
    {
      code: 'FS',
      name: 'PORT',
      kind: 'free_shipping',
      value: 0,
      minSubtotalTtc: 0,
      startsAt: new Date(0),
      endsAt: new Date(4e12),
    },
  ];

  test.each(Array.from({ length: 300 }, (_, i) => i + 1))('random cart %i', (seed) => {
    const rng = createRng(seed);
    const lines = Array.from({ length: rng.int(1, 6) }, (_, i) => {
      // Any wire amounts, cents or not: the rule must hold whatever the catalogue holds.
      const unitTtc = rng.int(1, 3_000_000);
      const ecoTtc = rng.chance(0.6) ? rng.int(0, 60_000) : 0;
      return line({
        id: i + 1,
        element_id: i + 1,
        type: rng.chance(0.15) ? 'sample' : 'product',
        quantity: rng.int(1, 40),
        unit_ttc: unitTtc,
        unit_ht: Math.round(unitTtc / 1.2),
        unit_ecotax_ttc: ecoTtc,
        unit_ecotax: Math.round(ecoTtc / 1.2),
        weight_g: rng.int(0, 60_000),
      });
    });
    const cart = priceCart({
      token: 't',
      lines,
      carrier: rng.pick(['colis', 'palette', 'relais_ferme', 'retrait_magasin', null]),
      recupChute: rng.chance(0.3),
      updatedAt: new Date(0),
      promotion: rng.chance(0.6) ? rng.pick(promotions) : null,
      now: new Date(1e12),
    });
    const view = orderSummary(cart);
    const shown = view.lines.map((l) => (l.amount === null ? 0 : printedCents(summaryAmountText(l))));
    const sum = shown.reduce((s, c) => s + c, 0);
    expect(sum).toBe(printedCents(formatMoney(view.total)));
    // The invoice's HT and VAT add up to the same total.
    expect(toCents(moneyFromWire(cart.total)) + toCents(moneyFromWire(cart.tva))).toBe(toCents(view.total));
    // A discount never makes the total negative, and the products line includes the éco-participation.
    expect(cart.total_ttc).toBeGreaterThanOrEqual(0);
    expect(view.lines[0]?.amount).toBe(
      cart.list.filter((l) => !l.is_recup_chute).reduce((s, l) => s + l.total_ttc + l.total_ecotax_ttc, 0),
    );
  });
});

describe('promotionRefusal: what the shopper is told when a code does not apply', () => {
  const welcome: PromotionRule = {
    code: 'BIENVENUE10',
    name: 'Bienvenue',
    kind: 'percent',
    value: 10,
    minSubtotalTtc: 1_000_000,
    startsAt: new Date('2024-01-01T00:00:00Z'),
    endsAt: new Date('2099-12-31T23:59:59Z'),
  };
  const now = new Date('2026-12-04T10:00:00Z');

  it('names the products’ minimum the code asks for, counted without the off-cut service', () => {
    const lines = [line({ unit_ttc: 400_000, quantity: 2 }), line({ is_recup_chute: true, unit_ttc: 900_000 })];
    expect(promotionRefusal(welcome, lines, now)).toEqual({
      code: 'CART_RULE_INVALID_CART',
      data: { reason: 'minimum', min_subtotal_ttc: 1_000_000 },
    });
    expect(promotionRefusal(welcome, [line({ unit_ttc: 500_000, quantity: 2 })], now)).toBeNull();
  });

  it('samples alone: no products for the code to apply to', () => {
    expect(promotionRefusal(welcome, [line({ type: 'sample', unit_ttc: 0 })], now)).toEqual({
      code: 'CART_RULE_INVALID_CART',
      data: { reason: 'no_products' },
    });
  });

  it('outside its dates: the dates', () => {
    expect(promotionRefusal({ ...welcome, endsAt: new Date('2025-01-01T00:00:00Z') }, [line({})], now)).toEqual({
      code: 'CART_RULE_INVALID_DATE',
      data: { starts_at: '2024-01-01T00:00:00.000Z', ends_at: '2025-01-01T00:00:00.000Z' },
    });
  });
});
