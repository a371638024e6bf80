import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What seeded this database: one row per part of the seed (`structure`, `copy`), with the digest of what
 * that part writes (seed/version.ts). At start the API compares them with the code's: a database
 * seeded by an older seed has its copy refreshed in place, or is told about.
 */
export const seedState = pgTable('seed_state', {
  part: text('part').primaryKey(),
  digest: text('digest').notNull(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
});
