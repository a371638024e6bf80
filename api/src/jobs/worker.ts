import { drizzle } from 'drizzle-orm/node-postgres';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client';
import { openDatabase } from '../db/client';
import * as schema from '../db/schema/index';
import type { Env } from '../env';
import { createHttpErp, createSandboxErp, pushWithin } from '../erp/erp';
import type { ErpAdapter } from '../erp/erp';
import { createMailDelivery } from '../mail/delivery';
import { createErpOutboxRepository, erpBackoffSeconds, erpEvent } from '../repositories/erp-outbox';
import { createOutboxRepository, MAIL_MAX_ATTEMPTS } from '../repositories/outbox';

/** The pg-boss queues: one job per outbox row, `{ outboxId }`. */
export const ERP_QUEUE = 'erp-push';
export const MAIL_QUEUE = 'email-send';

type OutboxJob = { outboxId: number };

/** Retries of one ERP job (with back-off); past them the row goes back to the outbox for later. */
const ERP_RETRY_LIMIT = 8;

/**
 * How long a row stays `queued` for its job: past every retry of the job (delays doubling from
 * JOB_RETRY_DELAY_SECONDS, each try up to JOB_TIMEOUT_SECONDS). Only a job lost for good (its
 * last try's worker died) leaves a row to wait that long before the relay queues it again.
 */
const queuedHorizonSeconds = (env: Pick<Env, 'JOB_RETRY_DELAY_SECONDS' | 'JOB_TIMEOUT_SECONDS'>) =>
  env.JOB_RETRY_DELAY_SECONDS * 2 ** (ERP_RETRY_LIMIT + 1) + env.JOB_TIMEOUT_SECONDS * (ERP_RETRY_LIMIT + 2);

export type JobWorkerOptions = {
  env: Env;
  log: FastifyBaseLogger;
  /** The ERP to push to; default from ERP_URL (else the in-process sandbox, which keeps nothing). */
  erp?: ErpAdapter;
  /** How often the relay moves due outbox rows into the queue. */
  relayIntervalMs?: number;
  /** pg-boss's maintenance (among others: failing jobs past their timeout, so they are retried). */
  maintenanceIntervalSeconds?: number;
};

export type JobWorker = {
  boss: PgBoss;
  /** Moves the due outbox rows into the queue now; answers how many jobs it made. */
  relay(): Promise<number>;
  /** Stops fetching, lets running jobs finish (up to `timeoutMs`), closes everything. */
  stop(timeoutMs?: number): Promise<void>;
};

/**
 * The worker process's work (issue 37 point 3), on PostgreSQL only. The outboxes stay the source
 * of truth, written in the transactions that caused them; a relay moves their due rows into
 * pg-boss jobs in one transaction (a row is `queued` exactly when its job exists), and pg-boss
 * hands each job to one worker (SKIP LOCKED), retries a failed one with back-off, and retries one
 * whose worker died once JOB_TIMEOUT_SECONDS have passed. A job claims its row again before
 * sending (the API may be pushing a new order's events in its request), and the ERP receives the
 * event's id as `Idempotency-Key`: a retry after a crash that followed the ERP's answer is the
 * same event to it.
 */
