import { productPath, productSlugOfPath } from '@arbora/shared/routes';
import type { CategorySummary, PageSummary, Product, ProductSummary } from '@arbora/shared/schemas';
import { matchRoute } from '../src/routing/match-route';
import { QUOTE_KINDS, ROUTES, SAMPLE_KINDS } from '../src/routing/route-table';
import { apiGet, type ApiQuery } from './api-client';

/** Crawlers come often; the catalogue changes slowly. A few minutes of staleness is fine. */
const TTL_MS = 5 * 60_000;
const CALL_TIMEOUT_MS = 10_000;
const PER_PAGE = 100;
/** Product details (for their dates) are read a few at a time: the API is not to be flooded. */
const DETAIL_CONCURRENCY = 6;
/** The sitemap protocol's limit per file; past it the site needs a sitemap index. */
const MAX_URLS = 50_000;

export interface SitemapEntry {
  path: string;
  lastmod?: string;
}

type Paginated<T> = { items: T[]; pagination: { pages: number } };

/** Every page of a paginated list; any failed call fails the whole (a partial sitemap would unlist pages). */
async function allItems<T>(apiUrl: string, path: string, query: ApiQuery): Promise<T[]> {
  const read = async (page: number) => {
    const answer = await apiGet<Paginated<T>>(
      apiUrl,
      path,
      { ...query, perPage: PER_PAGE, page },
      AbortSignal.timeout(CALL_TIMEOUT_MS),
    );
    if (answer.kind !== 'ok') throw new Error(`GET ${path} page ${page}: no answer`);
    return answer.data;
  };
  const first = await read(1);
  const rest = await Promise.all(
    Array.from({ length: Math.max(0, first.pagination.pages - 1) }, (_, i) => read(i + 2)),
  );
  return [first, ...rest].flatMap((answer) => answer.items);
}

async function mapLimited<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** Public pages of the route table that need no parameter (forms, hubs, listings' first pages). */
function staticPaths(): string[] {
  const paths = ROUTES.filter(
    (route) =>
      !route.noindex &&
      !route.unlisted &&
      !route.resolvesContent &&
      route.id !== 'home' &&
      !route.id.includes('confirmation'),
  )
    // `/blog/:tag?/:page?` is listed as `/blog`: optional segments may be left out.
    .map((route) => route.pattern.replace(/(\/:\w+\?)+$/, ''))
    .filter((pattern) => !pattern.includes(':') && !pattern.includes('*'));
  return [
    ...paths,
    ...QUOTE_KINDS.map((kind) => `/devis/${kind}`),
    ...SAMPLE_KINDS.map((kind) => `/echantillons/${kind}`),
  ];
}

const pagePath = (page: PageSummary) => (page.type.technical_name === 'home' ? '/' : `/${page.slug}`);

const laterOf = (a: string | undefined, b: string) => (a && a > b ? a : b);

/** What a product detail adds to the sitemap: its date and its categories'. */
export interface ProductFacts {
  slug: string;
  /** The sales line: an Océlia product's page is `/ocelia/p-…` (shared productPath). */
  line: string;
  updated_at: string;
  categories: string[];
}

/**
 * Product details are the costly part (one call each): their facts are kept for an hour, so a
 * rebuild every few minutes only reads the lists and the products it has not seen.
 */
export function createProductFactsCache(ttlMs = 60 * 60_000) {
  const facts = new Map<number, { value: ProductFacts | null; expires: number }>();
  return async (apiUrl: string, id: number): Promise<ProductFacts | null> => {
    const hit = facts.get(id);
    if (hit && hit.expires > Date.now()) return hit.value;
    const answer = await apiGet<Product>(apiUrl, `/product/${id}`, {}, AbortSignal.timeout(CALL_TIMEOUT_MS));
    if (answer.kind === 'unknown') throw new Error(`GET /product/${id}: no answer`);
    const value =
      answer.kind === 'ok'
        ? {
            slug: answer.data.slug,
            line: answer.data.line,
            updated_at: answer.data.updated_at,
            categories: answer.data.categories.map((c) => c.slug),
          }
        : null;
    facts.set(id, { value, expires: Date.now() + ttlMs });
    return value;
  };
}
type ProductFactsReader = ReturnType<typeof createProductFactsCache>;

/** What the sitemap lists: every published CMS page, category and product, and the static routes. */
export async function collectSitemap(
  apiUrl: string,
  productFacts: ProductFactsReader = createProductFactsCache(),
): Promise<SitemapEntry[]> {
  const [pages, categories, products] = await Promise.all([
    allItems<PageSummary>(apiUrl, '/page', {}),
    allItems<CategorySummary>(apiUrl, '/category', { parent: 'all' }),
    allItems<ProductSummary>(apiUrl, '/product', {}),
  ]);
  // Lists carry no modification date: the details do. A category changes when one of its products does.
  const details = await mapLimited(products, DETAIL_CONCURRENCY, (product) => productFacts(apiUrl, product.id));
  const categoryDates = new Map<string, string>();
  for (const product of details) {
    if (!product) continue;
    for (const slug of product.categories)
      categoryDates.set(slug, laterOf(categoryDates.get(slug), product.updated_at));
  }

  // A CMS sheet `/produits/{slug}` of a catalogue product answers a 301 to the product page: only
  // the product page is listed.
  const productSlugs = new Set(details.flatMap((product) => (product ? [product.slug] : [])));
  const duplicatesProduct = (path: string) =>
    path.startsWith('/produits/') && productSlugs.has(productSlugOfPath(path) ?? '');
  const entries: SitemapEntry[] = [
    ...pages
      .map((page) => ({ path: pagePath(page), lastmod: page.publication_date }))
      .filter(({ path }) => !duplicatesProduct(path)),
    ...categories.map((category) => ({ path: `/${category.slug}`, lastmod: categoryDates.get(category.slug) })),
    ...details.flatMap((product) => (product ? [{ path: productPath(product), lastmod: product.updated_at }] : [])),
    ...staticPaths().map((path) => ({ path })),
  ];
  // Only what the site itself serves as an indexable page: the route table has the last word.
  const seen = new Set<string>();
  return entries.filter(({ path }) => {
    if (seen.has(path)) return false;
    seen.add(path);
    const match = matchRoute(path);
    return match.kind === 'page' && !match.route.noindex;
  });
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

export function sitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.slice(0, MAX_URLS).map(({ path, lastmod }) => {
    const loc = path === '/' ? `${publicUrl}/` : `${publicUrl}${path}`;
    return `  <url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The sitemap, kept in memory: built once per TTL, concurrent requests share one build, and an
 * expired copy is still served while a new one is built (or when the API is down).
 */
export function createSitemapCache(apiUrl: string, publicUrl: string, ttlMs = TTL_MS) {
  let current: { xml: string; expires: number } | null = null;
  let building: Promise<string> | null = null;
  const productFacts = createProductFactsCache();

  const build = () => {
    building ??= collectSitemap(apiUrl, productFacts)
      .then((entries) => {
        const xml = sitemapXml(publicUrl, entries);
        current = { xml, expires: Date.now() + ttlMs };
        return xml;
      })
      .finally(() => {
        building = null;
      });
    return building;
  };

  /** The XML, or null when there is none yet and the API cannot give one. */
  return async function sitemap(): Promise<string | null> {
    if (current && current.expires > Date.now()) return current.xml;
    if (current) {
      build().catch(() => undefined);
      return current.xml;
    }
    try {
      return await build();
    } catch {
      return null;
    }
  };
}
