import { z } from './zod-jitless';
import { accepted } from '@arbora/shared/validation';
import { cartSchema } from './cart';
import { apiToken, civilitySchema, optionalText, postcode, requiredPhone, requiredText } from './fields';

/** An address as printed on an order (a copy: editing the saved address later does not change it). */
export const orderAddressSchema = z.object({
  civility: civilitySchema.nullable(),
  firstname: z.string(),
  lastname: z.string(),
  company: z.string(),
  street: z.string(),
  street_complement: z.string(),
  postcode: z.string(),
  city: z.string(),
  country: z.string(),
  phone: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

/** The postal fields a shopper types, with their rules: a saved address and the delivery form alike. */
export const postalAddressBodyFields = {
  firstname: requiredText(60),
  lastname: requiredText(60),
  company: optionalText(120),
  street: requiredText(200),
  street_complement: optionalText(200),
  postcode,
  city: requiredText(80),
  country: z.enum(['FR']).default('FR'),
  phone: requiredPhone,
};

/** An address typed in the delivery form instead of a saved one. */
export const orderAddressBodySchema = z.object({
  civility: civilitySchema.nullish().transform((v) => v ?? null),
  ...postalAddressBodyFields,
});

export const PAYMENT_METHODS = ['card', 'transfer', 'credit'] as const;
export const paymentMethodNameSchema = z.enum(PAYMENT_METHODS);
const id = z.coerce.number().int().positive().max(2_147_483_647);

/**
 * Body of POST /v1/cart/validation (SPEC 7: saleplan_id plus the delivery/billing form). A saved
 * address id or a typed address for delivery; billing defaults to the delivery address. Send the
 * same `idempotency_key` (or `Idempotency-Key` header) when retrying: the same order comes back.
 */
export const validationBodySchema = z
  .object({
    cart_token: apiToken,
    saleplan_id: z.coerce.number().int().positive().max(1000).default(1),
    payment_method: paymentMethodNameSchema,
    delivery_address_id: id.optional(),
    delivery_address: orderAddressBodySchema.optional(),
    billing_same_as_delivery: z.boolean().default(true),
    billing_address_id: id.optional(),
    billing_address: orderAddressBodySchema.optional(),
    relay_point_id: id.optional(),
    /** Store pickup: the store chosen (GET /v1/cart/magasins); the nearest to the delivery postcode when none. */
    store_id: id.optional(),
    /** « Enregistrer cette adresse »: a typed delivery address is also saved to the account. */
    save_delivery_address: z.boolean().default(false),
    comment: optionalText(500),
    accept_cgv: accepted,
    idempotency_key: z
      .string()
      .regex(/^[A-Za-z0-9_:.-]{8,100}$/, 'Invalid idempotency key')
      .optional(),
  })
  .superRefine((v, ctx) => {
    if (v.delivery_address_id === undefined && !v.delivery_address)
      ctx.addIssue({ code: 'custom', message: 'field_required', path: ['delivery_address'] });
    if (!v.billing_same_as_delivery && v.billing_address_id === undefined && !v.billing_address)
      ctx.addIssue({ code: 'custom', message: 'field_required', path: ['billing_address'] });
  });
export type ValidationBody = z.input<typeof validationBodySchema>;

/** The payment outcomes of SPEC 4, each with its confirmation route (SPEC 2.6). */
export const PAYMENT_OUTCOMES = ['card', 'transfer', 'credit', 'blocked', 'card_error', 'pending'] as const;
export const paymentOutcomeSchema = z.enum(PAYMENT_OUTCOMES);
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;
export const CONFIRMATION_ROUTES: Record<PaymentOutcome, string> = {
  card: '/commande/confirmation-cb',
  transfer: '/commande/confirmation-virement',
  credit: '/commande/confirmation-credit',
  blocked: '/commande/confirmation-bloquee',
  card_error: '/commande/erreur-cb',
  pending: '/commande/confirmation',
};

/** What the payment provider answered: where to send the shopper, or what to show. */
export const paymentDetailsSchema = z.object({
  /** Card: the provider's hosted payment page. */
  redirect_url: z.string().nullable(),
  /** Transfer: where to send the money, with the reference to quote. */
  bank: z
    .object({ holder: z.string(), iban: z.string(), bic: z.string(), reference: z.string(), amount: z.number().int() })
    .nullable(),
  /** Credit: the financing decision. */
  decision: z.enum(['accepted', 'refused']).nullable(),
  /** Blocked or refused: why, in French. */
  reason: z.string().nullable(),
});
export type PaymentDetails = z.infer<typeof paymentDetailsSchema>;

export const ORDER_STATUSES = [
  'pending_payment',
  'awaiting_transfer',
  'credit_pending',
  'paid',
  'blocked',
  'payment_failed',
  'cancelled',
] as const;
export const orderStatusNameSchema = z.enum(ORDER_STATUSES);

/** The truth about an order's payment (GET /v1/order/status). Only a signed provider notification makes it `paid`. */
export const orderStatusSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  status: orderStatusNameSchema,
  payment_method: paymentMethodNameSchema,
  payment_status: z.enum(['pending', 'succeeded', 'failed', 'refused', 'blocked']),
  outcome: paymentOutcomeSchema,
  confirmation_route: z.string(),
  paid: z.boolean(),
});
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/** Where a pickup order is collected (a copy made at validation, as the addresses are). */
export const orderPickupSchema = z.object({
  kind: z.enum(['relay', 'store']),
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  city: z.string(),
  opening_hours: z.string(),
});
export type OrderPickup = z.infer<typeof orderPickupSchema>;

/** An order (answered by validation, confirmation, and the order detail). */
export const orderSchema = orderStatusSchema.extend({
  created_at: z.string(),
  paid_at: z.string().nullable(),
  total_ttc: z.number().int(),
  carrier: z.string(),
  relay_point_id: z.number().int().nullable(),
  /** The relay farm or store of a pickup order (null for a delivery, and for orders made before it was kept). */
  pickup: orderPickupSchema.nullable().default(null),
  promotion_code: z.string().nullable(),
  delivery_address: orderAddressSchema,
  billing_address: orderAddressSchema,
  comment: z.string(),
  cart: cartSchema,
  payment: paymentDetailsSchema,
});
export type Order = z.infer<typeof orderSchema>;

/** A line of the orders list. */
export const orderSummarySchema = orderStatusSchema.extend({
  created_at: z.string(),
  total_ttc: z.number().int(),
  total_product: z.number().int(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/**
 * Body of POST /v1/order/{reference}/payment: a new attempt on an order whose payment was refused,
 * with the same method or another one (the order's own method when none is named, or no body).
 */
export const paymentRetryBodySchema = z.object({ payment_method: paymentMethodNameSchema.optional() });
export type PaymentRetryBody = z.input<typeof paymentRetryBodySchema>;

/** Query of GET /v1/order/status: the order by id or reference. */
export const orderStatusQuerySchema = z.object({
  reference: z
    .string()
    .regex(/^AR-\d{4}-\d{6}$/, 'Invalid order reference')
    .optional(),
  order_id: id.optional(),
});
