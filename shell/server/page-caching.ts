import { createHash } from 'node:crypto';
import type { CachedPage } from './html-cache';

/**
 * How an HTML answer may be kept by a CDN or a browser. A public page is the same for every
 * anonymous visitor (the server renders no session, and sets no cookie on it), so a shared cache
 * may serve it for `sMaxAge` seconds and a stale copy while it asks again; a browser asks again each
 * time (`max-age=0`), cheaply with the ETag (304).
 */
export type HtmlAudience =
  /** The same for everybody: cached by a CDN, revalidated by the browser. */
  | 'public'
  /** The last good HTML sent because a new render failed: stored, never served without asking. */
  | 'stale'
  /** A 503: nothing keeps it. */
  | 'unavailable'
  /** A customer's page (account, cart, order) or an answer with cookies: this browser's only. */
  | 'personal';

export interface HtmlCachePolicy {
  sMaxAgeSeconds: number;
  staleWhileRevalidateSeconds: number;
}

export function htmlCacheControl(audience: HtmlAudience, policy: HtmlCachePolicy): string {
  switch (audience) {
    case 'public':
      return `public, max-age=0, s-maxage=${policy.sMaxAgeSeconds}, stale-while-revalidate=${policy.staleWhileRevalidateSeconds}`;
    case 'stale':
      return 'no-cache';
    case 'unavailable':
      return 'no-store';
    case 'personal':
      return 'private, no-store';
  }
}

/**
 * A weak validator of the answer's bytes (status, preload header and HTML): weak because the
 * compression plugin sends other bytes for the same page, which a weak ETag allows.
 */
export function htmlEtag(page: CachedPage): string {
  const hash = createHash('sha1')
    .update(`${page.status}\n${page.link ?? ''}\n`)
    .update(page.html)
    .digest('base64url');
  return `W/"${hash}"`;
}

/** Whether `If-None-Match` names this ETag (weak comparison, RFC 9110 13.1.2: GET and HEAD). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
