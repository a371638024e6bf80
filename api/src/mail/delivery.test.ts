import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import type { AddressInfo, Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { OutboxRow } from '../repositories/outbox';
import { createMailDelivery } from './delivery';

/*
 * Both ways a message leaves (mail/delivery.ts) carry its Reply-To: the .eml files (no SMTP_HOST)
 * and SMTP, here a minimal relay on loopback that keeps what it was sent.
 */

const row = (replyTo: string | null): OutboxRow => ({
  id: 42,
  kind: 'form_submission',
  to: 'contact@arbora.example',
  subject: 'Nouveau message de contact',
  text: 'Bonjour',
  html: '<p>Bonjour</p>',
  replyTo,
  status: 'sending',
  attempts: 1,
  lastError: null,
  nextAttemptAt: new Date(),
  deliveredTo: null,
  createdAt: new Date(),
  sentAt: null,
});

/** A message's headers, unfolded, one per line. */
const headersOf = (message: string) =>
  message
    .slice(0, message.search(/\r?\n\r?\n/))
    .replace(/\r?\n[ \t]+/g, ' ')
    .split(/\r?\n/);
const header = (message: string, name: string) =>
  headersOf(message).filter((line) => line.toLowerCase().startsWith(`${name.toLowerCase()}: `));

/** An SMTP relay that accepts everything and keeps each message's DATA. */
function smtpRelay(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let data: string | null = null;
    let buffer = '';
    socket.write('220 relay ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (data !== null) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end < 0) return;
          messages.push(data + buffer.slice(0, end));
          buffer = buffer.slice(end + 5);
          data = null;
          socket.write('250 queued\r\n');
          continue;
        }
        const eol = buffer.indexOf('\r\n');
        if (eol < 0) return;
        const command = buffer.slice(0, eol).toUpperCase();
        buffer = buffer.slice(eol + 2);
        if (command.startsWith('EHLO')) socket.write('250-relay\r\n250 8BITMIME\r\n');
        else if (command === 'DATA') {
          data = '';
          socket.write('354 go on\r\n');
        } else if (command === 'QUIT') socket.end('221 bye\r\n');
        else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, messages })),
  );
}

const env = (dataDir: string, smtpPort?: number) => ({
  SMTP_HOST: smtpPort ? '127.0.0.1' : undefined,
  SMTP_PORT: smtpPort ?? 1025,
  SMTP_USER: undefined,
  SMTP_PASSWORD: undefined,
  MAIL_FROM: 'Arbora <no-reply@arbora.test>',
  DATA_DIR: dataDir,
});

describe('mail delivery: the Reply-To header', () => {
  let dataDir: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'arbora-delivery-'));
  });
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  test('as .eml files: the stored mailbox, its name encoded; none without one or with a line break', async () => {
    const delivery = createMailDelivery(env(dataDir));
    try {
      const eml = async (replyTo: string | null) => readFileSync(await delivery.deliver(row(replyTo)), 'utf8');
      expect(header(await eml('"Léa Martin" <lea@exemple.fr>'), 'Reply-To')).toEqual([
        'Reply-To: =?UTF-8?Q?L=C3=A9a_Martin?= <lea@exemple.fr>',
      ]);
      expect(header(await eml(null), 'Reply-To')).toEqual([]);
      const forged = await eml('lea@exemple.fr\r\nBcc: victim@exemple.fr');
      expect([header(forged, 'Reply-To'), header(forged, 'Bcc')]).toEqual([[], []]);
      expect(forged).not.toContain('victim@exemple.fr');
    } finally {
      delivery.close();
    }
  });

  test('through SMTP: the same header', async () => {
    const relay = await smtpRelay();
    const delivery = createMailDelivery(env(dataDir, relay.port));
    try {
      expect(await delivery.deliver(row('"Jean \\"Jo\\" Dupont" <jean@exemple.fr>'))).toBe('smtp');
      expect(await delivery.deliver(row('"Léa" <lea@exemple.fr>\r\nBcc: victim@exemple.fr'))).toBe('smtp');
    } finally {
      delivery.close();
      await new Promise((resolve) => relay.server.close(resolve));
    }
    const [named, forged] = relay.messages;
    expect(header(named!, 'Reply-To')).toEqual(['Reply-To: "Jean \\"Jo\\" Dupont" <jean@exemple.fr>']);
    expect(header(named!, 'To')).toEqual(['To: contact@arbora.example']);
    expect([header(forged!, 'Reply-To'), header(forged!, 'Bcc')]).toEqual([[], []]);
    expect(forged).not.toContain('victim@exemple.fr');
  });
});
