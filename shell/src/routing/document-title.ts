import { t } from '@arbora/shared/messages';
import type { RouteMatch } from './match-route';
import { pageNumber } from './route-params';

// One source for the document title, on the server (head) and in the browser (client navigation).
// The default head and « Page introuvable » are in the message catalogue
// (`shared/src/messages/areas/page-titles.ts`), the routes' titles in route-titles-fr.ts.

export const SITE_NAME = 'Arbora';
export const TITLE_SUFFIX = ` | ${SITE_NAME}`;
export const DEFAULT_TITLE = t('title_default');
export const DEFAULT_DESCRIPTION = t('description_default');

/** `« Panier | Arbora »`; a title that already names the site is kept as it is. */
export const withSiteName = (title: string) => (title.endsWith(SITE_NAME) ? title : `${title}${TITLE_SUFFIX}`);

export const NOT_FOUND_TITLE = withSiteName(t('title_not_found'));

/** Page N of a listing says so: otherwise its pages share one title. */
export const pageSuffix = (page: number) => (page > 1 ? ` – page ${page}` : '');

/** The routes' titles by key (`title_<route id>`, `title_kind_<kind>`): route-titles-fr.ts. */
export type RouteTitles = Readonly<Record<string, string>>;

/** The title of a route from `titles`, null for data-driven ones (their head comes from their data). */
export function routeTitle(match: RouteMatch, titles: RouteTitles): string | null {
  if (match.kind === 'not-found') return NOT_FOUND_TITLE;
  const { route, params } = match;
  const base =
    (params.kind ? titles[`title_kind_${params.kind.replace(/-/g, '_')}`] : undefined) ??
    titles[`title_${route.id.replace(/-/g, '_')}`];
  if (!base) return null;
  return withSiteName(`${base}${pageSuffix(pageNumber(params))}`);
}
