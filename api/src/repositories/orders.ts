import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { paymentUnavailableReason } from '@arbora/shared/schemas';
import type { Order, OrderAddress, validationBodySchema } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { addresses, carts, emailOutbox, erpOutbox, orders, payments, promotions } from '../db/schema/index';
import type { OrderStatus as OrderStatusName } from '../db/schema/index';
import { promotionRefusal, type PromotionRefusal } from '../lib/cart-pricing';
import { AppError, badRequest, notFound } from '../lib/errors';
import { loadShopIdentity } from '../mail/shop';
import { orderConfirmationMail } from '../mail/templates';
import { transferInstructions } from '../payments/bank-account';
import type { PaymentProvider } from '../payments/provider';
import { blockReason } from '../payments/risk';
import { ISSUED_TOKEN, loadCart, lockOpenCart, lockOwnedCart } from './cart-core';
import type { Tx } from './cart-core';
import { giveBackStock, takeStock } from './stock';
import { postalAddressOf, postalAddressRow, type CustomerRow } from './accounts';
import { toOrder } from './order-mapper';
import { byDistance, pickupOf, positionOf, relayPointById, storePoints } from './pickup-points';
import type { OrderRow, PaymentRow } from './order-mapper';

export type ValidationInput = z.output<typeof validationBodySchema>;

const PAYMENT_TEXT = {
  card: 'Votre commande sera préparée dès la confirmation de votre paiement par carte.',
  credit: 'Votre commande sera préparée dès le versement du financement par notre partenaire.',
  blocked: 'Votre commande est en cours de vérification par notre service client, qui vous contactera sous 24\u00a0h.',
  free: 'Votre commande ne demande aucun paiement\u00a0: elle est confirmée et sera préparée sans attendre.',
};

/** A replay of an idempotency key must name the cart the key was first used with. */
async function sameCart(q: Db | Tx, order: OrderRow, siteId: number, cartToken: string): Promise<void> {
  const [cart] = await q
    .select({ id: carts.id })
    .from(carts)
    .where(and(eq(carts.token, cartToken), eq(carts.siteId, siteId)));
  if (!cart || cart.id !== order.cartId)
    throw new AppError(
      409,
      'IDEMPOTENCY_KEY_REUSED',
      'This idempotency key was already used to order another cart: send a new key',
      'idempotency_key',
    );
}

/** A once-per-customer code (the welcome code) already used on one of their orders still standing. */
export async function alreadyUsed(
  q: Db | Tx,
  rule: { code: string; oncePerCustomer: boolean },
  customerId: number | null,
): Promise<PromotionRefusal | null> {
  if (!rule.oncePerCustomer || customerId === null) return null;
  const [used] = await q
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        eq(orders.promotionCode, rule.code),
        notInArray(orders.status, ['cancelled', 'payment_failed']),
      ),
    )
    .limit(1);
  return used ? { code: 'CART_RULE_INVALID_CART', data: { reason: 'already_used' } } : null;
}

async function savedAddress(tx: Tx, customerId: number, id: number, field: string): Promise<OrderAddress> {
  const [a] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.customerId, customerId)));
  if (!a) throw notFound('Address', field);
  return postalAddressOf(a);
}

/** The store chosen for store pickup, or (none chosen) the one nearest the delivery postcode. */
async function chosenStore(tx: Tx, siteId: number, storeId: number | undefined, postcode: string) {
  const stores = await storePoints(tx, siteId);
  if (storeId === undefined) return byDistance(stores, positionOf({ postcode }))[0] ?? null;
  const store = stores.find((s) => s.id === storeId);
  if (!store) throw badRequest('VALIDATION_ERROR', 'Unknown store', 'store_id');
  return store;
}

async function latestPayment(q: Db | Tx, orderId: number): Promise<PaymentRow | null> {
  const [p] = await q.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id)).limit(1);
  return p ?? null;
}

