import { randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { carrierLabel } from '@arbora/shared/schemas';
import type { Db } from '../db/client';
import { customers, orders } from '../db/schema/index';
import { addressLines } from '../lib/address-lines';
import { renderInvoice, type InvoiceSeller } from '../lib/invoice-pdf';
import { invoiceNumber } from '../repositories/invoices';
import { CONTACT, companyLegalLine, contactLine } from '../seed/site-facts';
import type { ObjectStorage } from '../storage/index';
import { loadSold } from './sold-cart';

/**
 * The seller an invoice names: the company's identity (`CONTACT`, the one the legal notice and the
 * settings are written from), each part a site setting holds overridden by it. The RCS number is
 * the SIREN of the SIRET printed beside it, so the two never disagree.
 */
export function invoiceSeller(site: ReadonlyMap<string, string>): InvoiceSeller {
  const setting = (key: string, fallback: string) => site.get(key)?.trim() || fallback;
  const siret = setting('company_siret', CONTACT.siret);
  return {
    name: setting('company_name', CONTACT.company),
    legal: companyLegalLine(siret),
    address: setting('company_address', CONTACT.address),
    siret,
    vat: setting('company_vat', CONTACT.vat),
    contact: contactLine(setting('contact_phone', CONTACT.phone), setting('contact_email', CONTACT.email)),
  };
}

const PAYMENT_LABELS: Record<'card' | 'transfer' | 'credit', string> = {
  card: 'carte bancaire',
  transfer: 'virement bancaire',
  credit: 'financement à crédit',
};

export type IssuedInvoice = { number: string; key: string };

type Deps = {
  db: Db;
  storage: ObjectStorage;
  /** The site's settings by technical name (the seller's identity may be set there). */
  settings(siteId: number): Promise<Map<string, string>>;
};

/**
 * Invoices are drawn once, when issued, and kept: an invoice is a legal document, so what the
 * customer downloads later (from any replica) is those bytes, never a new drawing that a changed
 * setting or template would make differ. The PDF goes to the object storage under a fresh key;
 * the order row records the key once (`invoice_key is null` in the update): when two processes
 * issue the same invoice at once, the first recorded wins and the other removes its copy.
 */
export function createInvoiceIssuer({ db, storage, settings }: Deps) {
  async function recordedKey(orderId: number): Promise<string | null> {
    const [row] = await db.select({ key: orders.invoiceKey }).from(orders).where(eq(orders.id, orderId));
    return row?.key ?? null;
  }

  /** Draws and stores the invoice of a paid order unless it already has one; null when not paid. */
  async function issue(orderId: number): Promise<IssuedInvoice | null> {
    const number = await invoiceNumber(db, orderId);
    if (!number) return null;
    const existing = await recordedKey(orderId);
    if (existing) return { number, key: existing };

    const [row] = await db
      .select({ order: orders, isPro: customers.isPro, siret: customers.siret })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(eq(orders.id, orderId));
    const paidAt = row?.order.paidAt;
    if (!row || !paidAt) return null;
    const { order } = row;
    const seller = invoiceSeller(await settings(order.siteId));
    const billing = addressLines(order.billingAddress);
    const delivery = addressLines(order.deliveryAddress);
    // What was sold and paid: the lines withdrawn from before the payment are not invoiced.
    const sold = await loadSold(db, order);
    const pdf = await renderInvoice({
      number,
      issuedAt: paidAt,
      soldAt: order.createdAt,
      orderReference: order.reference,
      paymentLabel: PAYMENT_LABELS[order.paymentMethod],
      seller,
      buyer: billing,
      buyerSiret: row.isPro ? row.siret : null,
      pro: row.isPro,
      // A pickup order is not delivered to an address: the invoice names where it is collected.
      delivery: order.pickup || delivery.join('\n') === billing.join('\n') ? null : delivery,
      pickup: order.pickup
        ? {
            title: carrierLabel(order.carrier),
            lines: [order.pickup.name, order.pickup.address, `${order.pickup.postcode} ${order.pickup.city}`].filter(
              (line) => line.trim(),
            ),
          }
        : null,
      carrier: order.carrier,
      cart: sold.cart,
      totalTtc: sold.cart.total_ttc,
      withdrawn: order.cart.list
        .filter((l) => sold.due.lines.some((w) => w.line_id === l.id))
        .map((l) => ({ reference: l.reference, name: l.name, quantity: l.quantity })),
    });
    const key = `invoices/${number.slice(3, 7)}/${number}-${randomUUID()}.pdf`;
    await storage.put(key, pdf, { contentType: 'application/pdf' });
    const [recorded] = await db
      .update(orders)
      .set({ invoiceKey: key })
      .where(and(eq(orders.id, orderId), isNull(orders.invoiceKey)))
      .returning({ key: orders.invoiceKey });
    if (recorded) return { number, key };
    await storage.delete(key);
    const winner = await recordedKey(orderId);
    if (!winner) throw new Error(`Invoice of order ${orderId}: no key recorded`);
    return { number, key: winner };
  }

  return {
    issue,
    /** The stored PDF of an issued invoice (issuing it first when the order was paid before issuing ran). */
    async pdf(orderId: number): Promise<{ number: string; bytes: Buffer } | null> {
      const issued = await issue(orderId);
      if (!issued) return null;
      const bytes = await storage.get(issued.key);
      if (!bytes) throw new Error(`Invoice ${issued.number}: ${issued.key} is missing from the storage`);
      return { number: issued.number, bytes };
    },
  };
}
export type InvoiceIssuer = ReturnType<typeof createInvoiceIssuer>;
