import type { Category, Page, Product, Redirection } from '@arbora/shared/schemas';
import { category, entity, home, page, product, redirection } from './fixtures';
import type { FakeAnswer, FakeHandler } from './fake-servers';

/** A small site behind the fake API: a few pages, one category, one product, some redirections. */
export const PAGES: Page[] = [
  page({
    id: 1,
    slug: 'accueil',
    title: 'Le bois composite pour vivre dehors',
    type: { technical_name: 'home', name: 'Accueil' },
  }),
  page({
    id: 26,
    slug: 'cookies',
    title: 'Gestion des cookies',
    type: { technical_name: 'legal', name: 'Informations légales' },
  }),
  page({
    id: 40,
    slug: 'conseils/portail',
    title: 'Conseils portail',
    breadcrumbs: [
      { label: 'Accueil', route: '/' },
      { label: 'Conseils', route: '/conseils' },
      { label: 'Conseils portail', route: '/conseils/portail' },
    ],
  }),
  page({
    id: 41,
    slug: 'terrasse-bois',
    title: 'Terrasse <bois> & "composite"',
    metas: {
      title: 'Terrasse <bois> & "composite" | Arbora',
      description: 'Une </script><script>alert(1)</script> terrasse.',
      canonical: '/terrasse-bois',
      robots: 'index, follow',
    },
  }),
  page({
    id: 144,
    slug: 'blog/cinq-idees',
    title: 'Cinq idées pour une terrasse conviviale',
    type: { technical_name: 'blog', name: 'Blog' },
    blog: { author: 'Claire Martin', author_role: 'Paysagiste', reading_minutes: 4 },
  }),
  page({
    id: 300,
    slug: 'temoignages/avis-01',
    title: 'Avis de Maxime',
    type: { technical_name: 'testimonial', name: 'Témoignage' },
  }),
];
export const PRODUCTS: Product[] = [
  product({ id: 7, slug: 'lame-horizon', name: 'Lame de terrasse Horizon' }),
  product({
    id: 8,
    slug: 'lame-sans-stock',
    name: 'Lame épuisée',
    stock: 0,
    rating: { average: 0, count: 0 },
    updated_at: '2025-01-15T08:00:00.000Z',
  }),
];
export const CATEGORIES: Category[] = [category({ id: 3, slug: 'c-lames-de-terrasse', name: 'Lames de terrasse' })];
export const REDIRECTIONS: Redirection[] = [
  redirection('/faq/', '/faq'),
  redirection('/conseils-terrasse/', '/conseils/terrasse'),
  redirection('/promo-ete', '/promotion-ete', 302),
  redirection('/espace-pro', 'https://pro.arbora.example', 302, true),
  redirection('/recrutement/offres/', 'https://emplois.arbora.example', 301, true),
  redirection('/ancien-piege', '//evil.example/x'),
  redirection('/sans-statut', '/qui-sommes-nous', undefined as unknown as 301),
  // What the API answers for a product's other spelling (one URL per product page).
  redirection('/p-jardiniere-oscar', '/ocelia/p-jardiniere-oscar'),
];

const list = <T>(items: T[], url: URL) => {
  const perPage = Number(url.searchParams.get('perPage') ?? 24);
  const pageNo = Number(url.searchParams.get('page') ?? 1);
  return {
    data: {
      items: items.slice((pageNo - 1) * perPage, pageNo * perPage),
      pagination: { page: pageNo, perPage, total: items.length, pages: Math.ceil(items.length / perPage) },
    },
  };
};

/** The API's redirection lookup: the path as given, then with or without its trailing slash. */
function findRule(slug: string): Redirection | undefined {
  const path = `/${slug.replace(/^\/+/, '')}`;
  const bare = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return (
    REDIRECTIONS.find((r) => r.source === path) ??
    REDIRECTIONS.find((r) => r.source === bare || r.source === `${bare}/`)
  );
}

function resolveEntity(slug: string, type: string | null): FakeAnswer {
  if (slug === 'api-en-panne') return { status: 500, body: { code: 'INTERNAL' } };
  if (slug === 'api-lente') return { delayMs: 3000, data: entity('cms_page', 999, slug) };
  if (type === 'product') {
    const found = PRODUCTS.find((p) => `p-${p.slug}` === slug);
    return found ? { data: entity('product', found.id, found.slug) } : undefined;
  }
  if (type === 'category') {
    const found = CATEGORIES.find((c) => c.slug === slug.replace(/^category\//, ''));
    return found ? { data: entity('category', found.id, found.slug) } : undefined;
  }
  const found = PAGES.find((p) => p.slug === (slug || 'accueil'));
  return found ? { data: entity('cms_page', found.id, found.slug) } : undefined;
}

/** Options: `slow` delays every answer (ms), to exercise the page budget. */
export function siteApi(options: { slow?: number } = {}): FakeHandler {
  return (url) => {
    const answer = route(url);
    if (!options.slow) return answer;
    return { ...(answer ?? { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }), delayMs: options.slow };
  };
}

function route(url: URL): FakeAnswer {
  const q = url.searchParams;
  const detail = /^\/v1\/(page|product|category)\/(\d+)$/.exec(url.pathname);
  if (detail) {
    const id = Number(detail[2]);
    const found =
      detail[1] === 'page'
        ? PAGES.find((p) => p.id === id)
        : detail[1] === 'product'
          ? PRODUCTS.find((p) => p.id === id)
          : CATEGORIES.find((c) => c.id === id);
    return found ? { data: found } : undefined;
  }
  switch (url.pathname) {
    case '/v1/home':
      return { data: home() };
    case '/v1/url/entity':
      return resolveEntity(q.get('slug') ?? '', q.get('entity_type'));
    case '/v1/redirection': {
      const rule = findRule(q.get('slug') ?? '');
      return rule ? { data: rule } : undefined;
    }
    case '/v1/page':
      return list(PAGES, url);
    case '/v1/category':
      return list(CATEGORIES, url);
    case '/v1/product':
      return list(PRODUCTS, url);
    default:
      return undefined;
  }
}
