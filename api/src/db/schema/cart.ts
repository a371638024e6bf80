import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  doublePrecision,
} from 'drizzle-orm/pg-core';
import { customers } from './account';
import { productVariants } from './catalogue';
import { sites } from './site';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Promotion codes (cart rules). Amounts are money integers; `value` is a percent for `percent`. */
export const promotions = pgTable('promotions', {
  id: serial('id').primaryKey(),
  siteId: integer('site_id')
    .notNull()
    .references(() => sites.id),
  /** Upper-cased code as typed by the shopper. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  kind: text('kind').notNull().$type<'percent' | 'amount' | 'free_shipping'>(),
  value: integer('value').notNull(),
  /** Minimum products subtotal TTC for the cart to be eligible. */
  minSubtotalTtc: integer('min_subtotal_ttc').notNull().default(0),
  startsAt: ts('starts_at').notNull(),
  endsAt: ts('ends_at').notNull(),
  /** A first-order code (the welcome code): refused once an order of the customer carries it. */
  oncePerCustomer: boolean('once_per_customer').notNull().default(false),
});

/** Relay farms where heavy parcels can be picked up (carrier `relais_ferme`). */
export const relayPoints = pgTable('relay_points', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  postcode: text('postcode').notNull(),
  city: text('city').notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
  openingHours: text('opening_hours').notNull(),
});

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull().unique(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** Null for a guest cart; set at login (or on the first call with a bearer token). */
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    /** `ordered` once validated: the token then reads as a new empty cart. */
    /** `merged`: emptied into another cart at login; its token stays spent. */
    status: text('status').notNull().$type<'open' | 'ordered' | 'merged'>().default('open'),
    recupChute: boolean('recup_chute').notNull().default(false),
    carrier: text('carrier'),
    relayPointId: integer('relay_point_id').references(() => relayPoints.id),
    promotionId: integer('promotion_id').references(() => promotions.id),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [index('carts_customer_idx').on(t.customerId, t.status)],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id),
    type: text('type').notNull().$type<'product' | 'sample'>(),
    quantity: integer('quantity').notNull(),
    isRecupChute: boolean('is_recup_chute').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('cart_lines_cart_variant_type_uq').on(t.cartId, t.variantId, t.type),
    index('cart_lines_cart_idx').on(t.cartId),
  ],
);
