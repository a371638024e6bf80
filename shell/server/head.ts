import type { Image } from '@arbora/shared/schemas';
import type { RouteMatch } from '../src/routing/match-route';
import type { PageHead } from './html';
import { absoluteFrom } from './json-ld';
import {
  DEFAULT_DESCRIPTION,
  DEFAULT_TITLE,
  NOT_FOUND_TITLE,
  routeTitle,
  SITE_NAME,
} from '../src/routing/document-title';
import { ROUTE_TITLES_FR } from '../src/core/route-titles-fr';

/** Shared by every page without a picture of its own (social networks want one). */
export const DEFAULT_SOCIAL_IMAGE: Image = {
  url: '/api/v1/media/hero/accueil-1200x630.svg',
  url_webp: '/api/v1/media/hero/accueil-1200x630.webp',
  alt: 'Arbora, le bois composite pour l’extérieur',
  width: 1200,
  height: 630,
};

const TITLE_SUFFIX = ` | ${SITE_NAME}`;

export interface HeadInput {
  publicUrl: string;
  match: RouteMatch;
  /** The requested path, already without its trailing slash. */
  pathname: string;
  status: number;
}

/**
 * The head the route table alone gives (SPEC: French titles, description, canonical, robots, Open
 * Graph): a 404's, and the frame a page's own head (`pageHead`, page-head.ts) completes. Nothing
 * here reads the API: what a page shows, and so its head, is its remote's to say.
 */
export function buildHead(input: HeadInput): PageHead {
  const { match, publicUrl, status } = input;
  const absolute = absoluteFrom(publicUrl);
  const ownPath = input.pathname || '/';
  const canonical = ownPath === '/' ? `${publicUrl}/` : `${publicUrl}${ownPath}`;
  const title = status === 404 ? NOT_FOUND_TITLE : (routeTitle(match, ROUTE_TITLES_FR) ?? DEFAULT_TITLE);
  const robots =
    status === 404 ? 'noindex' : match.kind === 'page' && match.route.noindex ? 'noindex, nofollow' : 'index, follow';
  const image = DEFAULT_SOCIAL_IMAGE;
  const ogTitle = title.endsWith(TITLE_SUFFIX) ? title.slice(0, -TITLE_SUFFIX.length) : title;

  const social: [string, string][] = [
    ['og:title', ogTitle],
    ['og:description', DEFAULT_DESCRIPTION],
    ['og:url', status === 404 ? absolute(ownPath) : canonical],
    ['og:type', 'website'],
    ['og:image', absolute(image.url_webp)],
    ['og:image:width', String(image.width)],
    ['og:image:height', String(image.height)],
    ['og:image:alt', image.alt],
    ['og:locale', 'fr_FR'],
    ['og:site_name', SITE_NAME],
    ['twitter:card', 'summary_large_image'],
  ];

  return {
    title,
    description: DEFAULT_DESCRIPTION,
    robots,
    social,
    jsonLd: [],
    ...(status === 404 ? {} : { canonical }),
  };
}
