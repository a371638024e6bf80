import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Compression of the shell server's answers (its JS, the pages, the proxied API JSON). On a
 * mobile link the shell's ~800 kB of JS took seconds uncompressed (bench/lighthouse.mjs).
 * Written on node:zlib because no dependency can be added from shell/server; @fastify/compress
 * would do the same job. Hashed files never change: each is compressed once at the highest
 * Brotli quality and kept in memory; the rest is compressed on the fly at a fast level.
 */

export type Encoding = 'br' | 'gzip';

const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;
/** Below this, headers cost more than the bytes saved. */
const MIN_BYTES = 1024;
/** Memory kept for compressed immutable files (the dists are a few MB). */
const CACHE_LIMIT_BYTES = 64 * 1024 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** The encoding to answer with: Brotli when accepted, else gzip, else none (`q=0` refuses). */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  const accepted = new Set(
    (acceptEncoding ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  return null;
}

const compressBuffer = (data: Buffer, encoding: Encoding, best: boolean) =>
  encoding === 'br'
    ? brotli(data, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: best ? 11 : 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      })
    : gzip(data, { level: best ? 9 : 6 });

const compressStream = (encoding: Encoding) =>
  encoding === 'br'
    ? zlib.createBrotliCompress({ params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
    : zlib.createGzip({ level: 6 });

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  return Buffer.concat(chunks);
}

/** The compressed bytes are not the ones a strong ETag names (as nginx does, weaken it). */
function weakenEtag(reply: FastifyReply) {
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string' && !etag.startsWith('W/')) reply.header('etag', `W/${etag}`);
}

function addVary(reply: FastifyReply) {
  const vary = String(reply.getHeader('vary') ?? '');
  if (!/accept-encoding/i.test(vary)) reply.header('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

export function registerCompression(app: FastifyInstance): void {
  const cache = new Map<string, Promise<Buffer>>();
  let cachedBytes = 0;

  app.addHook('onSend', async (request, reply, payload) => {
    const type = String(reply.getHeader('content-type') ?? '');
    if (!COMPRESSIBLE.test(type) || reply.getHeader('content-encoding') || reply.getHeader('content-range'))
      return payload;
    if (reply.statusCode < 200 || reply.statusCode === 204 || reply.statusCode === 206 || reply.statusCode === 304)
      return payload;
    addVary(reply);
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding || payload === null || payload === undefined) return payload;

    if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
      const data = Buffer.isBuffer(payload) ? payload : Buffer.from(payload);
      if (data.length < MIN_BYTES) return payload;
      const compressed = await compressBuffer(data, encoding, false);
      weakenEtag(reply);
      reply.header('content-encoding', encoding).header('content-length', compressed.length);
      return compressed;
    }
    if (!(payload instanceof Readable)) return payload;

    weakenEtag(reply);
    reply.header('content-encoding', encoding).removeHeader('content-length');
    if (!/immutable/.test(String(reply.getHeader('cache-control') ?? '')))
      return payload.pipe(compressStream(encoding));

    const key = `${encoding} ${request.url}`;
    let compressed = cache.get(key);
    if (compressed) {
      payload.destroy();
    } else {
      compressed = readAll(payload).then((data) => compressBuffer(data, encoding, true));
      if (cachedBytes < CACHE_LIMIT_BYTES) {
        cache.set(key, compressed);
        compressed.then((done) => (cachedBytes += done.length)).catch(() => cache.delete(key));
      }
    }
    const body = await compressed;
    reply.header('content-length', body.length);
    return body;
  });
}
