import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildTestApp } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { createPrivateDatabase } from '../../test/db-setup';
import { emailOutbox, erpOutbox, orders } from '../db/schema/index';
import { parseEnv } from '../env';
import { erpEventId } from '../repositories/erp-outbox';
import { startJobWorker } from './worker';
import type { JobWorker } from './worker';

// ERP pushes and e-mails with several API copies and workers on one database (issue 37 point 3):
// every sender claims an event before pushing it, the ERP receives its id as Idempotency-Key, and
// on PostgreSQL the worker's queue (pg-boss) retries a job whose worker died.

/** A stand-in ERP over HTTP: records every push with its Idempotency-Key; `hang` holds requests. */
async function startFakeErp() {
  const pushes: { key: string | undefined; id: string }[] = [];
  let hang = false;
  let onPush: () => void = () => undefined;
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      pushes.push({ key: req.headers['idempotency-key'] as string | undefined, id: JSON.parse(body).id });
      onPush();
      if (!hang) res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/erp`,
    pushes,
    /** Takes pushes without ever answering (a sender cut off mid-push). */
    setHang(value: boolean) {
      hang = value;
    },
    /** Resolves at the next push. */
    nextPush: () => new Promise<void>((resolve) => (onPush = resolve)),
    close: () => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
type FakeErp = Awaited<ReturnType<typeof startFakeErp>>;

/** An ERP event for one of the seeded orders, due now (written a minute ago). */
async function pendingEvent(app: FastifyInstance): Promise<number> {
  const [order] = await app.db.select({ id: orders.id }).from(orders).limit(1);
  const [row] = await app.db
    .insert(erpOutbox)
    .values({ orderId: order!.id, event: 'order_paid', nextAttemptAt: new Date(Date.now() - 60_000) })
    .returning({ id: erpOutbox.id });
  return row!.id;
}

const statusOf = async (app: FastifyInstance, id: number) =>
  (await app.db.select({ status: erpOutbox.status }).from(erpOutbox).where(eq(erpOutbox.id, id)))[0]?.status;

/** Polls `check` until it holds (the worker runs on its own clock); fails after `timeoutMs`. */
async function eventually(check: () => Promise<boolean>, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('ERP outbox claims (JOBS=inline, both databases)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({}, { privateDatabase: true });
  });
  afterAll(async () => t?.close());

  test('concurrent rounds and a request of one process push each event once, with its idempotency key', async () => {
    const id = await pendingEvent(t.app);
    const { erp } = t.app.commerce;
    const before = erp.sandbox!.received.length;
    await Promise.all([erp.drain(), erp.drain(), erp.drain()]);
    const mine = erp.sandbox!.received.slice(before).filter((event) => event.id === erpEventId(id));
    expect(mine).toHaveLength(1);
    expect(await statusOf(t.app, id)).toBe('sent');
  });
});

const describePg = process.env.DATABASE_URL ? describe : describe.skip;

describePg('several API copies and workers on one PostgreSQL', () => {
  let database: { url: string; drop(): Promise<void> };
  let fakeErp: FakeErp;
  beforeAll(async () => {
    database = await createPrivateDatabase();
    fakeErp = await startFakeErp();
  });
  afterAll(async () => {
    await fakeErp?.close();
    await database?.drop();
  });

  test('two API copies (JOBS=inline) push one pending ERP event exactly once, with its idempotency key', async () => {
    const vars = { DATABASE_URL: database.url, ERP_URL: fakeErp.url };
    const a = await buildTestApp(vars);
    const b = await buildTestApp(vars);
    try {
      const id = await pendingEvent(a.app);
      await Promise.all([a.app.commerce.erp.drain(), b.app.commerce.erp.drain(), b.app.commerce.erp.drain()]);
      const mine = fakeErp.pushes.filter((push) => push.id === erpEventId(id));
      expect(mine).toEqual([{ key: erpEventId(id), id: erpEventId(id) }]);
      expect(await statusOf(a.app, id)).toBe('sent');
    } finally {
      await a.close();
      await b.close();
    }
  });

  test('with JOBS=worker the API sends nothing; two workers push one event once and deliver its e-mails', async () => {
    const vars = { DATABASE_URL: database.url, ERP_URL: fakeErp.url, JOBS: 'worker' };
    const api = await buildTestApp(vars);
    const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: api.dataDir, ...vars });
    const workers: JobWorker[] = [];
    try {
      const id = await pendingEvent(api.app);
      const [mail] = await api.app.db
        .insert(emailOutbox)
        .values({ kind: 'test', to: 'worker@example.test', subject: 'Essai', text: 'Essai', html: '<p>Essai</p>' })
        .returning({ id: emailOutbox.id });
      expect(await api.app.mailer.drain()).toBe(0);
      expect(await api.app.commerce.erp.drain()).toBe(0);
      for (let i = 0; i < 2; i += 1) workers.push(await startJobWorker({ env, log: api.app.log }));
      await eventually(async () => (await statusOf(api.app, id)) === 'sent');
      const mine = fakeErp.pushes.filter((push) => push.id === erpEventId(id));
      expect(mine).toEqual([{ key: erpEventId(id), id: erpEventId(id) }]);
      await eventually(async () => {
        const [row] = await api.app.db.select().from(emailOutbox).where(eq(emailOutbox.id, mail!.id));
        return row?.status === 'sent';
      });
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await api.close();
    }
  });

  test('a job whose worker died mid-push is retried by another worker, with the same idempotency key', async () => {
    const vars = { DATABASE_URL: database.url, ERP_URL: fakeErp.url, JOBS: 'worker' };
    const api = await buildTestApp(vars);
    const jobVars = { JOB_TIMEOUT_SECONDS: '5', JOB_RETRY_DELAY_SECONDS: '1' };
    let child: ChildProcess | null = null;
    let worker: JobWorker | null = null;
    try {
      const id = await pendingEvent(api.app);
      fakeErp.setHang(true);
      const reached = fakeErp.nextPush();
      child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
        cwd: path.resolve(__dirname, '../..'),
        env: { ...process.env, ...vars, ...jobVars, NODE_ENV: 'test', LOG_LEVEL: 'silent', NODE_OPTIONS: '' },
        stdio: 'ignore',
      });
      await reached;
      // The worker dies while the ERP holds its push: no answer, nothing recorded.
      child.kill('SIGKILL');
      fakeErp.setHang(false);
      expect(await statusOf(api.app, id)).toBe('sending');
      const env = parseEnv({ NODE_ENV: 'test', DATA_DIR: api.dataDir, ...vars, ...jobVars });
      // Its relay kept idle: only pg-boss's retry of the dead worker's job can deliver the event.
      worker = await startJobWorker({
        env,
        log: api.app.log,
        maintenanceIntervalSeconds: 1,
        relayIntervalMs: 3_600_000,
      });
      await eventually(async () => (await statusOf(api.app, id)) === 'sent');
      const mine = fakeErp.pushes.filter((push) => push.id === erpEventId(id));
      expect(mine.length).toBeGreaterThanOrEqual(2);
      for (const push of mine) expect(push.key).toBe(erpEventId(id));
    } finally {
      child?.kill('SIGKILL');
      await worker?.stop();
      await api.close();
    }
  }, 120_000);
});
