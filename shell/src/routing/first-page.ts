import { PAGE_SEGMENT_PREFIX, withPage } from '@arbora/shared/routes';
import type { RouteMatch } from './match-route';

/**
 * `/blog/-p--1` is `/blog` (SPEC 2.1: page 1 has no page segment, so each page has one URL): the
 * first page's own URL, query kept, for a path a route accepts with a last segment `-p--1`; else
 * null. A search engine would otherwise index the first page of every list twice. The shell server
 * answers it with a 301, the browser's router replaces it on a client navigation.
 */
export function firstPageLocation(match: RouteMatch, pathname: string, search: string): string | null {
  if (match.kind !== 'page' || pathname.slice(pathname.lastIndexOf('/') + 1) !== `${PAGE_SEGMENT_PREFIX}1`) return null;
  return withPage(pathname + search, 1);
}
