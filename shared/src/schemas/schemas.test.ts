import { z } from './zod-jitless';
import {
  apiErrorSchema,
  cartUpdateBodySchema,
  envelope,
  menuItemSchema,
  moneySchema,
  paginated,
  paginationSchema,
  withdrawalReceiptSchema,
  withdrawalReceiptWithOutcomeSchema,
} from './index';

describe('shared API schemas', () => {
  test('envelope and paginated wrap a payload', () => {
    const list = envelope(paginated(z.object({ id: z.number() })));
    expect(
      list.safeParse({ data: { items: [{ id: 1 }], pagination: { page: 1, perPage: 24, total: 1, pages: 1 } } })
        .success,
    ).toBe(true);
    expect(list.safeParse({ items: [] }).success).toBe(false);
    expect(paginationSchema.safeParse({ page: 0, perPage: 24, total: 0, pages: 0 }).success).toBe(false);
  });

  test('money is an integer', () => {
    expect(moneySchema.safeParse(125000).success).toBe(true);
    expect(moneySchema.safeParse(12.5).success).toBe(false);
  });

  test('the error body has a stable code and may name a field and carry data', () => {
    expect(apiErrorSchema.safeParse({ code: 'NOT_FOUND', message: 'x' }).success).toBe(true);
    expect(apiErrorSchema.safeParse({ code: 'UNAUTHORIZED', message: 'x', data: { token: 't' } }).success).toBe(true);
    expect(apiErrorSchema.safeParse({ message: 'x' }).success).toBe(false);
  });

  test('menu items nest', () => {
    const item = {
      id: 1,
      label: 'Terrasse',
      url: '/t',
      external: false,
      children: [{ id: 2, label: 'Lames', url: '/l', external: false, children: [] }],
    };
    expect(menuItemSchema.safeParse(item).success).toBe(true);
    expect(menuItemSchema.safeParse({ ...item, children: [{ id: 2 }] }).success).toBe(false);
  });

  test('cart update accepts elements as a JSON string or an array; type defaults to add', () => {
    expect(cartUpdateBodySchema.parse({ elements: '[]' }).type).toBe('add');
    expect(
      cartUpdateBodySchema.safeParse({ elements: [{ element_id: 1, element_type: 'product_variant', quantity: 2 }] })
        .success,
    ).toBe(true);
    expect(
      cartUpdateBodySchema.safeParse({ elements: [{ element_id: 1, element_type: 'product', quantity: 2 }] }).success,
    ).toBe(false);
  });

  test('a withdrawal receipt may say what follows; an older API sends none, an unknown outcome is refused', () => {
    const receipt = {
      reference: 'AR-2026-000001',
      withdrawn_at: '2026-12-05T10:00:00.000Z',
      lines: [{ line_id: 1, name: 'Lame', quantity: 2 }],
      withdrawal: { open: false, delivered_at: null, deadline: null, lines: [] },
    };
    expect(withdrawalReceiptWithOutcomeSchema.parse({ ...receipt, outcome: 'order_cancelled' }).outcome).toBe(
      'order_cancelled',
    );
    expect(withdrawalReceiptWithOutcomeSchema.parse(receipt).outcome).toBeUndefined();
    expect(withdrawalReceiptWithOutcomeSchema.safeParse({ ...receipt, outcome: 'refunded' }).success).toBe(false);
    // The first schema is unchanged: a remote built on it reads the same receipt, without the outcome.
    expect(withdrawalReceiptSchema.parse({ ...receipt, outcome: 'return' })).not.toHaveProperty('outcome');
  });
});
