import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { Faq, Image, Metas, Paragraph, Push } from '@arbora/shared/schemas';
import { pages } from './content';
import { sites } from './site';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    line: text('line').notNull().$type<'composite' | 'ocelia'>(),
    parentId: integer('parent_id'),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    shortText: text('short_text').notNull(),
    content: text('content').notNull(),
    position: integer('position').notNull(),
    featured: boolean('featured').notNull().default(false),
    cover: jsonb('cover').$type<Image>(),
    coverMobile: jsonb('cover_mobile').$type<Image>(),
    coverLink: text('cover_link'),
    metas: jsonb('metas').$type<Metas>().notNull(),
    pushes: jsonb('pushes').$type<Push[]>().notNull(),
    faqs: jsonb('faqs').$type<Faq[]>().notNull(),
    /** Attribute technical names offered as filters on this category's listing. */
    filterAttributes: jsonb('filter_attributes').$type<string[]>().notNull(),
  },
  (t) => [uniqueIndex('categories_site_slug_uq').on(t.siteId, t.slug), index('categories_parent_idx').on(t.parentId)],
);

/** Realisations and advice articles shown on a category page. */
export const categoryPages = pgTable(
  'category_pages',
  {
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    role: text('role').notNull().$type<'realisation' | 'article'>(),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.pageId, t.role] })],
);

/** Attribute definitions: label, kind, unit, and whether listings facet on them. */
export const attributeDefs = pgTable('attribute_defs', {
  technicalName: text('technical_name').primaryKey(),
  name: text('name').notNull(),
  type: text('type').notNull().$type<'text' | 'number' | 'select' | 'color' | 'boolean'>(),
  unit: text('unit'),
  filterable: boolean('filterable').notNull(),
  position: integer('position').notNull(),
});

export const colors = pgTable('colors', {
  technicalName: text('technical_name').primaryKey(),
  name: text('name').notNull(),
  hex: text('hex').notNull(),
});

export type ProductAttributeValue = { technical_name: string; value: string };

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    line: text('line').notNull().$type<'composite' | 'ocelia'>(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    reference: text('reference').notNull().unique(),
    type: text('type').notNull(),
    shortText: text('short_text').notNull(),
    position: integer('position').notNull(),
    featured: boolean('featured').notNull().default(false),
    taxRate: integer('tax_rate').notNull(),
    /** Made to the customer's specifications (cut to size): no withdrawal right (C. conso L221-28, 3°). */
    madeToMeasure: boolean('made_to_measure').notNull().default(false),
    cover: jsonb('cover').$type<Image>().notNull(),
    /** Attributes shared by every variant (material, warranty, ...). */
    attributes: jsonb('attributes').$type<ProductAttributeValue[]>().notNull(),
    pageParagraphs: jsonb('page_paragraphs').$type<Paragraph[]>().notNull(),
    productParagraphs: jsonb('product_paragraphs').$type<Paragraph[]>().notNull(),
    faqParagraphs: jsonb('faq_paragraphs').$type<Faq[]>().notNull(),
    pushParagraphs: jsonb('push_paragraphs').$type<Push[]>().notNull(),
    metas: jsonb('metas').$type<Metas>().notNull(),
    ratingAverage: integer('rating_average_x10').notNull(),
    ratingCount: integer('rating_count').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [uniqueIndex('products_site_slug_uq').on(t.siteId, t.slug)],
);

export const productCategories = pgTable(
  'product_categories',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.categoryId] }), index('product_categories_cat_idx').on(t.categoryId)],
);

export const productRelated = pgTable(
  'product_related',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    relatedId: integer('related_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.relatedId] })],
);

/** Sellable variants. Prices are money integers (× 10000); `price_ttc` is the reference price. */
export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    reference: text('reference').notNull().unique(),
    name: text('name').notNull(),
    priceHt: integer('price_ht').notNull(),
    priceTtc: integer('price_ttc').notNull(),
    ecotaxHt: integer('ecotax_ht').notNull(),
    ecotaxTtc: integer('ecotax_ttc').notNull(),
    lengthMm: integer('length_mm'),
    stock: integer('stock').notNull(),
    weightG: integer('weight_g').notNull(),
    color: text('color').references(() => colors.technicalName),
    isDefault: boolean('is_default').notNull(),
    position: integer('position').notNull(),
    cover: jsonb('cover').$type<Image>().notNull(),
  },
  (t) => [index('product_variants_product_idx').on(t.productId)],
);

/** One row per (variant, attribute): what facet counts group by. */
export const variantAttributes = pgTable(
  'variant_attributes',
  {
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    technicalName: text('technical_name')
      .notNull()
      .references(() => attributeDefs.technicalName),
    value: text('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.variantId, t.technicalName] }),
    index('variant_attributes_name_value_idx').on(t.technicalName, t.value),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    author: text('author').notNull(),
    rating: integer('rating').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    status: text('status').notNull().$type<'approved' | 'pending' | 'rejected'>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('reviews_product_idx').on(t.productId, t.status)],
);
