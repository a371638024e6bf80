import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { LinkHint } from './html';

/**
 * Hints for the shell's own boot scripts (its entry and the chunk behind `import('./bootstrap')`),
 * listed by the build in boot-assets.json, so the browser fetches them together with the HTML
 * instead of discovering the bootstrap chunk only once main.js has run. Re-read when a deploy
 * replaces the file; a build without it gets no hint.
 */
let cached: { file: string; mtimeMs: number; hints: LinkHint[] } | null = null;

function readHints(file: string): LinkHint[] {
  try {
    const { js } = JSON.parse(readFileSync(file, 'utf8')) as { js?: unknown };
    if (!Array.isArray(js)) return [];
    return js
      .filter((href): href is string => typeof href === 'string')
      .map((href) => ({ rel: 'preload', href, as: 'script' }));
  } catch {
    return [];
  }
}

export function shellHints(dist: string): LinkHint[] {
  const file = path.join(dist, 'boot-assets.json');
  let mtimeMs: number;
  try {
    ({ mtimeMs } = statSync(file));
  } catch {
    return [];
  }
  if (!cached || cached.file !== file || cached.mtimeMs !== mtimeMs) cached = { file, mtimeMs, hints: readHints(file) };
  return cached.hints;
}
