import { parsePageSegment } from '@arbora/shared/routes';
import type { Params } from './path-pattern';

/**
 * The page number of a listing URL (SPEC 2.1 `-p--N`). Optional segments shift: `/blog/-p--2`
 * fills `tag` and `/c-x/-p--2` fills `filter`, so every parameter is looked at.
 */
export function pageNumber(params: Params): number {
  for (const value of [params.page, params.filter, params.tag]) {
    const page = value === undefined ? null : parsePageSegment(value);
    if (page !== null) return page;
  }
  return 1;
}

/** A parameter that is a real value, not a page segment in its place. */
export const realParam = (value: string | undefined) =>
  value !== undefined && parsePageSegment(value) === null ? value : undefined;
