import type { FastifyInstance } from 'fastify';
import type { Counter } from 'prom-client';
import { REMOTE_NAMES } from './env';
import { requestIdFetch } from './request-id';

/** A beacon's largest body: 50 events of a few dozen bytes each. */
const BODY_LIMIT = 16 * 1024;
/** Distinct remote versions counted by name in the metrics; past it a version counts as `other`. */
const MAX_VERSION_LABELS = 64;
const VERSION = /^[0-9A-Za-z][0-9A-Za-z.+_-]{0,39}$/;
const OUTCOMES = new Set(['ok', 'failed', 'fallback']);

const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

type Event = { type?: unknown; remote?: unknown; version?: unknown; outcome?: unknown };

/**
 * POST /telemetry: the browsers' beacons (src/telemetry/reporter.ts), relayed to the API's POST
 * /v1/telemetry, which validates, limits per address and stores them; the answer is the API's. On
 * the way the remote loads are counted in this shell's metrics (`arbora_shell_remote_loads_total`),
 * by known remote names and a bounded set of versions.
 */
export function registerTelemetryRelay(
  app: FastifyInstance,
  opts: { apiUrl: string; remoteLoads: Counter<'remote' | 'version' | 'outcome'> },
): void {
  const versionLabels = new Set<string>();
  const versionLabel = (remote: string, version: unknown): string => {
    if (typeof version !== 'string' || !VERSION.test(version)) return 'other';
    const key = `${remote}@${version}`;
    if (!versionLabels.has(key) && versionLabels.size >= MAX_VERSION_LABELS) return 'other';
    versionLabels.add(key);
    return version;
  };
  const target = new URL('/v1/telemetry', opts.apiUrl).href;

  app.post('/telemetry', { bodyLimit: BODY_LIMIT }, async (request, reply) => {
    // A beacon's string arrives as text/plain (Fastify gives it as a string).
    const batch = typeof request.body === 'string' ? parseJson(request.body) : request.body;
    const events = (batch as { events?: unknown } | null)?.events;
    if (Array.isArray(events)) {
      for (const event of events as Event[]) {
        const { remote, outcome } = event ?? {};
        if (event?.type !== 'remote_load' || typeof remote !== 'string' || typeof outcome !== 'string') continue;
        if (!(REMOTE_NAMES as readonly string[]).includes(remote) || !OUTCOMES.has(outcome)) continue;
        opts.remoteLoads.inc({ remote, version: versionLabel(remote, event.version), outcome });
      }
    }
    try {
      const answer = await requestIdFetch(target, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': request.ip },
        body: JSON.stringify(batch ?? null),
        signal: AbortSignal.timeout(5_000),
      });
      const text = await answer.text();
      reply.code(answer.status).header('cache-control', 'no-store');
      return text ? reply.type('application/json').send(text) : reply.send();
    } catch {
      return reply.code(503).send({ code: 'UNAVAILABLE', message: 'Telemetry not available' });
    }
  });
}
