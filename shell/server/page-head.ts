import type { PageHead as OwnHead } from '@arbora/shared/platform';
import type { PageHead } from './html';
import { absoluteFrom } from './json-ld';
import { SITE_NAME } from './route-titles';

const TITLE_SUFFIX = ` | ${SITE_NAME}`;

/**
 * The head a page module gave with `pageHead(data)` (route data contract), made absolute and
 * completed with the shell's own head where the page says nothing: a page whose module exports it
 * owns its title, description, canonical, robots, Open Graph and JSON-LD.
 */
export function headFromPage(own: OwnHead, fallback: PageHead, publicUrl: string, pathname: string): PageHead {
  const absolute = absoluteFrom(publicUrl);
  const path = own.canonical && /^\/(?![/\\])/.test(own.canonical) ? own.canonical : pathname || '/';
  const canonical = path === '/' ? `${publicUrl}/` : `${publicUrl}${path}`;
  const title = own.title.endsWith(SITE_NAME) ? own.title : `${own.title}${TITLE_SUFFIX}`;
  const description = own.description ?? fallback.description;
  const replaced: Record<string, string | undefined> = {
    'og:title': own.title,
    'og:description': description,
    'og:url': canonical,
    'og:type': own.ogType ?? 'website',
    ...(own.image
      ? {
          'og:image': absolute(own.image.url),
          'og:image:width': own.image.width ? String(own.image.width) : undefined,
          'og:image:height': own.image.height ? String(own.image.height) : undefined,
          'og:image:alt': own.image.alt,
        }
      : {}),
  };
  const social = (fallback.social ?? [])
    .map(([key, value]): [string, string | undefined] => [key, key in replaced ? replaced[key] : value])
    .filter((pair): pair is [string, string] => pair[1] !== undefined);
  return {
    ...fallback,
    title,
    description,
    canonical,
    robots: own.noindex ? 'noindex, nofollow' : fallback.robots,
    social,
    jsonLd: own.jsonLd ? [...own.jsonLd] : fallback.jsonLd,
  };
}
