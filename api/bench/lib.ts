import { randomBytes } from 'node:crypto';
import { execFileSync, spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiRoot, repoRoot } from '../src/paths';

/** Helpers the benches share: a free loopback port, a server started by PID, a wait for it. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });

export async function waitFor(url: string, child: ChildProcess, seconds = 120): Promise<void> {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) before ${url} answered`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

export function start(script: string, env: Record<string, string>): ChildProcess {
  // `node` directly (not npx) so the PID is the server's and kill() stops it.
  return spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: apiRoot,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Production refuses to start without these (a bench run's own throwaway values).
      JWT_SECRET: randomBytes(32).toString('base64url'),
      PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('base64url'),
      PAYMENT_PROVIDER: 'sandbox',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/**
 * Runs `bench` against PostgreSQL: DATABASE_URL when set, else a throwaway cluster from
 * .ci/pg-cluster.sh (stopped and deleted afterwards). Says so and skips when neither is possible.
 */
export async function withPostgres(bench: (url: string) => Promise<void>): Promise<void> {
  if (process.env.DATABASE_URL) return bench(process.env.DATABASE_URL);
  const script = path.join(repoRoot, '.ci', 'pg-cluster.sh');
  const clusterDir = mkdtempSync(path.join(tmpdir(), 'arbora-bench-pg-'));
  let url: string;
  try {
    url = execFileSync(script, ['start', clusterDir, String(await freePort())], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    rmSync(clusterDir, { recursive: true, force: true });
    console.log('  (no PostgreSQL: set DATABASE_URL or install postgresql to bench it)');
    return;
  }
  try {
    await bench(url);
  } finally {
    execFileSync(script, ['stop', clusterDir, '0'], { stdio: 'ignore' });
  }
}
