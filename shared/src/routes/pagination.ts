import { splitUrl } from './split-url';

/*
 * Pagination in URLs (SPEC 2.1, 9): page N > 1 is a last path segment "-p--N", as the route
 * table reads it ("/blog/{optional tag}/{optional page -p--N}", "/{c-slug}/{optional filter}/
 * {optional page as -p--N}"): /blog/-p--2, /blog/jardin/-p--3, /c-terrasses/gris/-p--2. Page 1
 * has no segment, so each page has one URL. N is written without leading zeros.
 */

/** The prefix of a page segment. */
export const PAGE_SEGMENT_PREFIX = '-p--';

const PAGE_SEGMENT = /^-p--([1-9]\d*)$/;

/**
 * The page number of a path segment "-p--N", or null when the segment is not a page segment
 * ("-p--0", "-p--02", "-p--x", "terrasses"). A route whose page parameter gives null fails its
 * validation (404). "-p--1" parses as 1; `withPage` never produces it.
 * @public
 */
export function parsePageSegment(segment: string): number | null {
  const match = PAGE_SEGMENT.exec(segment);
  if (!match) return null;
  const page = Number(match[1]);
  return Number.isSafeInteger(page) ? page : null;
}

function stripTrailingSlashes(path: string): string {
  const stripped = path.replace(/\/+$/, '');
  return stripped === '' ? '/' : stripped;
}

/**
 * Splits a path into the path without its page segment and the page number (1 when there is
 * none). Query and hash stay on the returned path.
 * `splitPage('/blog/jardin/-p--3?tri=date')` → `{ path: '/blog/jardin?tri=date', page: 3 }`.
 * @public
 */
export function splitPage(url: string): { path: string; page: number } {
  const { path, rest } = splitUrl(url);
  const trimmed = stripTrailingSlashes(path);
  const slash = trimmed.lastIndexOf('/');
  const page = parsePageSegment(trimmed.slice(slash + 1));
  if (page === null) return { path: trimmed + rest, page: 1 };
  const base = trimmed.slice(0, slash) || '/';
  return { path: base + rest, page };
}

/**
 * The URL of page `page` of a listing: replaces or removes its page segment; page 1 has none.
 * `withPage('/blog', 2)` → '/blog/-p--2'; `withPage('/blog/-p--2?tri=date', 1)` → '/blog?tri=date'.
 * @public
 */
export function withPage(url: string, page: number): string {
  if (!Number.isSafeInteger(page) || page < 1) {
    throw new RangeError(`A page number is an integer from 1, got ${page}`);
  }
  const { path, rest } = splitUrl(url);
  const { path: base } = splitPage(path);
  if (page === 1) return base + rest;
  return `${base === '/' ? '' : base}/${PAGE_SEGMENT_PREFIX}${page}${rest}`;
}
