import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { drainOnSignals } from './graceful-shutdown';

describe('drainOnSignals', () => {
  it('on SIGTERM finishes the request in flight, refuses new connections, then closes the pools and exits 0', async () => {
    const events: string[] = [];
    const app = Fastify();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const inHandler = new Promise<void>((resolve) => (started = resolve));
    app.get('/slow', async () => {
      started();
      await released;
      events.push('answered');
      return { ok: true };
    });
    app.addHook('onClose', async () => void events.push('pool closed'));
    await app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;

    let exited!: (code: number) => void;
    const exitCode = new Promise<number>((resolve) => (exited = resolve));
    const drain = drainOnSignals(app, { exit: exited, signals: ['SIGTERM'] });
    expect(process.listeners('SIGTERM')).toContainEqual(expect.any(Function));

    const inFlight = fetch(`${url}/slow`);
    await inHandler;
    drain('SIGTERM');
    // No new connection once draining (the listening socket is closed).
    await expect(fetch(`${url}/slow`, { headers: { connection: 'close' } })).rejects.toThrow();
    expect(events).toEqual([]);
    release();
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(await exitCode).toBe(0);
    expect(events).toEqual(['answered', 'pool closed']);
    process.removeListener('SIGTERM', drain);
  });
});
