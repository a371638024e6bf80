// Sorts the bytes of a built JS file into the four groups of the first-visit table, from the
// file's source map (the build emits one per chunk: devtool 'source-map').
//
// Rules (a reasonable reading of docs/architecture.md §3, stated so the figures can be judged):
// - federation runtime: webpack's runtime modules (webpack/runtime/*, bootstrap, startup, the
//   container and sharing glue) and @module-federation/* packages, wherever they sit (the shell's
//   main chunk, each remoteEntry.js). Webpack's plain chunk loader is part of it: a federated build
//   cannot drop it.
// - shared libraries: @arbora/shared (../shared/src) and the federation singletons (react,
//   react-dom, react-router, styled-components, zustand, @tanstack/react-query) with every package
//   in their dependency closure, because those ride along in the singletons' chunks.
// - otherwise the file's owner: its own code and private packages count as "shell" for files the
//   shell serves, "remotes" for files a remote serves.
// Bytes the map does not attribute (chunk wrappers, licence banners) go to the file's largest group.
// gzip is computed on the whole file (level 9) and split in the proportion of the raw bytes.
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { bytesBySource } from './source-map-bytes.mjs';

export const GROUPS = ['shell', 'shared libraries', 'federation runtime', 'remotes'];
export const SINGLETONS = [
  'react',
  'react-dom',
  'react-router',
  'styled-components',
  'zustand',
  '@tanstack/react-query',
];

/** The singletons and @arbora/shared's dependencies, closed over `dependencies` of each package. */
export function sharedClosure(root) {
  const readPkg = (dir) => JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const shared = readPkg(path.join(root, 'shared'));
  const pending = [...SINGLETONS, ...Object.keys(shared.dependencies ?? {})];
  const seen = new Set();
  while (pending.length) {
    const name = pending.pop();
    if (seen.has(name)) continue;
    seen.add(name);
    const dir = path.join(root, 'node_modules', name);
    // Not hoisted means nested under its parent, which the parent's rule already covers.
    if (existsSync(path.join(dir, 'package.json'))) pending.push(...Object.keys(readPkg(dir).dependencies ?? {}));
  }
  return seen;
}

/** The top-level package a source path comes from ('react-router' for .../react-router/node_modules/cookie). */
export function packageOf(source) {
  const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  return match ? match[1] : null;
}

/** @returns {{ group: string, label: string }} label: package name or the app's own code */
export function groupOfSource(source, owner, closure) {
  const rel = source.replace(/^webpack:\/\/[^/]*\//, '');
  if (/^webpack\//.test(rel) || /node_modules\/\.federation\//.test(rel))
    return { group: 'federation runtime', label: 'webpack runtime' };
  const pkg = packageOf(rel);
  if (pkg?.startsWith('@module-federation/')) return { group: 'federation runtime', label: pkg };
  if (/(^|\/)shared\/src\//.test(rel) || pkg === '@arbora/shared')
    return { group: 'shared libraries', label: '@arbora/shared' };
  if (pkg && closure.has(pkg)) return { group: 'shared libraries', label: pkg };
  return { group: owner === 'shell' ? 'shell' : 'remotes', label: pkg ?? `${owner} code` };
}

/**
 * @param {string} file   absolute path of the built .js
 * @param {string} owner  'shell' or the remote's name
 * @param {Set<string>} closure
 */
export function classifyFile(file, owner, closure) {
  const code = readFileSync(file);
  const raw = code.length;
  const gzip = zlib.gzipSync(code, { level: 9 }).length;
  const byGroup = Object.fromEntries(GROUPS.map((g) => [g, 0]));
  const byLabel = new Map();
  let unmapped = raw;
  if (existsSync(`${file}.map`)) {
    const result = bytesBySource(code.toString('utf8'), JSON.parse(readFileSync(`${file}.map`, 'utf8')));
    unmapped = result.unmapped;
    for (const [source, bytes] of result.bySource) {
      const { group, label } = groupOfSource(source, owner, closure);
      byGroup[group] += bytes;
      const key = `${group}\u0000${label}`;
      byLabel.set(key, (byLabel.get(key) ?? 0) + bytes);
    }
  }
  const main = GROUPS.reduce(
    (best, g) => (byGroup[g] > byGroup[best] ? g : best),
    owner === 'shell' ? 'shell' : 'remotes',
  );
  byGroup[main] += unmapped;
  const gzipByGroup = Object.fromEntries(GROUPS.map((g) => [g, raw ? (gzip * byGroup[g]) / raw : 0]));
  return { file, owner, raw, gzip, main, byGroup, gzipByGroup, byLabel };
}
