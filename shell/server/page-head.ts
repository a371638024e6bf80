import type { PageHead as OwnHead } from '@arbora/shared/platform';
import type { PageHead } from './html';
import { absoluteFrom, type Absolute } from './json-ld';
import { SITE_NAME } from '../src/routing/document-title';
import { absolutePageLinks } from '../src/core/page-links';

const TITLE_SUFFIX = ` | ${SITE_NAME}`;

/**
 * The head a page module gave with `pageHead(data)` (route data contract), made absolute and
 * written over the route table's head (head.ts) where the page says something: a page whose module
 * exports it owns its title, description, canonical, robots, Open Graph and JSON-LD.
 */
export function headFromPage(own: OwnHead, fallback: PageHead, publicUrl: string, pathname: string): PageHead {
  const absolute = absoluteFrom(publicUrl);
  const path = own.canonical && /^\/(?![/\\])/.test(own.canonical) ? own.canonical : pathname || '/';
  const canonical = path === '/' ? `${publicUrl}/` : `${publicUrl}${path}`;
  const title = own.title.endsWith(SITE_NAME) ? own.title : `${own.title}${TITLE_SUFFIX}`;
  const description = own.description ?? fallback.description;
  const ogTitle = title.endsWith(TITLE_SUFFIX) ? title.slice(0, -TITLE_SUFFIX.length) : title;
  const replaced: Record<string, string | undefined> = {
    'og:title': ogTitle,
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
    jsonLd: (own.jsonLd ?? []).map((item) => absoluteUrls(item, absolute) as Record<string, unknown>),
    links: absolutePageLinks(own.links, publicUrl),
  };
}

/** schema.org properties whose value is a URL (or a list of them): search engines want them absolute. */
const URL_PROPERTIES = new Set([
  '@id',
  'url',
  'item',
  'image',
  'logo',
  'mainEntityOfPage',
  'contentUrl',
  'thumbnailUrl',
]);

/** A page's JSON-LD with its site paths made absolute, as its canonical and links are (PageHead's contract). */
function absoluteUrls(value: unknown, absolute: Absolute, property = ''): unknown {
  if (typeof value === 'string')
    return URL_PROPERTIES.has(property) && /^\/(?![/\\])/.test(value) ? absolute(value) : value;
  if (Array.isArray(value)) return value.map((item) => absoluteUrls(item, absolute, property));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absoluteUrls(item, absolute, key)]));
  return value;
}
