import { z } from './zod-jitless';
import { imageSchema, moneySchema } from './common';
import { CART_LINE_MAX_QUANTITY } from '@arbora/shared/format';

/**
 * A cart line (SPEC 3). `unit_*` are per unit, `total_*` per line (× quantity). Prices exclude
 * the éco-participation, which has its own columns.
 */
export const cartLineSchema = z.object({
  id: z.number().int(),
  element_id: z.number().int(),
  element_type: z.literal('product_variant'),
  type: z.enum(['product', 'sample']),
  quantity: z.number().int().positive(),
  is_recup_chute: z.boolean(),
  product_id: z.number().int(),
  name: z.string(),
  reference: z.string(),
  slug: z.string(),
  cover: imageSchema.nullable(),
  unit_ht: moneySchema,
  unit_ttc: moneySchema,
  unit_ecotax: moneySchema,
  unit_ecotax_ttc: moneySchema,
  total_ht: moneySchema,
  total_ttc: moneySchema,
  total_ecotax: moneySchema,
  total_ecotax_ttc: moneySchema,
  stock: z.number().int().nonnegative(),
  weight_g: z.number().int().nonnegative(),
});
export type CartLine = z.infer<typeof cartLineSchema>;

export const cartDiscountSchema = z.object({
  name: z.string(),
  amount: moneySchema,
  amount_ttc: moneySchema,
});

/** A delivery option priced for this cart's weight. */
export const carrierSchema = z.object({
  technical_name: z.string(),
  name: z.string(),
  description: z.string(),
  price: moneySchema,
  price_ttc: moneySchema,
  delay_days: z.number().int().nonnegative(),
  selected: z.boolean(),
});
export type Carrier = z.infer<typeof carrierSchema>;

/**
 * A payment method as the cart offers it. `available` false: shown disabled, `unavailable_reason`
 * saying why in French (shared `paymentUnavailableReason`); the validation refuses it too.
 */
export const paymentMethodSchema = z.object({
  technical_name: z.enum(['card', 'transfer', 'credit']),
  name: z.string(),
  description: z.string(),
  available: z.boolean().default(true),
  unavailable_reason: z.string().nullable().default(null),
});

/**
 * The cart (SPEC 3). All amounts are money integers (× 10000):
 * - `subtotal`/`subtotal_ttc`: Σ line totals, products only (no éco-participation);
 * - `total_ecotax`/`total_ecotax_ttc`: Σ éco-participation;
 * - `shipping`/`shipping_ttc`: the selected carrier (0 until one is chosen);
 * - `remise`: discounts, each HT and TTC;
 * - `total` = subtotal + total_ecotax + shipping − Σ remise.amount, rounded to the cent; `total_ttc`
 *   likewise in TTC, where every term is whole cents (line TTC amounts, delivery, discounts), so the
 *   summary's lines (shared/format `orderSummary`) printed to the cent add up to the total printed;
 * - `tva` = total_ttc − total (VAT 20 %).
 * `total_product` is the number of units in the cart (what the header badge shows).
 */
export const cartSchema = z.object({
  token: z.string(),
  total_product: z.number().int().nonnegative(),
  subtotal: moneySchema,
  subtotal_ttc: moneySchema,
  total: moneySchema,
  total_ttc: moneySchema,
  tva: moneySchema,
  total_ecotax: moneySchema,
  total_ecotax_ttc: moneySchema,
  shipping: moneySchema,
  shipping_ttc: moneySchema,
  remise: z.array(cartDiscountSchema),
  list: z.array(cartLineSchema),
  carriers: z.array(carrierSchema),
  payments: z.array(paymentMethodSchema),
  recup_chute: z.boolean(),
  /** The promotion code in progress (its discount is in `remise` while the cart is eligible). */
  promotion_code: z.string().nullable(),
  relay_point_id: z.number().int().nullable(),
  weight_g: z.number().int().nonnegative(),
  updated_at: z.string(),
});
export type Cart = z.infer<typeof cartSchema>;

