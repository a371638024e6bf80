import { boolean, integer, jsonb, pgTable, serial, text, uniqueIndex, index } from 'drizzle-orm/pg-core';
import type { SalesPlan } from '@arbora/shared/schemas';

export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  label: text('label').notNull(),
  identifier: text('identifier').notNull(),
  domain: text('domain').notNull().unique(),
  languages: jsonb('languages').$type<string[]>().notNull(),
  currency: text('currency').notNull(),
  salesplans: jsonb('salesplans').$type<SalesPlan[]>().notNull(),
});

export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    technicalName: text('technical_name').notNull(),
    label: text('label').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('menus_site_name_uq').on(t.siteId, t.technicalName)],
);

export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id'),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    url: text('url').notNull(),
    external: boolean('external').notNull().default(false),
  },
  (t) => [index('menu_items_menu_idx').on(t.menuId)],
);

export const settings = pgTable(
  'settings',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    technicalName: text('technical_name').notNull(),
    name: text('name').notNull(),
    value: text('value').notNull(),
    type: text('type').notNull().$type<'text' | 'url' | 'email' | 'phone' | 'money' | 'number' | 'boolean'>(),
  },
  (t) => [uniqueIndex('settings_site_name_uq').on(t.siteId, t.technicalName)],
);

export const redirections = pgTable(
  'redirections',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    source: text('source').notNull(),
    target: text('target').notNull(),
    status: integer('status').notNull().$type<301 | 302>(),
    external: boolean('external').notNull().default(false),
  },
  (t) => [uniqueIndex('redirections_site_source_uq').on(t.siteId, t.source)],
);
