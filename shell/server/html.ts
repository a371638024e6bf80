import { readFileSync, statSync } from 'node:fs';
import type { RemotesConfig } from '@arbora/shared/platform';

let cached: { path: string; mtimeMs: number; html: string } | null = null;

/** The built index.html, re-read when a deploy replaces it. */
export function readIndexHtml(file: string): string {
  const { mtimeMs } = statSync(file);
  if (!cached || cached.path !== file || cached.mtimeMs !== mtimeMs) {
    cached = { path: file, mtimeMs, html: readFileSync(file, 'utf8') };
  }
  return cached.html;
}

const escapeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export interface PageHead {
  title?: string;
  description?: string;
  robots?: string;
  /** Resources of the current route to fetch early (remote manifest, entry). */
  preloads?: { href: string; as: 'fetch' | 'script' }[];
}

/**
 * The page for one navigation: the remotes config inlined as inert JSON (a CSP without
 * 'unsafe-inline' allows it: it is never executed) and the head of the page.
 */
export function renderPage(template: string, remotes: RemotesConfig, head: PageHead = {}): string {
  const tags: string[] = [];
  if (head.title) tags.push(`<title>${escapeHtml(head.title)}</title>`);
  if (head.description) tags.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}" />`);
  for (const preload of head.preloads ?? []) {
    tags.push(`<link rel="preload" href="${escapeHtml(preload.href)}" as="${preload.as}" crossorigin="anonymous" />`);
  }
  let html = template;
  if (head.title) html = html.replace(/<title>[\s\S]*?<\/title>/, '');
  return html
    .replace('<!--arbora-head-->', tags.join('\n    '))
    .replace('<!--arbora-config-->', `<script id="arbora-remotes" type="application/json">${escapeJson(remotes)}</script>`);
}
