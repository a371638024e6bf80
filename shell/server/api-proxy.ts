import type { IncomingHttpHeaders } from 'node:http';
import { Readable } from 'node:stream';
import fastifyHttpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { bearerFromCookie } from './form-actions/session-cookie';
import { REQUEST_ID_HEADER } from './request-id';
import { registerSessionExchange, sessionRequestHook, sessionResponseHandler } from './session-proxy';

/** The API's own body limit for JSON and other non-multipart bodies (api/src/app.ts bodyLimit). */
export const API_BODY_LIMIT = 256 * 1024;
/** Multipart forms carry files: up to 6 × UPLOAD_MAX_BYTES (5 MB) and their fields at the API. */
export const API_MULTIPART_LIMIT = 32 * 1024 * 1024;

export type ApiProxyOptions = {
  upstream: string;
  /** The site's public address: its own pages' origin (CSRF) and whether cookies are Secure. */
  publicUrl?: string;
  bodyLimit?: number;
  multipartLimit?: number;
};

/** Headers a client could use to pass itself off as another address: the proxy sets its own. */
const CLIENT_ADDRESS_HEADERS = ['x-forwarded-for', 'x-real-ip', 'forwarded', 'x-client-ip', 'true-client-ip'];

/**
 * The request headers sent to the API: X-Forwarded-For is overwritten with the address this server
 * saw (never appended to what the client wrote), so the API's per-address limits count real
 * clients. `request.ip` honours this server's own trustProxy setting, off by default.
 */
export function forwardedHeaders(
  request: Pick<FastifyRequest, 'ip'> & Partial<Pick<FastifyRequest, 'cookies' | 'id'>>,
  headers: IncomingHttpHeaders,
): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = { ...headers };
  for (const name of CLIENT_ADDRESS_HEADERS) delete out[name];
  out['x-forwarded-for'] = request.ip;
  // The id this server answers with (request-id.ts), never one the client made up unchecked.
  delete out[REQUEST_ID_HEADER];
  if (request.id) out[REQUEST_ID_HEADER] = request.id;
  // The customer's session is the HttpOnly cookie (session-proxy.ts): the API still gets its bearer
  // token. A token the caller names itself wins (a server-side call, an older page).
  const bearer = out.authorization ? null : bearerFromCookie({ cookies: request.cookies ?? {} });
  if (bearer) out.authorization = bearer;
  return out;
}

const tooLarge = (reply: FastifyReply, limit: number) =>
  reply
    .code(413)
    .header('connection', 'close')
    .send({ code: 'PAYLOAD_TOO_LARGE', message: `Request body is too large (limit ${limit} bytes)` });

/**
 * /api → the API (prefix stripped). Bodies past the API's limit are refused here with its 413 shape:
 * forwarding them only to have the API hang up mid-upload gave the client a reset or a 500.
 */
export async function registerApiProxy(app: FastifyInstance, opts: ApiProxyOptions): Promise<void> {
  const bodyLimit = opts.bodyLimit ?? API_BODY_LIMIT;
  const multipartLimit = opts.multipartLimit ?? API_MULTIPART_LIMIT;

  const publicUrl = opts.publicUrl ?? 'http://localhost';
  const onSessionResponse = sessionResponseHandler(publicUrl.startsWith('https:'));
  registerSessionExchange(app, { apiUrl: opts.upstream, publicUrl });
  app.addHook('onRequest', sessionRequestHook(publicUrl));

  async function checkSize(request: FastifyRequest, reply: FastifyReply) {
    const multipart = /^multipart\//i.test(request.headers['content-type'] ?? '');
    const limit = multipart ? multipartLimit : bodyLimit;
    const declared = request.headers['content-length'];
    if (declared !== undefined) {
      if (Number(declared) > limit) return tooLarge(reply, limit);
      return;
    }
    const body = request.body as NodeJS.ReadableStream | undefined;
    if (!request.headers['transfer-encoding'] || !body || typeof body.on !== 'function') return;
    // A chunked body has no declared size: read it here, up to the limit, and forward the bytes.
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of body as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > limit) return tooLarge(reply, limit);
      chunks.push(chunk);
    }
    // A stream again: reply-from would serialise a Buffer under a JSON content type.
    request.body = Readable.from([Buffer.concat(chunks)]);
    // Forwarded with its now known length: a chunked header on a whole body confuses the upstream.
    delete request.headers['transfer-encoding'];
    request.headers['content-length'] = String(size);
  }

  await app.register(fastifyHttpProxy, {
    upstream: opts.upstream,
    prefix: '/api',
    rewritePrefix: '',
    http: { requestOptions: { timeout: 15_000 } },
    preHandler: checkSize,
    replyOptions: {
      // This server is HTTP/1 only: its requests and replies are the default ones.
      onResponse: (request, reply, res) =>
        onSessionResponse(request as FastifyRequest, reply as unknown as FastifyReply, res),
      rewriteRequestHeaders: (request, headers) => forwardedHeaders(request, headers as IncomingHttpHeaders),
    },
  });
}
