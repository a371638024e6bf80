import { DRAIN_TIMEOUT_MS } from '@arbora/server-kit/graceful-shutdown';
import Fastify from 'fastify';
import { parseEnv } from './env';
import { startJobWorker } from './jobs/worker';
import { loggerOptions } from './lib/log-redaction';

/**
 * `npm run worker`: sends the outboxes (ERP pushes, e-mails) through the PostgreSQL job queue
 * (jobs/worker.ts). Run one or more beside API processes started with JOBS=worker; it needs the
 * same DATABASE_URL, ERP_URL, SMTP_* and MAIL_FROM (and DATA_DIR for .eml files without SMTP).
 */
const env = parseEnv();
// Fastify's logger: the same JSON lines and redactions as the API's.
const { log } = Fastify({ logger: loggerOptions(env.LOG_LEVEL) });
if (!env.DATABASE_URL) {
  log.error('the worker needs DATABASE_URL (PostgreSQL): with the embedded database, the API sends (JOBS=inline)');
  process.exit(1);
}

const worker = await startJobWorker({ env, log });
log.info('worker started');

// A supervisor's SIGTERM: stop fetching, finish the running jobs within the servers' drain budget
// (compose's stop_grace_period exceeds it), then exit. A job cut short by a crash or by that budget
// is retried once JOB_TIMEOUT_SECONDS have passed.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    log.info({ signal }, 'worker stopping');
    worker.stop(DRAIN_TIMEOUT_MS).then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, 'worker stop failed');
        process.exit(1);
      },
    );
  });
}
