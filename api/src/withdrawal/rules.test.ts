import type { Cart } from '@arbora/shared/schemas';
import { orderWithdrawal, withdrawalDeadline } from './rules';

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
