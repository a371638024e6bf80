import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sites } from './site';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A shop account: the login identity (e-mail, argon2id hash, status) and the customer profile in
 * one row. The API answers them as two objects (`user`, `customer`, SPEC 3 login response).
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** Lower-cased e-mail; the login name. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    status: text('status').notNull().$type<'pending' | 'active' | 'disabled'>(),
    civility: text('civility').$type<'M' | 'Mme'>(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    phone: text('phone').notNull().default(''),
    isPro: boolean('is_pro').notNull().default(false),
    companyName: text('company_name'),
    siret: text('siret'),
    /**
     * A professional's SIRET: `verified` when the company registry confirmed it at signup,
     * `pending` when it did not (the account exists, « en attente de vérification », until someone
     * checks the company); null for a private customer.
     */
    siretStatus: text('siret_status').$type<'verified' | 'pending'>(),
    jobFunction: text('job_function'),
    newsletter: boolean('newsletter').notNull().default(false),
    /** Tokens issued before this instant (epoch seconds) are refused: set by a password change. */
    tokensValidAfter: integer('tokens_valid_after').notNull().default(0),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    activatedAt: ts('activated_at'),
  },
  (t) => [uniqueIndex('customers_site_email_uq').on(t.siteId, t.email)],
);

/** Single-use e-mailed tokens (activation, password reset); only their SHA-256 is stored. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().$type<'activation' | 'reset'>(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('account_tokens_customer_idx').on(t.customerId, t.kind)],
);

/**
 * JWT ids that may no longer be used: `logout` (blacklisted) or `refreshed` (an expired token
 * already traded for a new one). Kept until the token's refresh window ends.
 */
export const revokedTokens = pgTable('revoked_tokens', {
  jti: text('jti').primaryKey(),
  reason: text('reason').notNull().$type<'logout' | 'refreshed'>(),
  revokedAt: ts('revoked_at').notNull().defaultNow(),
  expiresAt: ts('expires_at').notNull(),
});

/** Failed logins per account name (known or not, so the limit reveals nothing) in a sliding window. */
/**
 * Counters of failed logins and reset e-mails, one row per key (account name, account and address,
 * customer). Past the free allowance each further try must wait until `next_allowed_at`, a delay
 * that doubles with every failure (never a fixed lock an attacker could keep renewing for free).
 */
export const loginAttempts = pgTable('login_attempts', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  windowStart: ts('window_start').notNull(),
  nextAllowedAt: ts('next_allowed_at').notNull().defaultNow(),
});

export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    label: text('label').notNull().default(''),
    civility: text('civility').$type<'M' | 'Mme'>(),
    firstname: text('firstname').notNull(),
    lastname: text('lastname').notNull(),
    company: text('company').notNull().default(''),
    street: text('street').notNull(),
    streetComplement: text('street_complement').notNull().default(''),
    postcode: text('postcode').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull().default('FR'),
    phone: text('phone').notNull().default(''),
    isDeliveryDefault: boolean('is_delivery_default').notNull().default(false),
    isInvoiceDefault: boolean('is_invoice_default').notNull().default(false),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('addresses_customer_idx').on(t.customerId),
    // At most one default delivery and one default invoice address per customer, enforced by the database.
    uniqueIndex('addresses_delivery_default_uq')
      .on(t.customerId)
      .where(sql`${t.isDeliveryDefault}`),
    uniqueIndex('addresses_invoice_default_uq')
      .on(t.customerId)
      .where(sql`${t.isInvoiceDefault}`),
  ],
);

/** The company registry SIRETs are checked against (a seeded extract of the SIRENE register). */
export const companyRegistry = pgTable('company_registry', {
  siret: text('siret').primaryKey(),
  name: text('name').notNull(),
  address: text('address').notNull(),
  postcode: text('postcode').notNull(),
  city: text('city').notNull(),
  active: boolean('active').notNull().default(true),
});

/** Outgoing e-mail, written in the same transaction as what caused it, delivered by a worker. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /**
     * The Reply-To mailbox, or null: on the team's e-mail of a form, the visitor who sent it
     * (`"Léa Martin" <lea@exemple.fr>`, mail/reply-to.ts), so « Répondre » writes back to them.
     */
    replyTo: text('reply_to'),
    status: text('status').notNull().$type<'pending' | 'queued' | 'sending' | 'sent' | 'failed'>().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * When a row not sent may be taken (again): the back-off after a failure, or the end of the
     * lease of a sender (`sending`, `queued`) that may have died (repositories/outbox.ts).
     */
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    /** Where it went: `smtp` or the path of the .eml file. */
    deliveredTo: text('delivered_to'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('email_outbox_pending_idx').on(t.status, t.id)],
);

/** Secrets generated once per database (JWT, payment sandbox) when the environment gives none. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});
