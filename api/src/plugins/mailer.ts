import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Env } from '../env';
import { createRecipientLimit } from '../mail/recipient-limit';

export type Mailer = {
  /** Delivers what is pending now; resolves when done (tests await it). */
  drain(): Promise<number>;
  /** Starts a drain soon, without waiting (after a request committed a mail). */
  kick(): void;
  /**
   * Counts one e-mail to `to` on a request anyone can make; false past MAIL_PER_RECIPIENT_HOURLY
   * (then send nothing, and answer the same).
   */
  allows(to: string): Promise<boolean>;
};

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** How often pending and retried messages are picked up, besides the kick after each request. */
const POLL_MS = 5000;

/**
 * Delivers the e-mail outbox: through SMTP when SMTP_HOST is set (Mailpit in docker-compose),
 * otherwise as .eml files under DATA_DIR/mail that any mail client opens.
 */
export default fp<{ env: Env }>(
  async function mailer(app: FastifyInstance, { env }) {
    const smtp: Transporter | null = env.SMTP_HOST
      ? nodemailer.createTransport({
          host: env.SMTP_HOST,
          port: env.SMTP_PORT,
          secure: env.SMTP_PORT === 465,
          ...(env.SMTP_USER ? { auth: { user: env.SMTP_USER, pass: env.SMTP_PASSWORD ?? '' } } : {}),
        })
      : null;
    const files = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    const mailDir = path.join(env.DATA_DIR, 'mail');
    const outbox = app.repos.outbox;
    let running: Promise<number> | null = null;
    let closed = false;

    async function deliverOnce(): Promise<number> {
      let sent = 0;
      for (;;) {
        const batch = await outbox.claim();
        if (!batch.length) return sent;
        for (const row of batch) {
          const message = { from: env.MAIL_FROM, to: row.to, subject: row.subject, text: row.text, html: row.html };
          try {
            if (smtp) {
              await smtp.sendMail(message);
              await outbox.markSent(row.id, 'smtp');
            } else {
              const info = await files.sendMail(message);
              mkdirSync(mailDir, { recursive: true });
              const file = path.join(mailDir, `${String(row.id).padStart(6, '0')}-${row.kind}.eml`);
              writeFileSync(file, info.message as Buffer);
              await outbox.markSent(row.id, file);
            }
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
        if (closed) return Promise.resolve(0);
        // One drain at a time per process; a caller during a drain waits for it, then runs its own.
        const previous = running ?? Promise.resolve(0);
        const next = previous.catch(() => 0).then(() => deliverOnce());
        running = next.finally(() => {
          if (running === next) running = null;
        });
        return next;
      },
      kick() {
        if (closed) return;
        setImmediate(() => void mailerApi.drain().catch((err) => app.log.warn({ err }, 'e-mail drain failed')));
      },
    };
    app.decorate('mailer', mailerApi);

    const timer = setInterval(() => mailerApi.kick(), POLL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      await running?.catch(() => undefined);
      smtp?.close();
    });
  },
  { name: 'mailer', dependencies: ['repositories'] },
);
