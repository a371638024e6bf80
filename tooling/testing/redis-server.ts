import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * A throwaway Redis for tests that prove what replicas share (issue 37): Debian's `redis-server`
 * on a free loopback port, nothing written to disk, stopped by the test. Tests that need it skip
 * only when the binary is missing outside CI (`.ci/run` installs it, so under CI they always run).
 */
export type TestRedis = { url: string; port: number; stop(): Promise<void> };

/** The redis-server binary on PATH or where Debian puts it, or null. */
export function redisServerBinary(): string | null {
  const dirs = [...(process.env.PATH ?? '').split(path.delimiter), '/usr/bin', '/usr/sbin', '/usr/local/bin'];
  for (const dir of dirs) {
    const candidate = path.join(dir, 'redis-server');
    if (dir && existsSync(candidate)) return candidate;
  }
  return null;
}

/** `describe`, or `describe.skip` when redis-server is missing and CI is unset (then it must run). */
export const describeWithRedis: jest.Describe = redisServerBinary() || process.env.CI ? describe : describe.skip;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** One PING over a fresh connection: true when the server answers +PONG. */
function pings(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    let answer = '';
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => done(false));
    socket.once('error', () => done(false));
    socket.on('data', (chunk) => {
      answer += chunk.toString();
      if (answer.includes('\r\n')) done(answer.startsWith('+PONG'));
    });
    socket.once('connect', () => socket.write('PING\r\n'));
  });
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Starts redis-server on a free loopback port and resolves once it answers PING. */
export async function startRedisServer(): Promise<TestRedis> {
  const binary = redisServerBinary();
  if (!binary) throw new Error('redis-server is not installed (apt-get install -y redis-server)');
  const port = await freePort();
  const child = spawn(
    binary,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--daemonize', 'no'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr?.on('data', (chunk) => (stderr += chunk.toString()));
  const deadline = Date.now() + 20_000;
  while (!(await pings(port))) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`redis-server did not answer on port ${port}: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
      child.stderr?.destroy();
    },
  };
}
