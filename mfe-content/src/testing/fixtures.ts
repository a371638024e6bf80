// Payloads shaped like the API's, parsed with the shared zod schemas so they cannot drift from
// the contract: a renamed or retyped field makes every test that uses them fail at once.
import {
  cartResponseSchema,
  homeSchema,
  imageSchema,
  pageSchema,
  pageSummarySchema,
  productSummarySchema,
  urlEntitySchema,
  type CartResponse,
  type Home,
  type Image,
  type Page,
  type PageSummary,
  type ProductSummary,
  type UrlEntity,
} from '@arbora/shared/schemas';

export function imageFixture(name: string, alt = ''): Image {
  return imageSchema.parse({
    url: `/api/v1/images/${name}.0123456789/1280.jpg`,
    url_webp: `/api/v1/images/${name}.0123456789/1280.webp`,
    alt,
    width: 2000,
    height: 1053,
  });
}

const PAGE_TYPE_NAMES: Record<string, string> = {
  home: 'Accueil',
  advice_terrace: 'Conseil terrasse',
  realisation: 'Réalisation',
  blog: 'Blog',
  testimonial: 'Témoignage',
};

type PageOverrides = Omit<Partial<Page>, 'type'> & { /** technical name */ type?: string };

/** A full page (GET /v1/page/{id}); `overrides` win over the defaults. */
export function pageFixture(overrides: PageOverrides = {}): Page {
  const { type = 'advice_terrace', ...rest } = overrides;
  return pageSchema.parse({
    id: 42,
    title: 'Poser une terrasse composite sur plots',
    slug: 'conseils/terrasse/pose',
    text: 'Les étapes de la pose, des plots aux clips de fixation.',
    type: { technical_name: type, name: PAGE_TYPE_NAMES[type] ?? type },
    line: 'composite',
    status: 'published',
    promoted: false,
    publication_date: '2025-04-02T08:00:00.000Z',
    covers: [imageFixture('pose-terrasse', 'Lames de terrasse posées sur lambourdes')],
    tags: [],
    tags_colour: [],
    tags_fence_type: [],
    tags_height: [],
    tags_range: [],
    location: null,
    author: null,
    place: null,
    price: null,
    rating: null,
    content: '<h2 id="preparer-le-sol">Préparer le sol</h2><p>Un sol stable et drainant évite les affaissements.</p>',
    covers_mobile: [],
    metas: {
      title: 'Poser une terrasse composite | Arbora',
      description: 'Les étapes de la pose.',
      canonical: null,
      robots: 'index,follow',
    },
    paragraphs_display: [],
    blog: null,
    table_of_content: [{ anchor: 'preparer-le-sol', label: 'Préparer le sol', level: 2 }],
    push: [],
    parent: { id: 7, title: 'Conseils terrasse', slug: 'conseils/terrasse' },
    children: [],
    breadcrumbs: [
      { label: 'Accueil', route: '/' },
      { label: 'Conseils', route: '/conseils' },
      { label: 'Terrasse', route: '/conseils/terrasse' },
      { label: 'Poser une terrasse composite sur plots', route: '/conseils/terrasse/pose' },
    ],
    updated_at: '2025-04-03T08:00:00.000Z',
    ...rest,
  });
}

/** A page as lists carry it (home blocks). */
export function pageSummaryFixture(overrides: PageOverrides): PageSummary {
  return pageSummarySchema.parse(pageFixture(overrides));
}

/**
 * A realisation as the API lists it (GET /v1/home, GET /v1/page): three covers, a tag and its copy
 * by family, a location: what a list's fetcher must not carry into the page's HTML.
 */
export function listedRealisationFixture(): PageSummary {
  const tag = { id: 14, type: 'colour', technical_name: 'gris-anthracite', name: 'Gris anthracite' };
  return pageSummaryFixture({
    id: 215,
    type: 'realisation',
    slug: 'realisations/01-une-terrasse-a-la-rochelle',
    title: 'Une terrasse à La Rochelle',
    text: 'Une terrasse en bois composite gris anthracite, réalisée à La Rochelle.',
    author: 'Nicolas G.',
    place: 'La Rochelle',
    price: 159_000_000,
    covers: [imageFixture('terrasse-1', 'Vue de face'), imageFixture('terrasse-2'), imageFixture('terrasse-3')],
    tags: [tag],
    tags_colour: [tag],
    location: {
      address: null,
      postcode: '17000',
      city: 'La Rochelle',
      region: 'Nouvelle-Aquitaine',
      lat: 46.17909,
      lng: -1.13659,
      phone: null,
      hours: [],
    },
  });
}

export function urlEntityFixture(page: Page): UrlEntity {
  return urlEntitySchema.parse({ entity_type: 'cms_page', id: page.id, slug: page.slug, line: page.line });
}

