import type { PageHead as OwnHead } from '@arbora/shared/platform';
import type { PageHead } from './html';
import { DEFAULT_SOCIAL_IMAGE } from './head';
import { absoluteFrom, type Absolute } from './json-ld';
import { SITE_NAME } from '../src/routing/document-title';
import { absolutePageLinks } from '../src/core/page-links';

const TITLE_SUFFIX = ` | ${SITE_NAME}`;

/**
 * The head a page module gave with `pageHead(data)` (route data contract), made absolute and
 * completed with the shell's own head where the page says nothing: a page whose module exports it
 * owns its title, description, canonical, robots and Open Graph; JSON-LD is merged by type.
 */
export function headFromPage(own: OwnHead, fallback: PageHead, publicUrl: string, pathname: string): PageHead {
  const absolute = absoluteFrom(publicUrl);
  const path = own.canonical && /^\/(?![/\\])/.test(own.canonical) ? own.canonical : pathname || '/';
  const canonical = path === '/' ? `${publicUrl}/` : `${publicUrl}${path}`;
  const title = own.title.endsWith(SITE_NAME) ? own.title : `${own.title}${TITLE_SUFFIX}`;
  const description = own.description ?? fallback.description;
  const shellImage = fallback.social?.find(([key]) => key === 'og:image')?.[1];
  // The shell's picture is the API's WebP in the social size; the page's replaces only the default.
  const pageImage = own.image && (!shellImage || shellImage === absolute(DEFAULT_SOCIAL_IMAGE.url_webp));
  const ogTitle = title.endsWith(TITLE_SUFFIX) ? title.slice(0, -TITLE_SUFFIX.length) : title;
  const replaced: Record<string, string | undefined> = {
    'og:title': ogTitle,
    'og:description': description,
    'og:url': canonical,
    'og:type': own.ogType ?? 'website',
    ...(own.image && pageImage
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
    jsonLd: mergeJsonLd(
      fallback.jsonLd ?? [],
      (own.jsonLd ?? []).map((item) => absoluteUrls(item, absolute) as Record<string, unknown>),
    ),
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

/** schema.org's kinds of Article: a page's BlogPosting describes what the shell's Article does. */
const ARTICLE_TYPES = new Set(['Article', 'BlogPosting', 'NewsArticle', 'Report']);

/** What an object describes, for "one object per thing": the Article family counts as one. */
const kindOf = (item: Record<string, unknown>) => {
  const type = String(item['@type'] ?? '');
  return ARTICLE_TYPES.has(type) ? 'Article' : type;
};

/**
 * The shell's JSON-LD (Organization, BreadcrumbList, Product, Article, built and tested against the
 * API's data) and the page's own objects of any other type: one object per type, never two
 * competing descriptions of the same thing.
 */
function mergeJsonLd(
  shell: readonly Record<string, unknown>[],
  page: readonly Record<string, unknown>[],
): Record<string, unknown>[] {
  const known = new Set(shell.map(kindOf));
  return [...shell, ...page.filter((item) => !known.has(kindOf(item)))];
}
