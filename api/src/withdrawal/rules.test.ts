import type { Cart } from '@arbora/shared/schemas';
import { amountDue, cancelsOrder, goodsSent, orderWithdrawal, withdrawalDeadline, withdrawalOutcome } from './rules';

type Line = Cart['list'][number];
const line = (id: number, productId: number, extra: Partial<Line> = {}) =>
  ({ id, product_id: productId, type: 'product', is_recup_chute: false, ...extra }) as Line;

const facts = (extra: Partial<Parameters<typeof orderWithdrawal>[0]> = {}) => ({
  status: 'paid',
  deliveredAt: null,
  lines: [line(1, 10), line(2, 20)],
  professional: false,
  madeToMeasure: new Set<number>(),
  withdrawn: new Map<number, Date>(),
  ...extra,
});

describe('withdrawal period', () => {
  test('ends at midnight, Paris time, 14 days after the day of delivery (summer and winter time)', () => {
    expect(withdrawalDeadline(new Date('2026-03-20T10:00:00Z')).toISOString()).toBe('2026-04-03T21:59:59.999Z');
    expect(withdrawalDeadline(new Date('2026-01-05T23:30:00Z')).toISOString()).toBe('2026-01-20T22:59:59.999Z');
  });

  test('open until the deadline, over one moment after; not started while undelivered', () => {
    const deliveredAt = new Date('2026-03-20T10:00:00Z');
    const last = new Date('2026-04-03T21:59:59.999Z');
    expect(orderWithdrawal(facts({ deliveredAt }), last).open).toBe(true);
    const after = orderWithdrawal(facts({ deliveredAt }), new Date(last.getTime() + 1));
    expect(after.open).toBe(false);
    expect(after.lines.map((l) => l.reason)).toEqual(['period_over', 'period_over']);
    const undelivered = orderWithdrawal(facts(), new Date('2030-01-01T00:00:00Z'));
    expect(undelivered).toMatchObject({ open: true, deadline: null, delivered_at: null });
  });
});

describe('lines excluded', () => {
  const now = new Date('2026-04-01T00:00:00Z');
  test('made-to-measure products and service lines, each with its reason; the other lines stay open', () => {
    const state = orderWithdrawal(
      facts({ lines: [line(1, 10), line(2, 20), line(3, 30, { is_recup_chute: true })], madeToMeasure: new Set([20]) }),
      now,
    );
    expect(state.lines.map((l) => [l.line_id, l.status, l.reason])).toEqual([
      [1, 'available', null],
      [2, 'excluded', 'made_to_measure'],
      [3, 'excluded', 'service'],
    ]);
  });

  test('a professional’s order, an order never concluded: no line', () => {
    expect(orderWithdrawal(facts({ professional: true }), now).lines.every((l) => l.reason === 'professional')).toBe(
      true,
    );
    expect(orderWithdrawal(facts({ status: 'payment_failed' }), now).open).toBe(false);
  });

  test('a withdrawn line says when', () => {
    const at = new Date('2026-03-30T08:15:00Z');
    const state = orderWithdrawal(facts({ withdrawn: new Map([[1, at]]) }), now);
    expect(state.lines[0]).toEqual({ line_id: 1, status: 'withdrawn', reason: null, withdrawn_at: at.toISOString() });
    expect(state.open).toBe(true);
  });
});

