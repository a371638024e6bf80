import { readFileSync, statSync } from 'node:fs';
import type { PageHeadLink, RemotesConfig } from '@arbora/shared/platform';
import { PAGE_LINK_ATTRIBUTE } from '../src/core/page-links';
import { FOOTER_ID } from '../src/layouts/footer-id';
import { serializeJsonLd, type JsonLd } from './json-ld';
import { pictureFirst } from './picture-first';

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
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * A resource hint. `crossorigin` must match how the page will request the resource, or the
 * browser downloads it twice: fetch() calls (the remote manifest, API data) are CORS requests;
 * the federation runtime inserts scripts without a crossorigin attribute (no-cors).
 */
export interface LinkHint {
  rel: 'preload' | 'preconnect';
  href: string;
  as?: 'fetch' | 'script' | 'style' | 'image';
  crossorigin?: boolean;
  type?: string;
  fetchpriority?: 'high' | 'low';
  /** An image preload for one `<source media>` of a `<picture>` only (the phone crop, or the rest). */
  media?: string;
  /** An image preload of an `<img srcset sizes>`: the browser picks the same candidate as the page. */
  imagesrcset?: string;
  imagesizes?: string;
}

export interface PageHead {
  title?: string;
  description?: string;
  canonical?: string;
  robots?: string;
  /** Open Graph and Twitter card tags: [property or name, content]. */
  social?: [string, string][];
  jsonLd?: JsonLd[];
  /** The page's link tags (`rel=prev/next`), absolute; the browser replaces them after navigation. */
  links?: PageHeadLink[];
  /** Resources of the current route to fetch early (remote manifest, entry, chunks, data, hero). */
  hints?: LinkHint[];
}

function hintTag(hint: LinkHint): string {
  const attributes = [`rel="${hint.rel}"`, `href="${escapeHtml(hint.href)}"`];
  if (hint.as) attributes.push(`as="${hint.as}"`);
  if (hint.type) attributes.push(`type="${escapeHtml(hint.type)}"`);
  if (hint.media) attributes.push(`media="${escapeHtml(hint.media)}"`);
  if (hint.imagesrcset) attributes.push(`imagesrcset="${escapeHtml(hint.imagesrcset)}"`);
  if (hint.imagesizes) attributes.push(`imagesizes="${escapeHtml(hint.imagesizes)}"`);
  if (hint.fetchpriority) attributes.push(`fetchpriority="${hint.fetchpriority}"`);
  if (hint.crossorigin) attributes.push('crossorigin="anonymous"');
  return `<link ${attributes.join(' ')} />`;
}

/**
 * The image preloads of a page as a `Link` response header: the browser starts the page's largest
 * picture with the response headers, before the document's bytes (and the scripts its head asks
 * for) arrive. On a phone's latency that is the difference between the LCP and the HTML's end.
 * The `<link>` tags stay in the head for clients that ignore the header; the browser fetches once.
 */
export function imageLinkHeader(hints: LinkHint[]): string | undefined {
  const images = hints.filter((hint) => hint.rel === 'preload' && hint.as === 'image');
  if (!images.length) return undefined;
  const quoted = (value: string) => `"${value.replace(/["\\]/g, '')}"`;
  return images
    .map((hint) => {
      const parts = [`<${hint.href.replace(/[<>\s,;"]/g, encodeURIComponent)}>`, 'rel=preload', 'as=image'];
      if (hint.type) parts.push(`type=${quoted(hint.type)}`);
      if (hint.media) parts.push(`media=${quoted(hint.media)}`);
      if (hint.imagesrcset) parts.push(`imagesrcset=${quoted(hint.imagesrcset)}`);
      if (hint.imagesizes) parts.push(`imagesizes=${quoted(hint.imagesizes)}`);
      if (hint.fetchpriority) parts.push(`fetchpriority=${hint.fetchpriority}`);
      return parts.join('; ');
    })
    .join(', ');
}

