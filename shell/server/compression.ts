import zlib from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compression of the shell server's answers. Built files are not compressed here: the build
 * writes a Brotli and a gzip sibling of each (tooling/webpack/precompress.cjs) and @fastify/static
 * sends them (`preCompressed` in app.ts). What is made per request (the pages, the proxied API
 * JSON, the few files without a sibling) is compressed on the fly at a fast level: a page is
 * compressed on every request, so Brotli 4 (about gzip 9's size at a fraction of its time).
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    // Below this, headers cost more than the bytes saved.
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}