describe('what follows a withdrawal (one rule for the e-mail and the page)', () => {
  const delivered = new Date('2026-03-20T10:00:00Z');
  test('delivered goods are returned; a paid order not delivered is not sent, nothing to return', () => {
    expect(withdrawalOutcome({ status: 'paid', deliveredAt: delivered })).toBe('return');
    expect(withdrawalOutcome({ status: 'paid', deliveredAt: null })).toBe('not_sent');
    expect(goodsSent(null)).toBe(false);
    expect(goodsSent(delivered)).toBe(true);
  });

  test('an unpaid order: some lines are not charged; cancelled, nothing is', () => {
    for (const status of ['pending_payment', 'awaiting_transfer', 'credit_pending', 'blocked'])
      expect(withdrawalOutcome({ status, deliveredAt: null })).toBe('not_charged');
    expect(withdrawalOutcome({ status: 'cancelled', deliveredAt: null })).toBe('order_cancelled');
  });

  test('an unpaid order is cancelled once every line that would be charged is withdrawn; a free sample does not keep it', () => {
    const lines = [
      line(1, 10, { total_ttc: 1200 }),
      line(2, 20, { total_ttc: 3400 }),
      line(3, 30, { type: 'sample', total_ttc: 0 }),
    ];
    expect(cancelsOrder('awaiting_transfer', lines, new Set([1]))).toBe(false);
    expect(cancelsOrder('awaiting_transfer', lines, new Set([1, 2]))).toBe(true);
    expect(cancelsOrder('pending_payment', lines, new Set([1, 2, 3]))).toBe(true);
    // Paid: the withdrawal is refunded, the order stands (its lines are not sent or come back).
    expect(cancelsOrder('paid', lines, new Set([1, 2]))).toBe(false);
    // Nothing withdrawn: nothing cancels an order of free lines only.
    expect(cancelsOrder('pending_payment', [lines[2]!], new Set())).toBe(false);
  });
});

describe('what is left to pay (amountDue)', () => {
  /** A priced line: TTC total and éco-participation TTC, money integers (× 10000). */
  const priced = (id: number, totalTtc: number, ecotaxTtc = 0, extra: Partial<Line> = {}) =>
    line(id, id * 10, { total_ttc: totalTtc, total_ecotax_ttc: ecotaxTtc, ...extra });
  // Three lines of 33,33 €, 33,33 € and 33,34 € (+ 0,50 € éco-participation on the first), 12,90 €
  // of delivery, 10 % off the products: 10,00 € of discount that no line takes evenly.
  const lines = [priced(1, 333_300, 5_000), priced(2, 333_300), priced(3, 333_400)];
  const remise = [{ name: '10 %', amount: 83_300, amount_ttc: 100_000 }];
  const totalTtc = 1_000_000 + 5_000 + 129_000 - 100_000;
  const cart = { total_ttc: totalTtc, list: lines, remise };

  test('nothing withdrawn: the total', () => {
    expect(amountDue(cart, new Set())).toEqual({
      total_ttc: totalTtc,
      withdrawn_ttc: 0,
      amount_ttc: totalTtc,
      lines: [],
    });
  });

  test('a line withdrawn: its total and éco-participation less its share of the discount, in whole cents', () => {
    const due = amountDue(cart, new Set([1]));
    // 33,33 € of the 100,00 € of products: 3,333 € of the discount, 3,33 € once in cents.
    expect(due.lines).toEqual([{ line_id: 1, amount_ttc: 333_300 + 5_000 - 33_300 }]);
    expect(due.amount_ttc).toBe(totalTtc - due.withdrawn_ttc);
  });

  test('the shares of every line add up to the discount exactly, to the cent', () => {
    const shares = [1, 2, 3].map((id) => {
      const l = lines[id - 1]!;
      return l.total_ttc + l.total_ecotax_ttc - amountDue(cart, new Set([id])).lines[0]!.amount_ttc;
    });
    expect(shares.every((s) => s % 100 === 0)).toBe(true);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(100_000);
    // Two lines withdrawn: the third alone is left with the delivery, less its own share.
    expect(amountDue(cart, new Set([1, 2])).amount_ttc).toBe(333_400 + 129_000 - shares[2]!);
  });

  test('the delivery stays as charged; a free-delivery discount is not spread over the lines', () => {
    const free = {
      total_ttc: 1_005_000,
      list: lines,
      remise: [{ name: 'Livraison offerte', amount: 107_500, amount_ttc: 129_000 }],
    };
    expect(amountDue(free, new Set([2]), true).amount_ttc).toBe(1_005_000 - 333_300);
  });

  test('a service line and a free sample take no share of the discount', () => {
    const withService = [...lines, priced(4, 60_000, 0, { is_recup_chute: true }), priced(5, 0, 0, { type: 'sample' })];
    const due = amountDue({ total_ttc: totalTtc + 60_000, list: withService, remise }, new Set([1]));
    expect(due.lines[0]!.amount_ttc).toBe(333_300 + 5_000 - 33_300);
  });
});
