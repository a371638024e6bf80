import { date, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { customers } from './account';

/** A customer's construction site (chantier) and the documents issued for it. */
export const constructionSites = pgTable(
  'construction_sites',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    slug: text('slug').notNull(),
    label: text('label').notNull(),
    description: text('description').notNull(),
    address: text('address').notNull(),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    status: text('status').notNull().$type<'planned' | 'in_progress' | 'done'>(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
  },
  (t) => [uniqueIndex('construction_sites_customer_slug_uq').on(t.customerId, t.slug)],
);

export type DocumentLine = { label: string; quantity: number; unit_ht: number };

export const constructionDocuments = pgTable(
  'construction_documents',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => constructionSites.id, { onDelete: 'cascade' }),
    /** `devis`, `facture`, `bon-livraison` or `plan`: the `{a}` of the document URL. */
    kind: text('kind').notNull().$type<'devis' | 'facture' | 'bon-livraison' | 'plan'>(),
    /** The document number: the `{b}` of the document URL. */
    number: text('number').notNull(),
    title: text('title').notNull(),
    issuedOn: date('issued_on').notNull(),
    lines: jsonb('lines').$type<DocumentLine[]>().notNull(),
  },
  (t) => [
    uniqueIndex('construction_documents_site_kind_number_uq').on(t.siteId, t.kind, t.number),
    index('construction_documents_site_idx').on(t.siteId),
  ],
);
