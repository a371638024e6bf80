import type { PageContext, PageParams } from '@arbora/shared/platform';
import { parsePageSegment } from '@arbora/shared/routes';
import type { ProductListArgs } from '../api/get-product-list';
import { sortOf } from './sort';

/**
 * The list's arguments from the shell's route params (`/c-:slug/:filter?/:page?`): `/c-x/-p--2`
 * matches its page segment as `filter`, so a page segment there is the page, not a filter.
 */
export function listArgsOf(params: PageParams, ctx: PageContext): ProductListArgs {
  const filterAsPage = params.filter ? parsePageSegment(params.filter) : null;
  const filter = filterAsPage === null ? (params.filter ?? '') : '';
  const page = filterAsPage ?? (params.page ? (parsePageSegment(params.page) ?? 1) : 1);
  return { slug: params.slug ?? '', filter, page, sort: sortOf(ctx.searchParams), path: ctx.pathname };
}

/** The list's own path without filter and page: `/c-x` or `/ocelia/c-x`. */
export function listBase(slug: string, plasticLine: boolean): string {
  return `${plasticLine ? '/ocelia' : ''}/c-${slug}`;
}
