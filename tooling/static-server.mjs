#!/usr/bin/env node
// The server of one remote's dist/ (production-like): CORS for the shell's manifest fetch,
// no-cache on the files that name the others, immutable on content-hashed assets, the build's
// precompressed .br/.gz siblings (gzip on the fly for a text file without one), and the
// standalone page as fallback. Usage: node tooling/static-server.mjs <dir> <port> [host]
// With `--releases`, <dir> is a releases folder served as /<remote>/<version>/… (every kept version).
import { createReadStream, promises as fs } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { releaseDir } from './release/releases.cjs';

const TYPES = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.glb': 'model/gltf-binary',
  '.gltf': 'model/gltf+json',
  '.wasm': 'application/wasm',
};

const HASHED = /\.[0-9a-f]{8}\.(js|css|mjs|glb|gltf|wasm)(\.map)?$/;
const COMPRESSIBLE = /\.(js|mjs|json|html|css|svg|map|txt)$/;

export const BASE_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

/**
 * A remote's standalone page must not be framed (clickjacking), as the shell's pages; its scripts
 * are loaded cross-origin by the shell, so only HTML gets the policy.
 */
export const HTML_HEADERS = {
  'Content-Security-Policy': "frame-ancestors 'none'; base-uri 'none'; object-src 'none'",
  'X-Frame-Options': 'DENY',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function cacheControlFor(file) {
  return HASHED.test(path.basename(file)) ? IMMUTABLE : 'no-cache';
}

/** The file a URL path names under `root`, or null (outside it, absent, or not a valid encoding). */
async function resolveFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const clean = path.normalize(decoded).replace(/^([/\\])+/, '');
  const candidate = path.join(root, clean);
  if (!candidate.startsWith(root)) return null;
  try {
    const stat = await fs.stat(candidate);
    if (stat.isFile()) return candidate;
    if (stat.isDirectory()) return resolveFile(root, path.join(clean, 'index.html'));
  } catch {
    // fall through to the standalone page for extension-less paths
  }
  return path.extname(clean) ? null : path.join(root, 'index.html');
}

/**
 * With `releases: true` the root is a releases folder (tooling/release/releases.cjs):
 * `/<remote>/<version>/<file>` is that file of the kept release, null when the version is not kept.
 */
function resolveReleaseFile(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const [remote = '', version = '', ...rest] = decoded.replace(/^\/+/, '').split('/');
  const dir = releaseDir(root, remote, version);
  if (!dir || !rest.length) return null;
  const candidate = path.join(dir, path.normalize(rest.join('/')));
  if (!candidate.startsWith(`${dir}${path.sep}`)) return null;
  return candidate;
}

/** Encodings the client accepts, by name (`q=0` refuses one). */
function acceptedEncodings(header) {
  return new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name),
  );
}

/**
 * How to send a text file: its precompressed sibling (`.br` first, then `.gz`, written by the
 * build) when accepted, else gzip on the fly (`file: null`), else as it is (null).
 */
async function encodedSibling(file, acceptEncoding) {
  const accepted = acceptedEncodings(acceptEncoding);
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ]) {
    if (!accepted.has(encoding)) continue;
    const stat = await fs.stat(file + ext).catch(() => null);
    if (stat?.isFile()) return { encoding, file: file + ext, size: stat.size };
  }
  return accepted.has('gzip') ? { encoding: 'gzip', file: null, size: 0 } : null;
}

/** Starts the server; resolves with { port, close() }. */
export function startStaticServer({
  root,
  port = 0,
  host = '127.0.0.1',
  label = path.basename(path.dirname(root)),
  releases = false,
}) {
  const absRoot = path.resolve(root);
  const server = http.createServer(async (req, res) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        ...BASE_HEADERS,
        'Access-Control-Allow-Methods': 'GET, HEAD',
        'Access-Control-Allow-Headers': '*',
      });
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, BASE_HEADERS);
      return res.end();
    }
    const url = new URL(req.url ?? '/', 'http://local');
    if (url.pathname === '/health') {
      res.writeHead(200, { ...BASE_HEADERS, 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
      return res.end(JSON.stringify({ status: 'ok', remote: label }));
    }
    const file = releases ? resolveReleaseFile(absRoot, url.pathname) : await resolveFile(absRoot, url.pathname);
    if (!file) {
      res.writeHead(404, { ...BASE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      return res.end('Not found');
    }
    const headers = {
      ...BASE_HEADERS,
      ...(path.extname(file) === '.html' ? HTML_HEADERS : {}),
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      // A release folder never changes: every file in it, its manifest and entry too, is immutable.
      'Cache-Control': releases ? IMMUTABLE : cacheControlFor(file),
      Vary: 'Accept-Encoding',
    };
    // The size of the file itself: Content-Length when sent as is, X-File-Size when compressed
    // (a streaming loader shows byte progress either way). A file removed since it was found (a
    // deploy replacing the folder) is a 404, never an error thrown out of the server.
    const stat = await fs.stat(file).catch(() => null);
    if (!stat?.isFile()) {
      res.writeHead(404, { ...BASE_HEADERS, 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' });
      return res.end('Not found');
    }
    const { size } = stat;
    const encoded = COMPRESSIBLE.test(file) ? await encodedSibling(file, req.headers['accept-encoding']) : null;
    if (encoded) {
      headers['Content-Encoding'] = encoded.encoding;
      headers['X-File-Size'] = String(size);
      headers['Access-Control-Expose-Headers'] = 'X-File-Size';
      if (encoded.file) headers['Content-Length'] = String(encoded.size);
    } else {
      headers['Content-Length'] = String(size);
    }
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    const stream = createReadStream(encoded?.file ?? file);
    stream.on('error', () => res.destroy());
    (encoded && !encoded.file ? stream.pipe(zlib.createGzip({ level: 6 })) : stream).pipe(res);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        port: typeof address === 'object' && address ? address.port : port,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const releases = args.includes('--releases');
  const [dir = 'dist', port = '0', host = process.env.HOST ?? '127.0.0.1'] = args.filter((arg) => arg !== '--releases');
  startStaticServer({
    root: path.resolve(dir),
    port: Number(port),
    host,
    label: releases ? 'releases' : path.basename(process.cwd()),
    releases,
  }).then(({ port: bound }) => {
    console.log(`static ${path.resolve(dir)} on http://${host}:${bound}`);
  });
}
