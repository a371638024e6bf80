import type { Category, Home, Image, Page, Product, Redirection, UrlEntity } from '@arbora/shared/schemas';

/** Entities as the API serves them (typed by the shared schemas), reduced to what a head needs. */
export const image = (seed: string, kind = 'page', w = 1200, h = 630): Image => ({
  url: `/api/v1/media/${kind}/${seed}-${w}x${h}.svg`,
  url_webp: `/api/v1/media/${kind}/${seed}-${w}x${h}.webp`,
  alt: `Image ${seed}`,
  width: w,
  height: h,
});

const noTags = { tags: [], tags_colour: [], tags_fence_type: [], tags_height: [], tags_range: [] };

export function page(overrides: Partial<Page> & Pick<Page, 'id' | 'slug' | 'title'>): Page {
  return {
    text: `Résumé de ${overrides.title}.`,
    type: { technical_name: 'content', name: 'Contenu' },
    line: 'composite',
    status: 'published',
    promoted: false,
    publication_date: '2024-07-28T08:00:00.000Z',
    covers: [image(overrides.slug.replace(/\//g, '-'))],
    ...noTags,
    location: null,
    author: null,
    place: null,
    price: null,
    rating: null,
    content: '<p>Contenu.</p>',
    covers_mobile: [],
    metas: {
      title: `${overrides.title} | Arbora`,
      description: `Description de ${overrides.title}.`,
      canonical: `/${overrides.slug}`,
      robots: 'index, follow',
    },
    paragraphs_display: [],
    blog: null,
    table_of_content: [],
    push: [],
    parent: null,
    children: [],
    breadcrumbs: [
      { label: 'Accueil', route: '/' },
      { label: overrides.title, route: `/${overrides.slug}` },
    ],
    updated_at: '2024-08-07T08:00:00.000Z',
    ...overrides,
  };
}

export function product(overrides: Partial<Product> & Pick<Product, 'id' | 'slug' | 'name'>): Product {
  return {
    reference: 'ARB-LDT1-001',
    type: 'configurable',
    short_text: `${overrides.name} : la lame qui dure.`,
    line: 'composite',
    cover: image(overrides.slug, 'product', 800, 800),
    prices: { ht: 140833, ttc: 169000, tax: 28167 },
    prices_from: { ht: 140833, ttc: 169000, tax: 28167 },
    ecotax_from: { ht: 1833, ttc: 2200 },
    prices_m: null,
    tax: { name: 'TVA 20 %', rate: 20 },
    colors: [],
    stock: 372,
    rating: { average: 4.5, count: 6 },
    variant_id_default: null,
    categories: [{ id: 1, name: 'Lames de terrasse', slug: 'c-lames-de-terrasse' }],
    attributes: [],
    variant_parent: null,
    variants: [],
    reviews: [],
    related: [],
    page_paragraphs: [],
    product_paragraphs: [],
    faq_paragraphs: [],
    push_paragraphs: [],
    metas: {
      title: `${overrides.name} | Arbora`,
      description: `${overrides.name} : description.`,
      canonical: `/p-${overrides.slug}`,
      robots: 'index, follow',
    },
    breadcrumbs: [
      { label: 'Accueil', route: '/' },
      { label: 'Lames de terrasse', route: '/c-lames-de-terrasse' },
      { label: overrides.name, route: `/p-${overrides.slug}` },
    ],
    created_at: '2023-07-10T08:00:00.000Z',
    updated_at: '2023-07-25T08:00:00.000Z',
    ...overrides,
  };
}

export function category(overrides: Partial<Category> & Pick<Category, 'id' | 'slug' | 'name'>): Category {
  return {
    short_text: `${overrides.name} : la gamme.`,
    line: 'composite',
    parent_id: null,
    position: 1,
    cover: image(overrides.slug, 'category', 1600, 600),
    product_count: 12,
    content: '',
    cover_mobile: null,
    cover_link: null,
    metas: {
      title: `${overrides.name} | Arbora`,
      description: `${overrides.name} : découvrez la gamme.`,
      canonical: `/${overrides.slug}`,
      robots: 'index, follow',
    },
    realisations: [],
    push_1: null,
    push_2: null,
    push_3: null,
    childs: [],
    articles: [],
    faqs: [],
    filters: [],
    breadcrumbs: [
      { label: 'Accueil', route: '/' },
      { label: overrides.name, route: `/${overrides.slug}` },
    ],
    ...overrides,
  };
}

export function home(): Home {
  return {
    page: page({
      id: 1,
      slug: 'accueil',
      title: 'Le bois composite pour vivre dehors',
      type: { technical_name: 'home', name: 'Accueil' },
      covers: [image('accueil', 'hero')],
      metas: {
        title: 'Le bois composite pour vivre dehors | Arbora',
        description: 'Terrasses, clôtures et portails en bois composite.',
        canonical: '/',
        robots: 'index, follow',
      },
      breadcrumbs: [{ label: 'Accueil', route: '/' }],
    }),
    reassurance: [],
    featured_categories: [],
    products: [],
    realisations: [],
    blog_posts: [],
    advice: [],
    testimonials: [],
  };
}

export const entity = (entity_type: UrlEntity['entity_type'], id: number, slug: string): UrlEntity => ({
  entity_type,
  id,
  slug,
  line: 'composite',
});

export const redirection = (
  source: string,
  target: string,
  status: 301 | 302 = 301,
  external = false,
): Redirection => ({
  id: 1,
  source,
  target,
  status,
  external,
});
