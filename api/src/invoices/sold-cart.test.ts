import type { Cart } from '@arbora/shared/schemas';
import { amountDue } from '../withdrawal/rules';
import { soldCart } from './sold-cart';

/** A money integer from euros (MONEY_SCALE 10 000). */
const eur = (n: number) => Math.round(n * 10_000);
const line = (id: number, ttc: number, ecoTtc: number, quantity = 1) => ({
  id,
  type: 'product',
  is_recup_chute: false,
  quantity,
  weight_g: 1000,
  total_ttc: eur(ttc),
  total_ht: Math.round(eur(ttc) / 1.2),
  total_ecotax_ttc: eur(ecoTtc),
  total_ecotax: Math.round(eur(ecoTtc) / 1.2),
});

/** Three lines, 9,90 € delivery, and the discounts given (TTC, HT). */
function cart(remise: { name: string; amount_ttc: number; amount: number }[]): Cart {
  const list = [line(1, 100, 0.5, 2), line(2, 33.33, 0), line(3, 59.99, 1.2, 3)];
  const shipping_ttc = eur(9.9);
  const shipping = Math.round(shipping_ttc / 1.2);
  const sum = (pick: (l: (typeof list)[number]) => number) => list.reduce((s, l) => s + pick(l), 0);
  const remiseTtc = remise.reduce((s, r) => s + r.amount_ttc, 0);
  const total =
    Math.round((sum((l) => l.total_ht + l.total_ecotax) + shipping - remise.reduce((s, r) => s + r.amount, 0)) / 100) *
    100;
  const total_ttc = sum((l) => l.total_ttc + l.total_ecotax_ttc) + shipping_ttc - remiseTtc;
  return {
    list,
    remise,
    shipping,
    shipping_ttc,
    total,
    total_ttc,
    tva: total_ttc - total,
  } as unknown as Cart;
}

describe('soldCart: what an invoice bills once some lines were withdrawn before payment', () => {
  test('nothing withdrawn: the cart as it is', () => {
    const c = cart([]);
    expect(soldCart(c, amountDue(c, new Set()))).toBe(c);
  });

  test('two discounts on the products: the withdrawn line’s share comes off them, the totals are the amount due', () => {
    const c = cart([
      { name: 'A', amount_ttc: eur(12.34), amount: eur(10.28) },
      { name: 'B', amount_ttc: eur(5), amount: eur(4.17) },
    ]);
    const due = amountDue(c, new Set([3]));
    const sold = soldCart(c, due);
    expect(sold.list.map((l) => l.id)).toEqual([1, 2]);
    expect(sold.total_ttc).toBe(due.amount_ttc);
    expect(sold.total % 100).toBe(0);
    expect(sold.tva).toBe(sold.total_ttc - sold.total);
    const share = c.list[2]!.total_ttc + c.list[2]!.total_ecotax_ttc - due.lines[0]!.amount_ttc;
    expect(share).toBeGreaterThan(0);
    expect(sold.remise.reduce((s, r) => s + r.amount_ttc, 0)).toBe(eur(17.34) - share);
    for (const r of sold.remise) expect(r.amount_ttc % 100).toBe(0);
    expect(sold.shipping_ttc).toBe(c.shipping_ttc);
    expect(sold.total_ecotax_ttc).toBe(eur(0.5));
  });

  test('a free delivery: the discount stays whole on the delivery, the line goes at its full cost', () => {
    const c = cart([{ name: 'Livraison offerte', amount_ttc: eur(9.9), amount: Math.round(eur(9.9) / 1.2) }]);
    const due = amountDue(c, new Set([1]), true);
    const sold = soldCart(c, due);
    expect(sold.remise).toEqual(c.remise);
    expect(sold.total_ttc).toBe(c.total_ttc - eur(100.5));
  });

  test('an amount due the lines do not add up to is refused, never printed', () => {
    const c = cart([]);
    const due = amountDue(c, new Set([2]));
    expect(() => soldCart(c, { ...due, amount_ttc: due.amount_ttc + 100 })).toThrow('the amount paid');
  });
});
