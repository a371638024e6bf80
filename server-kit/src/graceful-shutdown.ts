import type { FastifyInstance } from 'fastify';

/**
 * How long a drain may take before the process exits anyway. It stays below the orchestrator's own
 * kill delay (30 s by default), which must therefore exceed it: compose's `stop_grace_period`.
 */
export const DRAIN_TIMEOUT_MS = 25_000;

export type DrainOptions = {
  /** Past this, the process exits anyway (DRAIN_TIMEOUT_MS by default). */
  timeoutMs?: number;
  exit?: (code: number) => void;
  signals?: readonly NodeJS.Signals[];
};

/**
 * Graceful shutdown on SIGTERM (a deploy, a scale-down) or Ctrl-C: Fastify's close stops accepting
 * connections, closes the idle keep-alive ones, answers 503 to new requests on busy ones (the load
 * balancer moves on), lets the requests in flight finish, then runs the onClose hooks (the API's
 * database pool, Redis, the shell's render threads, timers). Returns the drain itself (what a signal
 * runs). The API (api/src/server.ts) and the shell server (shell/server/main.ts) both drain this way.
 */
export function drainOnSignals(app: FastifyInstance, opts: DrainOptions = {}): (signal: NodeJS.Signals) => void {
  const exit = opts.exit ?? ((code: number) => process.exit(code));
  let draining = false;
  const drain = (signal: NodeJS.Signals) => {
    if (draining) return;
    draining = true;
    app.log.info({ signal }, 'draining: no new connections, finishing the requests in flight');
    const force = setTimeout(() => {
      app.log.error('drain timed out: exiting with requests still in flight');
      exit(1);
    }, opts.timeoutMs ?? DRAIN_TIMEOUT_MS);
    force.unref();
    // A keep-alive connection whose request finishes during the drain turns idle and would hold the
    // close until the client hangs up: close those as they turn idle.
    const idle = setInterval(() => app.server.closeIdleConnections(), 100);
    idle.unref();
    app.close().then(
      () => {
        clearInterval(idle);
        clearTimeout(force);
        exit(0);
      },
      (err: unknown) => {
        clearInterval(idle);
        app.log.error({ err }, 'close failed');
        exit(1);
      },
    );
  };
  for (const signal of opts.signals ?? (['SIGINT', 'SIGTERM'] as const)) process.once(signal, drain);
  return drain;
}
