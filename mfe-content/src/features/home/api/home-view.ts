import type { CategorySummary, Home, PageSummary, ProductSummary } from '@arbora/shared/schemas';

/**
 * What the home page reads of GET /v1/home. The server puts the home query's data into the page's
 * HTML for the browser's first render (dehydrated state), so the fetcher keeps only the fields the
 * page's components read before the data enters the query cache: the rest (a realisation's tags and
 * their copies by family, its location, the covers after the first, a product's colours and
 * categories, ...) would travel in every home page for nothing. `page` and `reassurance` are kept
 * whole (the hero, the pushes, the intro and the head read most of them).
 */
export interface HomeView {
  page: Home['page'];
  reassurance: Home['reassurance'];
  featured_categories: Pick<CategorySummary, 'id' | 'name' | 'slug' | 'short_text' | 'cover'>[];
  products: HomeProduct[];
  realisations: Pick<PageSummary, 'id' | 'title' | 'slug' | 'covers' | 'place'>[];
  blog_posts: Pick<PageSummary, 'id' | 'title' | 'slug' | 'covers' | 'author' | 'text'>[];
  advice: Pick<PageSummary, 'id' | 'title' | 'slug' | 'text'>[];
  testimonials: HomeTestimonial[];
}

/** A product tile: its link and picture, its « from » price, and what its cart button needs. */
export type HomeProduct = Pick<
  ProductSummary,
  'id' | 'name' | 'slug' | 'type' | 'cover' | 'prices_from' | 'ecotax_from' | 'variant_id_default' | 'stock'
>;

/** A quote: its rating, text, author and place, and the link to its page. */
export type HomeTestimonial = Pick<PageSummary, 'id' | 'slug' | 'text' | 'author' | 'place' | 'rating'>;

/** A tile shows one picture: the first cover, still as a list (`covers[0]`). */
const firstCover = (covers: PageSummary['covers']) => covers.slice(0, 1);

/** GET /v1/home's answer reduced to what the home page reads. */
export function toHomeView(home: Home): HomeView {
  return {
    page: home.page,
    reassurance: home.reassurance,
    featured_categories: home.featured_categories.map(({ id, name, slug, short_text, cover }) => ({
      id,
      name,
      slug,
      short_text,
      cover,
    })),
    products: home.products.map(
      ({ id, name, slug, type, cover, prices_from, ecotax_from, variant_id_default, stock }) => ({
        id,
        name,
        slug,
        type,
        cover,
        prices_from,
        ecotax_from,
        variant_id_default,
        stock,
      }),
    ),
    realisations: home.realisations.map(({ id, title, slug, covers, place }) => ({
      id,
      title,
      slug,
      covers: firstCover(covers),
      place,
    })),
    blog_posts: home.blog_posts.map(({ id, title, slug, covers, author, text }) => ({
      id,
      title,
      slug,
      covers: firstCover(covers),
      author,
      text,
    })),
    advice: home.advice.map(({ id, title, slug, text }) => ({ id, title, slug, text })),
    testimonials: home.testimonials.map(({ id, slug, text, author, place, rating }) => ({
      id,
      slug,
      text,
      author,
      place,
      rating,
    })),
  };
}
