import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Env } from '../env';
import { createMailDelivery } from '../mail/delivery';
import { createRecipientLimit } from '../mail/recipient-limit';
import type { CounterQueries } from '../repositories/auth-state';

export type Mailer = {
  /** Delivers what is due now; resolves when done (tests await it). Nothing with JOBS=worker. */
  drain(): Promise<number>;
  /** Starts a drain soon, without waiting (after a request committed a mail). */
  kick(): void;
  /**
   * Counts one e-mail to `to` on a request anyone can make; false past MAIL_PER_RECIPIENT_HOURLY
   * (then send nothing, and answer the same). `within`: the transaction that queues the e-mail, so
   * that a request whose transaction fails (a refused form) spends nothing.
   */
  allows(to: string, within?: CounterQueries): Promise<boolean>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** How often pending and retried messages are picked up, besides the kick after each request. */
const POLL_MS = 5000;

/**
 * Delivers the e-mail outbox (mail/delivery.ts: SMTP, or .eml files) from this process, after each
 * request that wrote a message and every few seconds, unless JOBS=worker: then the worker process
 * sends them through its PostgreSQL job queue (jobs/worker.ts) and this process only writes them.
 */
export default fp<{ env: Env }>(
  async function mailer(app: FastifyInstance, { env }) {
    const delivery = createMailDelivery(env);
    const inline = env.JOBS === 'inline';
    const outbox = app.repos.outbox;
    let running: Promise<number> | null = null;
    let closed = false;

    async function deliverOnce(): Promise<number> {
      let sent = 0;
      for (;;) {
        const batch = await outbox.claim();
        if (!batch.length) return sent;
        for (const row of batch) {
          try {
            await outbox.markSent(row.id, await delivery.deliver(row));
            sent += 1;
          } catch (err) {
            app.log.warn({ err, id: row.id }, 'e-mail delivery failed');
            await outbox.markFailed(row, err instanceof Error ? err.message : String(err));
          }
        }
      }
    }

    const allows = createRecipientLimit(app.repos.authState, env.MAIL_PER_RECIPIENT_HOURLY);

    const mailerApi: Mailer = {
      allows,
      drain() {
        if (closed || !inline) return Promise.resolve(0);
        // One drain at a time per process; a caller during a drain waits for it, then runs its own.
        const previous = running ?? Promise.resolve(0);
        const next = previous.catch(() => 0).then(() => deliverOnce());
        running = next.finally(() => {
          if (running === next) running = null;
        });
        return next;
      },
      kick() {
        if (closed || !inline) return;
        setImmediate(() => void mailerApi.drain().catch((err) => app.log.warn({ err }, 'e-mail drain failed')));
      },
    };
    app.decorate('mailer', mailerApi);

    // JOBS=worker: no polling here, the worker's queue delivers (one sender for N API copies).
    const timer = inline ? setInterval(() => mailerApi.kick(), POLL_MS) : null;
    timer?.unref();
    app.addHook('onClose', async () => {
      closed = true;
      if (timer) clearInterval(timer);
      await running?.catch(() => undefined);
      delivery.close();
    });
  },
  { name: 'mailer', dependencies: ['repositories'] },
);
