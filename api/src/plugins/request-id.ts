import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * One id per request, across the shop: the shell (or the gateway) sends X-Request-Id, this API takes
 * it as Fastify's request id when it is a short safe token (anything else could forge or bloat log
 * lines) and makes a UUID otherwise. Every log line of the request carries it (`reqId`), the answer
 * returns it in X-Request-Id, and an error body names it in `request_id`, so a shopper's report or
 * a failed page leads to its log lines on whichever replica served it.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** Fastify's `genReqId` (its `requestIdHeader` would take any header value unchecked, so it stays off). */
export function genRequestId(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER];
  const id = Array.isArray(sent) ? sent[0] : sent;
  return id !== undefined && SAFE_ID.test(id) ? id : randomUUID();
}

/** `{ code, message, ... }` (shared/schemas/error.ts) with the request's id added; anything else as it was. */
function withRequestId(payload: string, id: string): string {
  try {
    const body = JSON.parse(payload) as unknown;
    if (
      !body ||
      typeof body !== 'object' ||
      Array.isArray(body) ||
      typeof (body as { code?: unknown }).code !== 'string'
    )
      return payload;
    return JSON.stringify({ ...body, request_id: id });
  } catch {
    return payload;
  }
}

export default fp(
  async function requestId(app: FastifyInstance) {
    app.addHook('onRequest', async (request, reply) => {
      reply.header(REQUEST_ID_HEADER, request.id);
    });
    app.addHook('onSend', async (request, reply, payload) => {
      if (reply.statusCode < 400 || typeof payload !== 'string') return payload;
      if (!/^application\/json/i.test(String(reply.getHeader('content-type') ?? ''))) return payload;
      return withRequestId(payload, request.id);
    });
  },
  { name: 'request-id' },
);