export async function startJobWorker(opts: JobWorkerOptions): Promise<JobWorker> {
  const { env, log } = opts;
  if (!env.DATABASE_URL) throw new Error('The worker needs DATABASE_URL (PostgreSQL)');
  const databaseUrl = env.DATABASE_URL;
  const database: Database = await openDatabase({ databaseUrl, dataDir: env.DATA_DIR });
  // The API migrates too; whichever starts first does it, under the same lock.
  await database.migrateAndSeed(async () => undefined);
  const erpOutbox = createErpOutboxRepository(database.db);
  const mailOutbox = createOutboxRepository(database.db);
  const delivery = createMailDelivery(env);
  const erp = opts.erp ?? (env.ERP_URL ? createHttpErp(env.ERP_URL) : createSandboxErp());
  const lease = env.JOB_TIMEOUT_SECONDS;

  const boss = new PgBoss({
    connectionString: databaseUrl,
    max: 4,
    maintenanceIntervalSeconds: opts.maintenanceIntervalSeconds ?? Math.min(60, env.JOB_TIMEOUT_SECONDS),
  });
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  await boss.start();
  const jobOptions = {
    retryDelay: env.JOB_RETRY_DELAY_SECONDS,
    retryBackoff: true,
    expireInSeconds: env.JOB_TIMEOUT_SECONDS,
  };
  for (const [name, retryLimit] of [
    [ERP_QUEUE, ERP_RETRY_LIMIT],
    [MAIL_QUEUE, MAIL_MAX_ATTEMPTS - 1],
  ] as const) {
    // Idempotent (ON CONFLICT DO NOTHING); a second worker starting at once may still race.
    if (!(await boss.getQueue(name))) await boss.createQueue(name, { name, retryLimit, ...jobOptions }).catch(() => 0);
  }

  const workerIds = [
    await boss.work<OutboxJob>(ERP_QUEUE, { includeMetadata: true, pollingIntervalSeconds: 1 }, async ([job]) => {
      if (!job) return;
      const claim = await erpOutbox.claimForJob(job.data.outboxId, lease);
      if (claim.state !== 'claimed') {
        if (claim.state === 'done') return;
        throw new Error('ERP event held by another sender');
      }
      const { item } = claim;
      try {
        await pushWithin(erp, erpEvent(item));
        await erpOutbox.sent(item);
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const last = job.retryCount >= job.retryLimit;
        // Retried by this job (the row stays queued), or, past its retries, by a later one.
        await erpOutbox.failed(
          item.id,
          message,
          last ? erpBackoffSeconds(item.attempts + 1) : queuedHorizonSeconds(env),
          last ? 'pending' : 'queued',
        );
        log.warn({ err, outboxId: item.id, retry: job.retryCount }, 'ERP push failed');
        throw err;
      }
    }),
    await boss.work<OutboxJob>(MAIL_QUEUE, { pollingIntervalSeconds: 1 }, async ([job]) => {
      if (!job) return;
      const claim = await mailOutbox.claimForJob(job.data.outboxId, lease);
      if (claim.state !== 'claimed') {
        if (claim.state === 'done') return;
        throw new Error('e-mail held by another sender');
      }
      const { row } = claim;
      try {
        await mailOutbox.markSent(row.id, await delivery.deliver(row));
      } catch (err) {
        const givenUp = await mailOutbox.markFailed(row, err instanceof Error ? err.message : String(err), 'queued');
        log.warn({ err, outboxId: row.id, givenUp }, 'e-mail delivery failed');
        // Given up (status failed, for a person to look at): nothing left for the queue to retry.
        if (!givenUp) throw err;
      }
    }),
  ];

  const relayPool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  relayPool.on('error', (err) => log.warn({ err }, 'relay connection lost'));
  const horizon = queuedHorizonSeconds(env);

  async function relay(): Promise<number> {
    const client = await relayPool.connect();
    try {
      await client.query('begin');
      const tx = drizzle(client, { schema }) as unknown as Db;
      const erpIds = await createErpOutboxRepository(tx).queueDue(horizon);
      const mailIds = await createOutboxRepository(tx).queueDue(horizon);
      const jobs = [
        ...erpIds.map((outboxId) => ({ name: ERP_QUEUE, data: { outboxId }, retryLimit: ERP_RETRY_LIMIT })),
        ...mailIds.map((outboxId) => ({ name: MAIL_QUEUE, data: { outboxId }, retryLimit: MAIL_MAX_ATTEMPTS - 1 })),
      ].map((job) => ({ ...job, ...jobOptions }));
      // The jobs are inserted on this transaction's connection: committed with the rows' `queued`.
      if (jobs.length) await boss.insert(jobs, { db: { executeSql: (text, values) => client.query(text, values) } });
      await client.query('commit');
      if (jobs.length) for (const id of workerIds) boss.notifyWorker(id);
      return jobs.length;
    } catch (err) {
      await client.query('rollback').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  let relaying: Promise<unknown> = Promise.resolve();
  const timer = setInterval(() => {
    relaying = relay().catch((err) => log.warn({ err }, 'outbox relay failed'));
  }, opts.relayIntervalMs ?? 1000);

  return {
    boss,
    relay,
    async stop(timeoutMs = 30_000) {
      clearInterval(timer);
      await relaying;
      await boss.stop({ graceful: true, wait: true, timeout: timeoutMs });
      await relayPool.end();
      delivery.close();
      await database.close();
    },
  };
}
