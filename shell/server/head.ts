import type { Breadcrumb, Image, Metas } from '@arbora/shared/schemas';
import type { RouteMatch } from '../src/routing/match-route';
import type { PageHead } from './html';
import { absoluteFrom, articleLd, breadcrumbLd, organizationLd, productLd, type JsonLd } from './json-ld';
import type { PageData, PageEntity } from './page-data';
import { pageNumber } from '../src/routing/route-params';
import {
  DEFAULT_DESCRIPTION,
  DEFAULT_TITLE,
  NOT_FOUND_TITLE,
  pageSuffix,
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
/** Page types read as articles (Open Graph `article`); blog posts also get Article JSON-LD. */
const ARTICLE_TYPES = new Set(['blog', 'advice_gate', 'advice_terrace', 'realisation']);

export interface HeadInput {
  publicUrl: string;
  match: RouteMatch;
  /** The requested path, already without its trailing slash. */
  pathname: string;
  status: number;
  data: PageData;
}

interface EntityFacts {
  name: string;
  metas: Metas | null;
  summary: string;
  image: Image | null;
  breadcrumbs: readonly Breadcrumb[];
  ogType: 'website' | 'article' | 'product';
  /** Listings keep their own URL as canonical (page 2 is not page 1). */
  listing: boolean;
}

function factsOf(entity: PageEntity): EntityFacts {
  switch (entity.kind) {
    case 'home': {
      const { page } = entity.home;
      return {
        name: page.title,
        metas: page.metas,
        summary: page.text,
        image: page.covers[0] ?? null,
        breadcrumbs: [],
        ogType: 'website',
        listing: false,
      };
    }
    case 'page': {
      const { page } = entity;
      const ogType = ARTICLE_TYPES.has(page.type.technical_name) ? 'article' : 'website';
      return {
        name: page.title,
        metas: page.metas,
        summary: page.text,
        image: page.covers[0] ?? null,
        breadcrumbs: page.breadcrumbs,
        ogType,
        listing: false,
      };
    }
    case 'product': {
      const { product } = entity;
      return {
        name: product.name,
        metas: product.metas,
        summary: product.short_text,
        image: product.cover,
        breadcrumbs: product.breadcrumbs,
        ogType: 'product',
        listing: false,
      };
    }
    case 'category': {
      const { category } = entity;
      return {
        name: category.name,
        metas: category.metas,
        summary: category.short_text,
        image: category.cover,
        breadcrumbs: category.breadcrumbs,
        ogType: 'website',
        listing: true,
      };
    }
  }
}

/** A CMS canonical is used only when it is a path of this site (never `//host` or another site). */
const sitePath = (value: string | null | undefined) =>
  value && /^\/(?![/\\])/.test(value) ? value.split(/[?#]/)[0] : undefined;

function titleOf(facts: EntityFacts, page: number): string {
  const title = facts.metas?.title || `${facts.name}${TITLE_SUFFIX}`;
  if (page <= 1) return title;
  return title.endsWith(TITLE_SUFFIX)
    ? `${title.slice(0, -TITLE_SUFFIX.length)}${pageSuffix(page)}${TITLE_SUFFIX}`
    : `${title}${pageSuffix(page)}`;
}

function jsonLdOf(entity: PageEntity, facts: EntityFacts, input: HeadInput, canonical: string): JsonLd[] {
  const absolute = absoluteFrom(input.publicUrl);
  const items: (JsonLd | null)[] = [];
  if (entity.kind === 'home') items.push(organizationLd(input.publicUrl));
  items.push(breadcrumbLd(facts.breadcrumbs, absolute));
  if (entity.kind === 'product') items.push(productLd(entity.product, canonical, absolute));
  if (entity.kind === 'page' && entity.page.type.technical_name === 'blog')
    items.push(articleLd(entity.page, canonical, absolute));
  return items.filter((item): item is JsonLd => item !== null);
}

/**
 * The head of a page (SPEC: French titles, description, canonical, robots, Open Graph, JSON-LD),
 * from the API data when it came in time, otherwise from the route table alone.
 */
export function buildHead(input: HeadInput): PageHead {
  const { match, publicUrl, status } = input;
  const absolute = absoluteFrom(publicUrl);
  const page = match.kind === 'page' ? pageNumber(match.params) : 1;
  const entity = status === 404 ? null : input.data.entity;
  const facts = entity ? factsOf(entity) : null;

  const ownPath = input.pathname || '/';
  const canonicalPath = facts && !facts.listing && page === 1 ? (sitePath(facts.metas?.canonical) ?? ownPath) : ownPath;
  const canonical = canonicalPath === '/' ? `${publicUrl}/` : `${publicUrl}${canonicalPath}`;

  const title =
    status === 404
      ? NOT_FOUND_TITLE
      : facts
        ? titleOf(facts, page)
        : (routeTitle(match, ROUTE_TITLES_FR) ?? DEFAULT_TITLE);
  const description = (facts && (facts.metas?.description || facts.summary)) || DEFAULT_DESCRIPTION;
  const robots =
    status === 404
      ? 'noindex'
      : match.kind === 'page' && match.route.noindex
        ? 'noindex, nofollow'
        : facts?.metas?.robots || 'index, follow';
  const image = facts?.image ?? DEFAULT_SOCIAL_IMAGE;
  const ogTitle = title.endsWith(TITLE_SUFFIX) ? title.slice(0, -TITLE_SUFFIX.length) : title;

  const social: [string, string][] = [
    ['og:title', ogTitle],
    ['og:description', description],
    ['og:url', status === 404 ? absolute(ownPath) : canonical],
    ['og:type', facts?.ogType ?? 'website'],
    ['og:image', absolute(image.url_webp)],
    ['og:image:width', String(image.width)],
    ['og:image:height', String(image.height)],
    ['og:image:alt', image.alt],
    ['og:locale', 'fr_FR'],
    ['og:site_name', SITE_NAME],
    ['twitter:card', 'summary_large_image'],
  ];

  const jsonLd = entity && facts ? jsonLdOf(entity, facts, input, canonical) : [];
  // The Organization belongs to the home page even when the API is too slow to say more.
  if (!entity && match.kind === 'page' && match.route.id === 'home' && status !== 404)
    jsonLd.push(organizationLd(publicUrl));

  return { title, description, robots, social, jsonLd, ...(status === 404 ? {} : { canonical }) };
}

/**
 * The picture that will be the largest paint (preloaded): the home page's cover, and the cover of a
 * CMS page (content pages, blog and realisation posts, testimonials) with the square crop phones
 * get instead (`covers_mobile`, PageCover's `<source media>`). Legal pages show no cover.
 */
export function heroImage(data: PageData): { image: Image; mobile: Image | null } | null {
  if (data.entity?.kind === 'home') {
    const image = data.entity.home.page.covers[0];
    return image ? { image, mobile: null } : null;
  }
  if (data.entity?.kind === 'page') {
    const { page } = data.entity;
    const image = page.covers[0];
    if (!image || page.type.technical_name === 'legal') return null;
    return { image, mobile: page.covers_mobile[0] ?? null };
  }
  return null;
}
