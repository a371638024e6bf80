import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { apiFetch, apiRead, type ApiAnswer } from './api-transport';

/**
 * One id per request, from the edge to the API: taken from the gateway's X-Request-Id when it is a
 * short safe token (anything else could forge log lines or bloat them), else made here. It is
 * Fastify's request id (every log line of the request), goes back in the answer's X-Request-Id, and
 * on to the API with the /api proxy and the server's own API reads (requestIdFetch).
 */
export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_ID = /^[A-Za-z0-9][A-Za-z0-9._:-]{0,63}$/;

/** The id the edge sent, when it is one this server accepts. */
export function acceptedRequestId(value: string | string[] | undefined): string | undefined {
  const id = Array.isArray(value) ? value[0] : value;
  return id !== undefined && SAFE_ID.test(id) ? id : undefined;
}

/** Fastify's `genReqId` (its `requestIdHeader` takes any header value unchecked, so it stays off). */
export function genRequestId(request: IncomingMessage): string {
  return acceptedRequestId(request.headers[REQUEST_ID_HEADER]) ?? randomUUID();
}

const current = new AsyncLocalStorage<string>();

/** The id of the request being served, wherever the code runs on its behalf. */
export function currentRequestId(): string | undefined {
  return current.getStore();
}

/**
 * `fetch` that names the current request to the server it calls (the API): its logs and error
 * bodies then carry the id the shopper's answer carries. Its GETs go out as api-transport.ts says.
 */
export const requestIdFetch: typeof fetch = (input, init) => {
  const id = currentRequestId();
  if (!id) return apiFetch(input, init);
  const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
  if (!headers.has(REQUEST_ID_HEADER)) headers.set(REQUEST_ID_HEADER, id);
  return apiFetch(input, { ...init, headers });
};

/** Answers carry their id; the code that serves a request sees it (currentRequestId). */
export function registerRequestId(app: FastifyInstance): void {
  // `run` around the rest of the request, as @fastify/request-context does: later hooks and the
  // handler execute inside it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    current.run(request.id, done);
  });
}

/** requestIdFetch's plain GET, its answer read whole (api-transport.ts apiRead): request-fetch.ts. */
export function requestIdRead(url: URL, init: { headers: Headers; signal: AbortSignal }): Promise<ApiAnswer> {
  const id = currentRequestId();
  if (!id || init.headers.has(REQUEST_ID_HEADER)) return apiRead(url, init);
  const headers = new Headers(init.headers);
  headers.set(REQUEST_ID_HEADER, id);
  return apiRead(url, { ...init, headers });
}
