import { and, asc, eq, inArray, lte, notInArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../db/client';
import { emailOutbox } from '../db/schema/index';
import type { MailContent } from '../mail/templates';

export type Queryable = Pick<Db, 'insert'>;
export type OutboxRow = typeof emailOutbox.$inferSelect;

/** Attempts before a message is left as `failed` for a person to look at. */
export const MAIL_MAX_ATTEMPTS = 5;

/** Back-off after a failed delivery: 10 s, 20 s, 40 s… */
export const mailBackoffSeconds = (attempts: number) => Math.min(10 * 2 ** Math.max(attempts - 1, 0), 3600);

/** How long a sender holds the messages it claimed; past it, a sender that died gives them back. */
export const MAIL_LEASE_SECONDS = 120;

const inSeconds = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** Not sent nor given up, and due: past its back-off, or past the lease of a sender that died. */
const due = and(notInArray(emailOutbox.status, ['sent', 'failed']), lte(emailOutbox.nextAttemptAt, sql`now()`))!;

/**
 * The e-mail outbox. `enqueue` runs inside the caller's transaction, so a mail exists exactly when
 * what caused it was committed; delivery happens later, outside any request.
 */
export function createOutboxRepository(db: Db) {
  async function claimWhere(
    where: SQL,
    limit: number,
    status: 'sending' | 'queued',
    leaseSeconds: number,
    attempt: boolean,
  ): Promise<OutboxRow[]> {
    const ids = db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(where)
      .orderBy(asc(emailOutbox.id))
      .limit(limit)
      .for('update', { skipLocked: true });
    return db
      .update(emailOutbox)
      .set({
        status,
        nextAttemptAt: inSeconds(leaseSeconds),
        ...(attempt ? { attempts: sql`${emailOutbox.attempts} + 1` } : {}),
      })
      .where(and(inArray(emailOutbox.id, ids), where))
      .returning();
  }

  return {
    async enqueue(q: Queryable, mail: MailContent): Promise<void> {
      await q.insert(emailOutbox).values(mail);
    },

    /**
     * Claims up to `limit` due messages in one statement (FOR UPDATE SKIP LOCKED: replicas never
     * send one twice), counting the attempt, for MAIL_LEASE_SECONDS.
     */
    async claim(limit = 20): Promise<OutboxRow[]> {
      return claimWhere(due, limit, 'sending', MAIL_LEASE_SECONDS, true);
    },

    /**
     * The relay's step (worker mode): due messages handed to the job queue, `queued` until
     * `horizonSeconds`. Run it on the connection whose transaction inserts their jobs.
     */
    async queueDue(horizonSeconds: number, limit = 100): Promise<number[]> {
      return (await claimWhere(due, limit, 'queued', horizonSeconds, false)).map((row) => row.id);
    },

    /** One queued message for its job; `done` when sent or given up, `busy` while another sender holds it. */
    async claimForJob(
      id: number,
      leaseSeconds: number,
    ): Promise<{ state: 'claimed'; row: OutboxRow } | { state: 'done' | 'busy' }> {
      const where = and(
        eq(emailOutbox.id, id),
        or(
          inArray(emailOutbox.status, ['queued', 'pending']),
          and(eq(emailOutbox.status, 'sending'), lte(emailOutbox.nextAttemptAt, sql`now()`)),
        ),
      )!;
      const [row] = await claimWhere(where, 1, 'sending', leaseSeconds, true);
      if (row) return { state: 'claimed', row };
      const [current] = await db.select({ status: emailOutbox.status }).from(emailOutbox).where(eq(emailOutbox.id, id));
      return { state: !current || current.status === 'sent' || current.status === 'failed' ? 'done' : 'busy' };
    },

    async markSent(id: number, deliveredTo: string): Promise<void> {
      await db
        .update(emailOutbox)
        .set({ status: 'sent', deliveredTo, sentAt: sql`now()`, lastError: null })
        .where(eq(emailOutbox.id, id));
    },

    /**
     * A failed delivery: `failed` once MAIL_MAX_ATTEMPTS are spent, else due again after the
     * back-off (`queued` when its job retries it). Answers whether it was given up.
     */
    async markFailed(row: OutboxRow, error: string, retryStatus: 'pending' | 'queued' = 'pending'): Promise<boolean> {
      const givenUp = row.attempts >= MAIL_MAX_ATTEMPTS;
      await db
        .update(emailOutbox)
        .set({
          status: givenUp ? 'failed' : retryStatus,
          lastError: error.slice(0, 500),
          nextAttemptAt: inSeconds(mailBackoffSeconds(row.attempts)),
        })
        .where(eq(emailOutbox.id, row.id));
      return givenUp;
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
