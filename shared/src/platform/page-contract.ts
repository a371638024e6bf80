import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { PageAction } from './form-action';

/**
 * The route data contract (docs/architecture.md, "A page declares its data once").
 *
 * An exposed page module exports, beside its default component:
 * - `pageQueries(params, ctx)`: the TanStack query options its first screen needs, built from the
 *   remote's own `features/<name>/api` files. The page reads the same options with
 *   `useSuspenseQuery`, so the shell can prefetch them (hover, visibility) and the shell server can
 *   run them before rendering; nobody else describes the page's data.
 * - optionally `pageHead(data, params, ctx)`: the head of the page (title, description, canonical,
 *   JSON-LD...) from the resolved data of `pageQueries`, in the same order.
 * - optionally `pageStatus(data, params, ctx)`: the HTTP status of the page when it is not a 200
 *   (a GET form's refused values: 400), from the same data.
 */

/** The route's named parameters, as the shell's route table matched them (`:slug`, `:page?`, `*` as `splat`). */
export type PageParams = Readonly<Record<string, string | undefined>>;

/** What a page may know of its URL besides its parameters; identical on the server and in the browser. */
export interface PageContext {
  /** The path, without a trailing slash (`/p-lame-terrasse`). */
  readonly pathname: string;
  /** The query string (`?produit=...`). */
  readonly searchParams: URLSearchParams;
  /** The path is under the plastic line's segment (SPEC 2.1). */
  readonly plasticLine: boolean;
}

/**
 * One query a page needs: the result of TanStack's `queryOptions({ queryKey, queryFn })`.
 * Its `queryFn` may throw an `HttpError` (`NotFoundError`) to make the page a real 404.
 */
export interface PageQuery {
  readonly queryKey: QueryKey;
  // The options come from `queryOptions()`, whose function type is contravariant in its context.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly queryFn?: any;
  readonly staleTime?: unknown;
}

export type PageQueries = (params: PageParams, ctx: PageContext) => readonly PageQuery[];

/**
 * A `<link>` of the head besides the canonical (which has its own field): `prev`/`next` between the
 * pages of a paginated list, `alternate` for another version of the page. `href` is a site-relative
 * path (`/c-lames/page-2`); the shell makes it absolute and drops anything else.
 */
export interface PageHeadLink {
  rel: 'prev' | 'next' | 'alternate';
  href: string;
}

/** The head of a page, in French. Paths are site-relative; the shell makes them absolute. */
export interface PageHead {
  title: string;
  description?: string;
  /** Site-relative canonical path; the page's own path when absent. */
  canonical?: string;
  /** `noindex` pages (account, cart, preview, search results). */
  noindex?: boolean;
  /** Open Graph type (`website` when absent). */
  ogType?: 'website' | 'article' | 'product';
  /** Open Graph image (site-relative or absolute URL). */
  image?: { url: string; width?: number; height?: number; alt?: string };
  /** JSON-LD objects (schema.org), each printed in its own script tag. */
  jsonLd?: readonly Record<string, unknown>[];
  /** Link tags (`rel=prev/next` of a paginated list), written by the server and kept in sync in the browser. */
  links?: readonly PageHeadLink[];
}

/**
 * The schema.org BreadcrumbList of a page, from the same trail as its `Breadcrumbs` (site paths:
 * the shell makes them absolute), for its `pageHead` JSON-LD.
 */
export function breadcrumbJsonLd(crumbs: readonly { label: string; route: string }[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: crumb.route,
    })),
  };
}

export type PageHeadFn = (data: readonly unknown[], params: PageParams, ctx: PageContext) => PageHead | null;

/**
 * The status the shell server answers a page with, besides 200. `400`: the page's query string was
 * refused (a GET form without JavaScript with a value it cannot take); the page is still rendered,
 * with its own messages, its title starts with « Erreur : » and it is `noindex`. A missing thing is
 * a query's `NotFoundError` (404), not a status. The shell reads any other value as 200.
 */
export type PageStatus = 200 | 400;

export type PageStatusFn = (data: readonly unknown[], params: PageParams, ctx: PageContext) => PageStatus;

/**
 * A page module's optional `pageStatus` export (shared 3.14). It is not a member of
 * `RemotePageModule`, whose type a remote built before may hold: it joins it at the next major.
 */
export interface PageStatusModule {
  pageStatus?: PageStatusFn;
}

/** What an exposed page module of a remote looks like (e.g. `content/HomePage`). */
export interface RemotePageModule {
  default: ComponentType;
  pageQueries?: PageQueries;
  pageHead?: PageHeadFn;
  /** The POST of the page's form without JavaScript (form-action.tsx). */
  pageAction?: PageAction;
}

/** The queries a page module declares for this URL (none when it declares none). */
export function queriesOf(module: RemotePageModule, params: PageParams, ctx: PageContext): readonly PageQuery[] {
  return module.pageQueries ? module.pageQueries(params, ctx) : [];
}

/** Warms `queryClient` with a page's data (prefetch: failures are ignored, the page will ask again). */
export async function prefetchPageData(
  queryClient: QueryClient,
  module: RemotePageModule,
  params: PageParams,
  ctx: PageContext,
): Promise<void> {
  await Promise.all(queriesOf(module, params, ctx).map((query) => queryClient.prefetchQuery(query as never)));
}

/**
 * Runs a page's queries into `queryClient` and returns their data in order; rejects with the first
 * failure (an `HttpError` keeps its status: the server answers 404 for a `NotFoundError`).
 */
export async function loadPageData(
  queryClient: QueryClient,
  module: RemotePageModule,
  params: PageParams,
  ctx: PageContext,
): Promise<unknown[]> {
  return Promise.all(queriesOf(module, params, ctx).map((query) => queryClient.ensureQueryData(query as never)));
}

/** The status of a page for this data and URL: its `pageStatus`'s 400, else 200 (any other value too). */
export function pageStatusOf(
  module: RemotePageModule,
  data: readonly unknown[],
  params: PageParams,
  ctx: PageContext,
): PageStatus {
  const { pageStatus } = module as RemotePageModule & PageStatusModule;
  return pageStatus?.(data, params, ctx) === 400 ? 400 : 200;
}

/** A page context from a URL's parts (the shell and its server build it the same way). */
export function pageContext(pathname: string, search: string, plasticLine: boolean): PageContext {
  return { pathname, searchParams: new URLSearchParams(search), plasticLine };
}
