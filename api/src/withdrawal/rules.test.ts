import type { Cart } from '@arbora/shared/schemas';
import { cancelsOrder, goodsSent, orderWithdrawal, withdrawalDeadline, withdrawalOutcome } from './rules';

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