/** Orders: validation of a cart (one transaction) and the customer's reads. */
export function createOrderRepository(db: Db, provider: PaymentProvider, siteUrl: string) {
  async function existing(q: Db | Tx, customerId: number, key: string, cartId?: number): Promise<OrderRow | null> {
    const [byKey] = await q
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
    if (byKey || cartId === undefined) return byKey ?? null;
    const [byCart] = await q
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.cartId, cartId)));
    return byCart ?? null;
  }

  async function withPayment(q: Db | Tx, row: OrderRow): Promise<Order> {
    return toOrder(row, await latestPayment(q, row.id));
  }

  return {
    /**
     * Turns the customer's cart into an order, stock taken, payment started, ERP event and
     * confirmation e-mail queued, all or nothing. A repeated submission (same idempotency key, or
     * the same already-ordered cart) answers the first order: `created` tells which happened.
     */
    async validate(
      siteId: number,
      customer: CustomerRow,
      input: ValidationInput,
      key: string,
    ): Promise<{ order: Order; created: boolean }> {
      const replay = await existing(db, customer.id, key);
      if (replay) {
        await sameCart(db, replay, siteId, input.cart_token);
        return { order: await withPayment(db, replay), created: false };
      }
      return db.transaction(async (tx) => {
        const open = await lockOpenCart(tx, siteId, input.cart_token);
        if (!open) {
          // Already ordered (a concurrent or repeated submission): answer that order.
          const [ordered] = await tx
            .select()
            .from(carts)
            .where(and(eq(carts.token, input.cart_token), eq(carts.siteId, siteId)));
          const earlier =
            ordered && ordered.customerId === customer.id ? await existing(tx, customer.id, key, ordered.id) : null;
          if (earlier) {
            await sameCart(tx, earlier, siteId, input.cart_token);
            return { order: await withPayment(tx, earlier), created: false };
          }
          if (ordered && ordered.customerId !== customer.id)
            throw new AppError(403, 'CART_NOT_AUTHORIZED', 'This cart belongs to another customer', 'cart_token');
          // A token this API handed out for a cart never filled (GET /v1/cart stores nothing).
          if (!ordered && ISSUED_TOKEN.test(input.cart_token))
            throw badRequest('CART_EMPTY', 'The cart is empty', 'cart_token');
          throw new AppError(404, 'CART_NOT_FOUND', 'Cart not found', 'cart_token');
        }
        const cartRow = await lockOwnedCart(tx, siteId, input.cart_token, customer.id);
        const cart = await loadCart(tx, cartRow);
        if (!cart.list.length) throw badRequest('CART_EMPTY', 'The cart is empty', 'cart_token');
        const carrier = cart.carriers.find((c) => c.selected);
        if (!carrier)
          throw badRequest(
            'CARRIER_NOT_AVAILABLE',
            'Choose a carrier first (POST /v1/cart/livraison)',
            'carrier_technical_name',
            { available: cart.carriers.map((c) => c.technical_name) },
          );
        const relayPointId =
          carrier.technical_name === 'relais_ferme' ? (input.relay_point_id ?? cartRow.relayPointId) : null;
        if (carrier.technical_name === 'relais_ferme' && !relayPointId)
          throw badRequest('RELAY_POINT_REQUIRED', 'Choose a relay farm', 'relay_point_id');
        // A method that cannot pay this total is refused before anything is taken: the cart stays.
        const unpayable = cart.total_ttc > 0 ? paymentUnavailableReason(input.payment_method, cart.total_ttc) : null;
        if (unpayable)
          throw badRequest(
            'PAYMENT_METHOD_UNAVAILABLE',
            'This payment method cannot pay this order',
            'payment_method',
            {
              reason: unpayable,
            },
          );
        if (cartRow.promotionId) {
          const [rule] = await tx.select().from(promotions).where(eq(promotions.id, cartRow.promotionId));
          const refusal = rule
            ? (promotionRefusal(rule, cart.list, new Date()) ?? (await alreadyUsed(tx, rule, customer.id)))
            : null;
          if (refusal)
            throw badRequest(
              refusal.code,
              'The promotion code no longer applies: remove it to go on',
              'code',
              refusal.data,
            );
        }
        for (const [i, line] of cart.list.entries()) {
          if (line.is_recup_chute || line.type !== 'product') continue;
          if (!(await takeStock(tx, line.element_id, line.quantity)))
            throw new AppError(
              400,
              'CART_STOCK_INSUFFICIENT',
              `Not enough stock for variant ${line.element_id}`,
              `list.${i}.quantity`,
              { element_id: line.element_id, available: line.stock, requested: line.quantity },
            );
        }
        const delivery =
          input.delivery_address_id !== undefined
            ? await savedAddress(tx, customer.id, input.delivery_address_id, 'delivery_address_id')
            : input.delivery_address!;
        const billing = input.billing_same_as_delivery
          ? delivery
          : input.billing_address_id !== undefined
            ? await savedAddress(tx, customer.id, input.billing_address_id, 'billing_address_id')
            : input.billing_address!;
        const pickup =
          carrier.technical_name === 'relais_ferme' && relayPointId
            ? await relayPointById(tx, relayPointId)
            : carrier.technical_name === 'retrait_magasin'
              ? await chosenStore(tx, siteId, input.store_id, delivery.postcode)
              : null;
        if (input.save_delivery_address && input.delivery_address) {
          // « Enregistrer cette adresse »: kept in the account with the order, all or nothing.
          await tx.insert(addresses).values({ customerId: customer.id, ...postalAddressRow(input.delivery_address) });
        }
        const [paid] = await tx
          .select({ n: count() })
          .from(orders)
          .where(and(eq(orders.customerId, customer.id), eq(orders.status, 'paid')));
        // Nothing to pay (free samples): confirmed at once, no payment page that could never finish.
        const free = cart.total_ttc === 0;
        const blocked = free ? null : blockReason(cart.total_ttc, paid?.n ?? 0);
        // The id is drawn first so the reference (printed everywhere) is final at insert time.
        // Both drivers answer `{ rows }` to a raw statement.
        const next = (await tx.execute(
          sql`select nextval(pg_get_serial_sequence('orders', 'id'))::int as id`,
        )) as unknown as { rows: { id: number }[] };
        const id = Number(next.rows[0]?.id);
        const reference = `AR-${new Date().getUTCFullYear()}-${String(id).padStart(6, '0')}`;
        const providerRef = `pay_${randomUUID()}`;
        const noDetails = { redirect_url: null, bank: null, decision: null, reason: null };
        const started = free
          ? { status: 'succeeded' as const, details: noDetails }
          : blocked
            ? { status: 'blocked' as const, details: { ...noDetails, reason: blocked } }
            : await provider.start({
                providerRef,
                orderReference: reference,
                method: input.payment_method,
                amount: cart.total_ttc,
                customer: { email: customer.email, firstname: customer.firstname, lastname: customer.lastname },
                returnUrls: {
                  success: `${siteUrl}/commande/confirmation-cb?order=${reference}`,
                  failure: `${siteUrl}/commande/erreur-cb?order=${reference}`,
                },
              });
        const status: OrderStatusName = free
          ? 'paid'
          : blocked
            ? 'blocked'
            : started.status === 'refused'
              ? 'payment_failed'
              : {
                  card: 'pending_payment' as const,
                  transfer: 'awaiting_transfer' as const,
                  credit: 'credit_pending' as const,
                }[input.payment_method];
        const [row] = await tx
          .insert(orders)
          .values({
            id,
            reference,
            siteId,
            customerId: customer.id,
            cartId: cartRow.id,
            idempotencyKey: key,
            status,
            paymentMethod: input.payment_method,
            salesPlanId: input.saleplan_id,
            carrier: carrier.technical_name,
            relayPointId,
            pickup: pickup ? pickupOf(carrier.technical_name === 'relais_ferme' ? 'relay' : 'store', pickup) : null,
            promotionCode: cart.promotion_code,
            cart,
            totalTtc: cart.total_ttc,
            deliveryAddress: delivery,
            billingAddress: billing,
            comment: input.comment,
            ...(free ? { paidAt: new Date() } : {}),
          })
          .returning();
        const order = row as OrderRow;
        const [payment] = await tx
          .insert(payments)
          .values({
            orderId: order.id,
            provider: free ? 'none' : provider.name,
            providerRef: free ? `free_${randomUUID()}` : providerRef,
            method: input.payment_method,
            status: started.status,
            amount: cart.total_ttc,
            details: started.details,
          })
          .returning();
        if (status === 'payment_failed') await restock(tx, order);
        await tx
          .update(carts)
          .set({ status: 'ordered', updatedAt: sql`now()` })
          .where(eq(carts.id, cartRow.id));
        await tx.insert(erpOutbox).values({ orderId: order.id, event: 'order_created' });
        if (free) await tx.insert(erpOutbox).values({ orderId: order.id, event: 'order_paid' });
        const text = free
          ? PAYMENT_TEXT.free
          : blocked
            ? PAYMENT_TEXT.blocked
            : input.payment_method === 'transfer'
              ? { transfer: transferInstructions(reference, cart.total_ttc, order.createdAt) }
              : PAYMENT_TEXT[input.payment_method];
        const placed = toOrder(order, payment as PaymentRow);
        await tx
          .insert(emailOutbox)
          .values(
            await orderConfirmationMail(
              await loadShopIdentity(tx, siteId, siteUrl),
              customer.email,
              customer.firstname,
              placed,
              text,
              `${siteUrl}/mes-commandes/${reference}`,
              { pro: customer.isPro },
            ),
          );
        return { order: placed, created: true };
      });
    },

    /** An order of this customer by id or reference; null for anyone else's (the caller answers 404). */
    async mine(
      customerId: number,
      by: { id?: number | undefined; reference?: string | undefined },
    ): Promise<Order | null> {
      const where =
        by.reference !== undefined
          ? eq(orders.reference, by.reference)
          : by.id !== undefined
            ? eq(orders.id, by.id)
            : undefined;
      if (!where) return null;
      const [row] = await db
        .select()
        .from(orders)
        .where(and(where, eq(orders.customerId, customerId)));
      return row ? withPayment(db, row) : null;
    },

    async list(
      customerId: number,
      page: number,
      perPage: number,
    ): Promise<{ items: { row: OrderRow; payment: PaymentRow | null }[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(orders)
          .where(eq(orders.customerId, customerId))
          .orderBy(desc(orders.createdAt), desc(orders.id))
          .limit(perPage)
          .offset((page - 1) * perPage),
        db.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId)),
      ]);
      const items = await Promise.all(rows.map(async (row) => ({ row, payment: await latestPayment(db, row.id) })));
      return { items, total: total?.n ?? 0 };
    },
  };
}
export type OrderRepository = ReturnType<typeof createOrderRepository>;

/** Puts back the stock an order took (its payment failed or was refused). */
export async function restock(tx: Tx, order: OrderRow): Promise<void> {
  for (const line of order.cart.list) {
    if (line.is_recup_chute || line.type !== 'product') continue;
    await giveBackStock(tx, line.element_id, line.quantity);
  }
}
