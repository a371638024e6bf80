import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { Cart, OrderAddress, OrderPickup, PaymentDetails } from '@arbora/shared/schemas';

import { customers } from './account';
import { carts } from './cart';
import { sites } from './site';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export type OrderStatus =
  'pending_payment' | 'awaiting_transfer' | 'credit_pending' | 'paid' | 'blocked' | 'payment_failed' | 'cancelled';

/** A validated cart. The cart's priced snapshot is kept as it was: later price changes do not touch it. */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull().unique(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    cartId: integer('cart_id').references(() => carts.id, { onDelete: 'set null' }),
    /** A repeated submission with the same key answers this order (unique per customer). */
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').notNull().$type<OrderStatus>(),
    paymentMethod: text('payment_method').notNull().$type<'card' | 'transfer' | 'credit'>(),
    salesPlanId: integer('sales_plan_id').notNull(),
    carrier: text('carrier').notNull(),
    relayPointId: integer('relay_point_id'),
    /** The relay farm or store a pickup order is collected from, copied at validation (null for a delivery). */
    pickup: jsonb('pickup').$type<OrderPickup>(),
    promotionCode: text('promotion_code'),
    cart: jsonb('cart').$type<Cart>().notNull(),
    totalTtc: integer('total_ttc').notNull(),
    deliveryAddress: jsonb('delivery_address').$type<OrderAddress>().notNull(),
    billingAddress: jsonb('billing_address').$type<OrderAddress>().notNull(),
    comment: text('comment').notNull().default(''),
    erpStatus: text('erp_status').notNull().$type<'pending' | 'sent'>().default('pending'),
    createdAt: ts('created_at').notNull().defaultNow(),
    paidAt: ts('paid_at'),
    /** When the carrier delivered the goods (set by the ERP): the withdrawal period runs from it. */
    deliveredAt: ts('delivered_at'),
    /**
     * Storage key of the invoice PDF, drawn once when it was issued and never redrawn: the customer
     * downloads these bytes. Set once (null until the first issue; a later one keeps the first).
     */
    invoiceKey: text('invoice_key'),
  },
  (t) => [
    uniqueIndex('orders_customer_key_uq').on(t.customerId, t.idempotencyKey),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
  ],
);

/** One payment attempt at the provider, found back by the provider's reference. */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerRef: text('provider_ref').notNull().unique(),
    method: text('method').notNull().$type<'card' | 'transfer' | 'credit'>(),
    status: text('status').notNull().$type<'pending' | 'succeeded' | 'failed' | 'refused' | 'blocked'>(),
    amount: integer('amount').notNull(),
    details: jsonb('details').$type<PaymentDetails>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

/** Signed provider notifications, once each (`event_id` unique): a replay changes nothing. */
export const paymentNotifications = pgTable('payment_notifications', {
  eventId: text('event_id').primaryKey(),
  providerRef: text('provider_ref').notNull(),
  type: text('type').notNull(),
  payload: jsonb('payload').notNull(),
  receivedAt: ts('received_at').notNull().defaultNow(),
});

/** Orders (and their payment) waiting to reach the ERP; a worker retries with a back-off. */
export const erpOutbox = pgTable(
  'erp_outbox',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    event: text('event').notNull().$type<'order_created' | 'order_paid' | 'order_withdrawn' | 'order_cancelled'>(),
    /** `sending`/`queued`: claimed until next_attempt_at (a lease), then due again (repositories/erp-outbox.ts). */
    status: text('status').notNull().$type<'pending' | 'queued' | 'sending' | 'sent'>().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('erp_outbox_pending_idx').on(t.status, t.nextAttemptAt)],
);