export function productSummaryFixture(overrides: Partial<ProductSummary> = {}): ProductSummary {
  const prices = { ht: 3_741_667, ttc: 4_490_000, tax: 748_333 };
  return productSummarySchema.parse({
    id: 301,
    name: 'Lame de terrasse Lisbonne',
    slug: 'lame-terrasse-lisbonne',
    reference: 'LT-LIS-01',
    type: 'configurable',
    short_text: 'Lame alvéolaire, deux faces rainurées.',
    line: 'composite',
    cover: imageFixture('lame-lisbonne', 'Lame Lisbonne gris anthracite'),
    prices,
    prices_from: prices,
    ecotax_from: { ht: 10_000, ttc: 12_000 },
    prices_m: null,
    tax: { name: 'TVA 20 %', rate: 20 },
    colors: [{ technical_name: 'anthracite', name: 'Gris anthracite', hex: '#3b3f42' }],
    stock: 120,
    rating: { average: 4.6, count: 18 },
    variant_id_default: 3011,
    categories: [{ id: 2, name: 'Lames de terrasse', slug: 'c-lames-de-terrasse' }],
    ...overrides,
  });
}

/** GET /v1/home with one or two items in each block. */
export function homeFixture(): Home {
  return homeSchema.parse({
    page: pageFixture({
      id: 1,
      type: 'home',
      slug: 'accueil',
      title: 'Le bois composite pour vivre dehors',
      text: 'Terrasses, clôtures, portails et bardages en bois composite.',
      content: '<p>Depuis nos ateliers de Loire-Atlantique, nous concevons des lames en bois composite.</p>',
      covers: [imageFixture('accueil', 'Terrasse composite au bord d’une piscine')],
      breadcrumbs: [],
      parent: null,
      table_of_content: [],
      push: [
        {
          title: 'Océlia, le plastique recyclé',
          text: 'Mobilier de jardin recyclé.',
          label: 'Découvrir Océlia',
          url: '/ocelia',
          image: null,
        },
        {
          title: 'Promotion d’été',
          text: '-15 % sur les lames.',
          label: 'Voir l’offre',
          url: '/promotion-ete',
          image: null,
        },
      ],
    }),
    reassurance: [
      { icon: 'shield', title: 'Garantie 25 ans', text: 'Nos lames ne se fendent pas et ne pourrissent pas.' },
    ],
    featured_categories: [
      {
        id: 2,
        name: 'Lames de terrasse',
        slug: 'c-lames-de-terrasse',
        short_text: 'Des lames pleines ou alvéolaires.',
        line: 'composite',
        parent_id: null,
        position: 1,
        cover: imageFixture('c-lames-de-terrasse'),
        product_count: 12,
      },
    ],
    products: [productSummaryFixture()],
    realisations: [
      pageSummaryFixture({
        id: 501,
        type: 'realisation',
        slug: 'realisations/01-une-terrasse-a-nantes',
        title: 'Une terrasse à Nantes',
        place: 'Nantes (44)',
      }),
      pageSummaryFixture({
        id: 502,
        type: 'realisation',
        slug: 'realisations/02-une-cloture-a-lyon',
        title: 'Une clôture à Lyon',
        place: 'Lyon (69)',
      }),
    ],
    blog_posts: [
      pageSummaryFixture({
        id: 601,
        type: 'blog',
        slug: 'blog/hiverner-sa-terrasse',
        title: 'Hiverner sa terrasse',
        author: 'Claire Martin',
      }),
    ],
    advice: [
      pageSummaryFixture({ id: 701, slug: 'conseils/terrasse/pose', title: 'Poser une terrasse composite sur plots' }),
    ],
    testimonials: [
      pageSummaryFixture({
        id: 801,
        type: 'testimonial',
        slug: 'temoignages/avis-01-paul-durand',
        title: 'Livraison dans les temps',
        author: 'Paul Durand',
        rating: 5,
      }),
    ],
  });
}

/** The answer of a cart call holding `quantity` of one variant. */
export function cartResponseFixture(variantId: number, quantity: number): CartResponse {
  const token = 'c4rtT0ken-0123456789abcdef';
  const unit = 4_490_000;
  return cartResponseSchema.parse({
    token,
    cart: {
      token,
      total_product: quantity,
      subtotal: Math.round((unit * quantity) / 1.2),
      subtotal_ttc: unit * quantity,
      total: Math.round((unit * quantity) / 1.2),
      total_ttc: unit * quantity,
      tva: unit * quantity - Math.round((unit * quantity) / 1.2),
      total_ecotax: 0,
      total_ecotax_ttc: 0,
      shipping: 0,
      shipping_ttc: 0,
      remise: [],
      list: [
        {
          id: 1,
          element_id: variantId,
          element_type: 'product_variant',
          type: 'product',
          quantity,
          is_recup_chute: false,
          product_id: 301,
          name: 'Lame de terrasse Lisbonne',
          reference: 'LT-LIS-01-ANT',
          slug: 'p-lame-terrasse-lisbonne',
          cover: null,
          unit_ht: Math.round(unit / 1.2),
          unit_ttc: unit,
          unit_ecotax: 0,
          unit_ecotax_ttc: 0,
          total_ht: Math.round((unit * quantity) / 1.2),
          total_ttc: unit * quantity,
          total_ecotax: 0,
          total_ecotax_ttc: 0,
          stock: 120,
          weight_g: 4200,
        },
      ],
      carriers: [],
      payments: [],
      recup_chute: false,
      promotion_code: null,
      relay_point_id: null,
      weight_g: 4200 * quantity,
      updated_at: '2025-04-03T08:00:00.000Z',
    },
  });
}
