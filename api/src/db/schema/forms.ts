import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Every form sent through POST /v1/forms/send, as validated (the raw body is never stored). */
export const formSubmissions = pgTable(
  'form_submissions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id').notNull(),
    form: text('form').notNull(),
    /** Lower-cased e-mail of the sender, when the form has one. */
    email: text('email'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('form_submissions_form_idx').on(t.form, t.createdAt),
    // One contest entry per e-mail address.
    uniqueIndex('form_submissions_contest_email_uq')
      .on(t.email)
      .where(sql`${t.form} = 'jeu-concours'`),
  ],
);

/** Files attached to a submission, stored under DATA_DIR/uploads (outside any web root). */
export const formUploads = pgTable('form_uploads', {
  id: serial('id').primaryKey(),
  submissionId: integer('submission_id')
    .notNull()
    .references(() => formSubmissions.id, { onDelete: 'cascade' }),
  field: text('field').notNull(),
  originalName: text('original_name').notNull(),
  storedPath: text('stored_path').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
});