export function headTags(head: PageHead): string[] {
  const tags: string[] = [];
  if (head.title) tags.push(`<title>${escapeHtml(head.title)}</title>`);
  if (head.description) tags.push(`<meta name="description" content="${escapeHtml(head.description)}" />`);
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}" />`);
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" />`);
  for (const link of head.links ?? [])
    tags.push(`<link rel="${link.rel}" href="${escapeHtml(link.href)}" ${PAGE_LINK_ATTRIBUTE} />`);
  for (const hint of head.hints ?? []) tags.push(hintTag(hint));
  for (const [key, content] of head.social ?? []) {
    // Open Graph uses `property`, Twitter cards `name`.
    const attribute = key.startsWith('og:') ? 'property' : 'name';
    tags.push(`<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" />`);
  }
  // Data blocks, never executed: a CSP without 'unsafe-inline' allows them.
  for (const data of head.jsonLd ?? [])
    tags.push(`<script type="application/ld+json">${serializeJsonLd(data)}</script>`);
  return tags;
}

/** What the server rendered of the page: the app's HTML, its styles and the state it was rendered from. */
export interface ServerRender {
  html: string;
  /** styled-components' style elements. */
  styles: string;
  /** The state, already serialized safely for a script element (app/ssr-state.ts). */
  state: string;
}

/**
 * The first paint waits until the page's content is parsed (its footer follows it). On a slow
 * network the document arrives in pieces: painted piece by piece, the page was laid out two or
 * three times over, each time in a task after the first paint that kept a phone from answering.
 * Painted once, it is laid out once. Browsers without `rel=expect` ignore the tag; the block
 * ends anyway when the document is parsed.
 */
export const FIRST_PAINT_TAG = `<link rel="expect" href="#${FOOTER_ID}" blocking="render" />`;

const REMOTES_BLOCK = /<script id="arbora-remotes" type="application\/json">[\s\S]*?<\/script>/;

/**
 * A page rendered earlier (its last good HTML), naming the remotes config of now instead of the
 * one it was rendered with: the browser loads the remotes ops point to today, which the CSP allows.
 */
export function withRemotesConfig(html: string, remotes: RemotesConfig): string {
  return html.replace(REMOTES_BLOCK, () => remotesBlock(remotes));
}

const remotesBlock = (remotes: RemotesConfig) =>
  `<script id="arbora-remotes" type="application/json">${escapeJson(remotes)}</script>`;

/**
 * The page for one navigation: the remotes config inlined as inert JSON (a CSP without
 * 'unsafe-inline' allows it: it is never executed), the head of the page and, when the server
 * rendered it, the app's HTML, styles and state (another inert JSON block).
 */
export function renderPage(
  template: string,
  remotes: RemotesConfig,
  head: PageHead = {},
  ssr?: ServerRender,
  /** Static HTML for the root when nothing was rendered (shell-only-body.ts): the browser replaces it. */
  alone?: { body: string },
): string {
  // A page whose largest picture is preloaded asks for its scripts once the picture is in.
  const later = ssr ? pictureFirst(template, head.hints ?? []) : null;
  if (later) head = { ...head, hints: later.hints };
  let html = later?.template ?? template;
  if (head.title) html = html.replace(/<title>[\s\S]*?<\/title>/, '');
  const headParts = [...(ssr ? [FIRST_PAINT_TAG] : []), ...headTags(head), ...(ssr?.styles ? [ssr.styles] : [])];
  const config = remotesBlock(remotes);
  const state = ssr ? `<script id="arbora-ssr" type="application/json">${ssr.state}</script>` : '';
  html = html
    .replace('<!--arbora-head-->', () => headParts.join('\n    '))
    .replace('<!--arbora-config-->', () => config + state + (later?.tags ?? ''));
  const root = ssr?.html ?? alone?.body;
  return root === undefined ? html : html.replace('<div id="root"></div>', () => `<div id="root">${root}</div>`);
}
