import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { productVariants } from './catalogue';
import { sites } from './site';

export const carts = pgTable('carts', {
  id: serial('id').primaryKey(),
  token: text('token').notNull().unique(),
  siteId: integer('site_id').notNull().references(() => sites.id),
  recupChute: boolean('recup_chute').notNull().default(false),
  carrier: text('carrier'),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

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
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_lines_cart_variant_type_uq').on(t.cartId, t.variantId, t.type), index('cart_lines_cart_idx').on(t.cartId)],
);
