import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import type { ShellEnv } from './env';
import { remotesConfig } from './remotes';
import type { WarmUpStatus } from './warm-up';

const CHECK_TIMEOUT_MS = 2_000;

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(CHECK_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** REMOTES_FILE, when set, must parse: remotesConfig falls back to the environment silently. */
function remotesFileReadable(file: string | undefined): boolean {
  if (!file) return true;
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as { remotes?: unknown };
    return parsed.remotes === undefined || Array.isArray(parsed.remotes);
  } catch {
    return false;
  }
}

/**
 * Liveness and readiness apart, for an orchestrator or a load balancer: `/health/live` says the
 * process serves (restart it when it does not); `/health/ready` says it can serve pages now (take it
 * out of the pool until it is): the API is ready and the remotes config is readable. A remote that
 * is down does not make the shell unready (its pages are then rendered in the browser, and every
 * replica would be taken out at once): its state is reported, not judged. While the server loads the
 * remotes' page modules after it starts (warm-up.ts, READY_WAIT_MS at most) it is not ready: its
 * first requests would otherwise go past their budget and be answered 503. `/health` (app.ts) stays
 * as it was: the process answers.
 */
export function registerHealth(
  app: FastifyInstance,
  env: ShellEnv,
  warmUp: () => WarmUpStatus = () => ({ state: 'off' }),
): void {
  const noStore = { 'cache-control': 'no-store' };
  app.get('/health/live', async (_request, reply) => reply.headers(noStore).send({ status: 'ok' }));
  app.get('/health/ready', async (_request, reply) => {
    const apiReady = answers(new URL('/health/ready', env.API_URL).href);
    const config = remotesConfig(env);
    const remotes = Object.fromEntries(
      await Promise.all(
        config.remotes.map(
          async (remote) =>
            [
              remote.name,
              (await answers(remote.serverEntry ?? new URL('server/remoteEntry.js', remote.entry).href))
                ? 'ok'
                : 'unreachable',
            ] as const,
        ),
      ),
    );
    const warm = warmUp();
    const checks = {
      api: (await apiReady) ? 'ok' : 'unavailable',
      remotesConfig: remotesFileReadable(env.REMOTES_FILE) ? 'ok' : 'unreadable',
      ...(warm.state === 'off' ? {} : { warmUp: warm.state === 'warming' ? 'warming' : 'ok' }),
    };
    const ready = Object.values(checks).every((check) => check === 'ok');
    return reply
      .code(ready ? 200 : 503)
      .headers(noStore)
      .send({ status: ready ? 'ok' : 'unavailable', checks, remotes, ...(warm.result ? { warmUp: warm.result } : {}) });
  });
}
