import type { Category, EntityType, Home, Page, Product, UrlEntity } from '@arbora/shared/schemas';
import type { RouteMatch } from '../src/routing/match-route';
import { apiGet } from './api-client';
import { realParam } from '../src/routing/route-params';

/** What the API says a path shows: one fetch serves the status (404 or not) and the head. */
export type PageEntity =
  | { kind: 'home'; home: Home }
  | { kind: 'page'; page: Page }
  | { kind: 'product'; product: Product }
  | { kind: 'category'; category: Category };

export interface PageData {
  /** false: the API says there is no such page (a real 404); null: it could not tell, or was not asked. */
  exists: boolean | null;
  entity: PageEntity | null;
}

interface Lookup {
  slug: string;
  type: EntityType;
  /** A miss is a 404 (content, product, category), or only "no entity" (a blog tag may be a listing). */
  missIsNotFound: boolean;
}

const DETAIL_PATH: Record<EntityType, string> = { cms_page: '/page', product: '/product', category: '/category' };

/** The API entity behind a route of the table, if it has one. */
export function lookupFor(match: RouteMatch, pathname: string): Lookup | null {
  if (match.kind !== 'page') return null;
  const { route, params } = match;
  if (route.resolvesContent) {
    return { slug: pathname.replace(/^\/+/, '') || 'content', type: 'cms_page', missIsNotFound: true };
  }
  switch (route.id) {
    case 'product':
    case 'plastic-product':
      return { slug: `p-${params.slug ?? ''}`, type: 'product', missIsNotFound: true };
    case 'product-list':
    case 'plastic-product-list':
      return { slug: `c-${params.slug ?? ''}`, type: 'category', missIsNotFound: true };
    case 'category':
      return { slug: `category/${params.slug ?? ''}`, type: 'category', missIsNotFound: true };
    case 'blog':
    case 'realisations':
      // `/blog/{slug}` is either a post (a CMS page) or a tag listing: only a post has a head of its own.
      return realParam(params.tag) && !params.page
        ? { slug: `${route.pattern.split('/')[1]}/${params.tag}`, type: 'cms_page', missIsNotFound: false }
        : null;
    default:
      return null;
  }
}

function entityOf(type: EntityType, data: unknown): PageEntity {
  if (type === 'product') return { kind: 'product', product: data as Product };
  if (type === 'category') return { kind: 'category', category: data as Category };
  return { kind: 'page', page: data as Page };
}

/**
 * The API data of a page: GET /v1/home, or GET /v1/url/entity then the entity itself. Gives up
 * when `signal` aborts (the page budget); the page then goes out with what is known. `fetcher` is
 * the request's shared fetch: the page's own queries, run by the renderer at the same time, read
 * the same resources, and each is asked for once.
 */
export async function loadPageData(
  apiUrl: string,
  match: RouteMatch,
  pathname: string,
  signal: AbortSignal,
  fetcher: typeof fetch = fetch,
): Promise<PageData> {
  if (match.kind === 'page' && match.route.id === 'home') {
    const home = await apiGet<Home>(apiUrl, '/home', {}, signal, fetcher);
    return {
      exists: home.kind === 'ok' ? true : null,
      entity: home.kind === 'ok' ? { kind: 'home', home: home.data } : null,
    };
  }
  const lookup = lookupFor(match, pathname);
  if (!lookup) return { exists: null, entity: null };
  const found = await apiGet<UrlEntity>(
    apiUrl,
    '/url/entity',
    { slug: lookup.slug, entity_type: lookup.type },
    signal,
    fetcher,
  );
  if (found.kind === 'not-found') return { exists: lookup.missIsNotFound ? false : null, entity: null };
  if (found.kind !== 'ok') return { exists: null, entity: null };
  const detail = await apiGet<unknown>(apiUrl, `${DETAIL_PATH[lookup.type]}/${found.data.id}`, {}, signal, fetcher);
  // The entity exists even when its detail came too late: only the head falls back.
  return { exists: true, entity: detail.kind === 'ok' ? entityOf(lookup.type, detail.data) : null };
}
