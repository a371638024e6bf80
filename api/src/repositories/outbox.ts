import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema/index';
import type { MailContent } from '../mail/templates';

export type Queryable = Pick<Db, 'insert'>;
export type OutboxRow = typeof emailOutbox.$inferSelect;

/** Attempts before a message is left as `failed` for a person to look at. */
const MAX_ATTEMPTS = 5;

/**
 * The e-mail outbox. `enqueue` runs inside the caller's transaction, so a mail exists exactly when
 * what caused it was committed; delivery happens later, outside any request.
 */
export function createOutboxRepository(db: Db) {
  return {
    async enqueue(q: Queryable, mail: MailContent): Promise<void> {
      await q.insert(emailOutbox).values(mail);
    },

    /** Claims up to `limit` pending messages (SKIP LOCKED: replicas never send one twice). */
    async claim(limit = 20): Promise<OutboxRow[]> {
      const ids = await db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(eq(emailOutbox.status, 'pending'))
        .orderBy(asc(emailOutbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      const list = ids.map((r) => r.id);
      if (!list.length) return [];
      return db
        .update(emailOutbox)
        .set({ status: 'sending', attempts: sql`${emailOutbox.attempts} + 1` })
        .where(and(inArray(emailOutbox.id, list), eq(emailOutbox.status, 'pending')))
        .returning();
    },

    async markSent(id: number, deliveredTo: string): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ status: 'sent', deliveredTo, sentAt: sql`now()`, lastError: null })
        .where(eq(emailOutbox.id, id));
    },

    async markFailed(row: OutboxRow, error: string): Promise<void> {
      const status = row.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending';
      await db
        .update(emailOutbox)
        .set({ status, lastError: error.slice(0, 500) })
        .where(eq(emailOutbox.id, row.id));
    },

    /** Messages sent to an address, oldest first (tests and support read the outbox). */
    async to(address: string): Promise<OutboxRow[]> {
      return db
        .select()
        .from(emailOutbox)
        .where(eq(emailOutbox.to, address.toLowerCase()))
        .orderBy(asc(emailOutbox.id));
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