/** Every cart call answers `{ data: { token, cart } }`; keep `token` for the next call. */
export const cartResponseSchema = z.object({ token: z.string(), cart: cartSchema });
export type CartResponse = z.infer<typeof cartResponseSchema>;

/** One element of POST /v1/cart/update. `quantity` 0 with type `set` removes the line. */
export const cartElementSchema = z.object({
  element_id: z.number().int().positive(),
  element_type: z.literal('product_variant'),
  type: z.enum(['product', 'sample']).default('product'),
  quantity: z.number().int().min(0).max(CART_LINE_MAX_QUANTITY),
});
export type CartElement = z.infer<typeof cartElementSchema>;

/**
 * Body of POST /v1/cart/update. `type`: `add` adds the quantities to the lines, `set` sets them
 * (0 removes), `list` replaces the whole cart with `elements`. `elements` is a JSON string
 * (as SPEC 7 sends it) or the array itself. Without `cart_token` a new cart is created.
 */
export const cartUpdateBodySchema = z.object({
  type: z.enum(['add', 'set', 'list']).default('add'),
  cart_token: z.string().min(1).max(64).optional(),
  elements: z.union([z.string().max(20000), z.array(cartElementSchema).max(100)]),
});
export type CartUpdateBody = z.input<typeof cartUpdateBodySchema>;

/**
 * The carriers' names as the shopper reads them, the one mapping every page, e-mail and invoice
 * prints (never a technical name such as `relais_ferme`).
 */
export const CARRIER_LABELS: Readonly<Record<string, string>> = {
  colis: 'Colis à domicile',
  palette: 'Livraison sur palette',
  relais_ferme: 'Relais fermier',
  retrait_magasin: 'Retrait en magasin',
};
export const carrierLabel = (technicalName: string): string => CARRIER_LABELS[technicalName] ?? 'Livraison';

/** Relay farms are offered within this distance of the delivery postcode (a farm 300 km away helps nobody). */
export const RELAY_RADIUS_KM = 50;

/**
 * A relay farm where a heavy parcel can be picked up (carrier `relais_ferme`); the same shape lists
 * the shop's stores for `retrait_magasin` (GET /v1/cart/magasins, `id` is the store page's).
 */
export const relayPointSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  postcode: z.string(),
  city: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  opening_hours: z.string(),
  /** Straight-line distance from the postcode asked for, when one was given. */
  distance_km: z.number().nullable(),
});
export type RelayPoint = z.infer<typeof relayPointSchema>;

const token = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid cart token');
/** JSON booleans, or the strings a form post sends. */
const flag = z.union([z.boolean(), z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')]);

/** Body of POST /v1/cart/recup-chute: turns the off-cut recovery service on or off (professionals). */
export const recupChuteBodySchema = z.object({ cart_token: token, add: flag });
export type RecupChuteBody = z.input<typeof recupChuteBodySchema>;

/** Body of POST /v1/cart/livraison: the carrier (one of `cart.carriers`), and the relay farm for `relais_ferme`. */
export const livraisonBodySchema = z.object({
  cart_token: token,
  carrier_technical_name: z.string().max(40),
  saleplan_id: z.coerce.number().int().positive().max(1000).default(1),
  relay_point_id: z.coerce.number().int().positive().max(2_147_483_647).optional(),
});
export type LivraisonBody = z.input<typeof livraisonBodySchema>;

/** Body of POST /v1/cart/promotion/add. Codes are compared upper-cased. */
export const promotionAddBodySchema = z.object({
  cart_token: token,
  code: z
    .string()
    .trim()
    .min(1, 'field_required')
    .max(40)
    .regex(/^[A-Za-z0-9_-]+$/, 'cart_rule_invalid_code')
    .transform((v) => v.toUpperCase()),
});
export type PromotionAddBody = z.input<typeof promotionAddBodySchema>;
export const promotionRemoveBodySchema = z.object({ cart_token: token });
