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
  doublePrecision,
} from 'drizzle-orm/pg-core';
import type { Image, Metas, Paragraph, PageLocation, Push } from '@arbora/shared/schemas';
import { sites } from './site';

export type TocEntry = { anchor: string; label: string; level: number };

export const tags = pgTable(
  'tags',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    technicalName: text('technical_name').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('tags_type_name_uq').on(t.type, t.technicalName)],
);

/**
 * CMS pages of every family (SPEC 2.4). `content` is stored as authored and sanitized when
 * served. Presentation-only structures (covers, metas, paragraphs, ...) are JSONB; everything
 * that is filtered or joined on is a column.
 */
export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    line: text('line').notNull().$type<'composite' | 'ocelia'>(),
    type: text('type').notNull(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    text: text('text').notNull(),
    content: text('content').notNull(),
    status: text('status').notNull().$type<'published' | 'draft'>(),
    promoted: boolean('promoted').notNull().default(false),
    publicationDate: timestamp('publication_date', { withTimezone: true, mode: 'date' }).notNull(),
    parentId: integer('parent_id'),
    position: integer('position').notNull().default(0),
    author: text('author'),
    authorRole: text('author_role'),
    place: text('place'),
    price: integer('price'),
    rating: integer('rating'),
    readingMinutes: integer('reading_minutes'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    location: jsonb('location').$type<PageLocation>(),
    covers: jsonb('covers').$type<Image[]>().notNull(),
    coversMobile: jsonb('covers_mobile').$type<Image[]>().notNull(),
    metas: jsonb('metas').$type<Metas>().notNull(),
    paragraphs: jsonb('paragraphs').$type<Paragraph[]>().notNull(),
    toc: jsonb('toc').$type<TocEntry[]>().notNull(),
    push: jsonb('push').$type<Push[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('pages_site_slug_uq').on(t.siteId, t.slug),
    index('pages_listing_idx').on(t.siteId, t.type, t.status, t.publicationDate),
    index('pages_parent_idx').on(t.parentId),
  ],
);

export const pageTags = pgTable(
  'page_tags',
  {
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.pageId, t.tagId] }), index('page_tags_tag_idx').on(t.tagId)],
);
