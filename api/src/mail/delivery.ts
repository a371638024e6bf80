import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Env } from '../env';
import type { OutboxRow } from '../repositories/outbox';
import { parseReplyTo } from './reply-to';

export type MailDelivery = {
  /** Sends one outbox message; answers where it went (`smtp` or the .eml file), throws on failure. */
  deliver(row: OutboxRow): Promise<string>;
  close(): void;
};

/**
 * How the outbox's messages leave, in the API (JOBS=inline) or the worker alike: through SMTP when
 * SMTP_HOST is set (Mailpit in docker-compose), otherwise as .eml files under DATA_DIR/mail that
 * any mail client opens.
 */
export function createMailDelivery(
  env: Pick<Env, 'SMTP_HOST' | 'SMTP_PORT' | 'SMTP_USER' | 'SMTP_PASSWORD' | 'MAIL_FROM' | 'DATA_DIR'>,
): MailDelivery {
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
  return {
    async deliver(row) {
      // Reply-To only from a mailbox parseReplyTo reads back (never a value with a line break):
      // nodemailer quotes or encodes its name. An unreadable one is left out, the message still goes.
      const replyTo = parseReplyTo(row.replyTo);
      const message = {
        from: env.MAIL_FROM,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(replyTo ? { replyTo } : {}),
      };
      if (smtp) {
        await smtp.sendMail(message);
        return 'smtp';
      }
      const info = await files.sendMail(message);
      mkdirSync(mailDir, { recursive: true });
      const file = path.join(mailDir, `${String(row.id).padStart(6, '0')}-${row.kind}.eml`);
      writeFileSync(file, info.message as Buffer);
      return file;
    },
    close() {
      smtp?.close();
    },
  };
}
