import { NotFoundError, type HttpError } from '@arbora/shared/errors';
import { fakeApi, renderPage } from '@arbora/shared/testing';
import { screen, within } from '@testing-library/react';
import { pageFixture, pageSummaryFixture, urlEntityFixture } from '../testing/fixtures';
import BlogPage, { pageHead, pageQueries } from './blog-page';
import type { Listing } from '../features/listings/api/get-listing';
import { contentPageHead } from '../features/pages/lib/page-head';
import RealisationsPage, { pageHead as realisationsHead } from './realisations-page';
import TestimonialsPage, { pageHead as testimonialsHead } from './testimonials-page';

let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

const TAGS = [
  { id: 1, type: 'blog', technical_name: 'entretien', name: 'Entretien', count: 30 },
  { id: 2, type: 'blog', technical_name: 'tendances', name: 'Tendances', count: 4 },
  { id: 3, type: 'blog', technical_name: 'vide', name: 'Vide', count: 0 },
];
const posts = (n: number, from = 1) =>
  Array.from({ length: n }, (_, i) =>
    pageSummaryFixture({
      id: 1000 + from + i,
      type: 'blog',
      slug: `blog/article-${from + i}`,
      title: `Article ${from + i}`,
      author: 'Claire Martin',
    }),
  );
const list = (items: unknown[], page: number, total: number) => ({
  body: { data: { items, pagination: { page, perPage: 24, total, pages: Math.ceil(total / 24) } } },
});
const notAPage = { status: 404, body: { code: 'NOT_FOUND', message: 'Entity not found', field: 'slug' } };

describe('BlogPage: list or article', () => {
  it('lists 24 posts with their author, tags as filter links, and -p--N pages with rel prev/next', async () => {
    api = fakeApi({ 'GET /api/v1/tags': { body: { data: TAGS } }, 'GET /api/v1/page': list(posts(24, 25), 2, 60) });
    renderPage(<BlogPage />, { route: '/blog/-p--2', params: { tag: '-p--2' } });

    expect(await screen.findByRole('heading', { level: 1, name: 'Le blog Arbora – page 2' })).toBeInTheDocument();
    const pageCall = api.calls.find((c) => c.url.pathname === '/api/v1/page');
    expect(Object.fromEntries(pageCall?.url.searchParams ?? [])).toMatchObject({
      type: 'blog',
      page: '2',
      perPage: '24',
    });
    expect(
      screen.getAllByRole('heading', { level: 2 }).filter((h) => /^Article/.test(h.textContent ?? '')),
    ).toHaveLength(24);
    expect(screen.getByRole('link', { name: 'Article 25' })).toHaveAttribute('href', '/blog/article-25');
    expect(screen.getAllByText(/Par Claire Martin/)).toHaveLength(24);
    // The first cover is the list's largest paint: loaded at once; the others wait until scrolled to.
    const covers = [...document.querySelectorAll('li img')];
    expect(covers[0]).toHaveAttribute('loading', 'eager');
    expect(covers[0]).toHaveAttribute('fetchpriority', 'high');
    expect(covers.slice(1).every((img) => img.getAttribute('loading') === 'lazy')).toBe(true);

    const filters = screen.getByRole('navigation', { name: 'Filtrer par thème' });
    expect(within(filters).getByRole('link', { name: 'Entretien (30)' })).toHaveAttribute('href', '/blog/entretien');
    expect(within(filters).queryByRole('link', { name: /Vide/ })).toBeNull(); // an empty tag is no page
    const pages = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(pages).getByRole('link', { name: 'Précédente : page 1' })).toHaveAttribute('rel', 'prev');
    expect(within(pages).getByRole('link', { name: 'Précédente : page 1' })).toHaveAttribute('href', '/blog');
    expect(within(pages).getByRole('link', { name: 'Suivante : page 3' })).toHaveAttribute('href', '/blog/-p--3');
  });

  it('filters by a tag: /blog/{tag} lists that tag only (the segment is not an article)', async () => {
    api = fakeApi({
      'GET /api/v1/url/entity': notAPage,
      'GET /api/v1/tags': { body: { data: TAGS } },
      'GET /api/v1/page': list(posts(2), 1, 2),
    });
    renderPage(<BlogPage />, { route: '/blog/tendances', params: { tag: 'tendances' } });
    // A no-break space before the colon (role names are compared character for character).
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Le blog Arbora\u00a0: Tendances' }),
    ).toBeInTheDocument();
    const pageCall = api.calls.find((c) => c.url.pathname === '/api/v1/page');
    expect(pageCall?.url.searchParams.get('tags')).toBe('tendances');
    expect(screen.getByRole('link', { name: 'Tendances (4)' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens an article at /blog/{slug} with its date, author, reading time and table of contents', async () => {
    const article = pageFixture({
      id: 77,
      type: 'blog',
      slug: 'blog/hiverner-sa-terrasse',
      title: 'Hiverner sa terrasse',
      blog: { author: 'Claire Martin', author_role: 'Rédactrice', reading_minutes: 6 },
      table_of_content: [
        { anchor: 'preparer-le-sol', label: 'Préparer le sol', level: 2 },
        { anchor: 'nettoyer', label: 'Nettoyer', level: 2 },
      ],
    });
    api = fakeApi({
      'GET /api/v1/url/entity': { body: { data: urlEntityFixture(article) } },
      'GET /api/v1/page/77': { body: { data: article } },
    });
    renderPage(<BlogPage />, { route: '/blog/hiverner-sa-terrasse', params: { tag: 'hiverner-sa-terrasse' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Hiverner sa terrasse' })).toBeInTheDocument();
    expect(api.calls[0]?.url.searchParams.get('slug')).toBe('blog/hiverner-sa-terrasse');
    expect(screen.getByText('Par Claire Martin, Rédactrice')).toBeInTheDocument();
    // No-break spaces before the colon and the unit (the default text matcher folds them: read textContent).
    expect(screen.getByText(/^Lecture/).textContent).toBe('Lecture\u00a0: 6\u00a0min');
    expect(screen.getByText('2 avril 2025')).toHaveAttribute('datetime', '2025-04-02T08:00:00.000Z');
    const toc = screen.getByRole('navigation', { name: 'Sommaire' });
    expect(within(toc).getByRole('link', { name: 'Nettoyer' })).toHaveAttribute('href', '#nettoyer');

    const head = pageHead([{ kind: 'detail', page: article }], {}, {} as never);
    expect(head?.ogType).toBe('article');
    expect(head?.jsonLd?.map((j) => j['@type'])).toEqual(['BreadcrumbList', 'BlogPosting']);
  });

  it('says so when a tag has no article yet, with the way back to the whole blog; the page is not indexed', async () => {
    api = fakeApi({
      'GET /api/v1/url/entity': notAPage,
      'GET /api/v1/tags': { body: { data: TAGS } },
      'GET /api/v1/page': list([], 1, 0),
    });
    renderPage(<BlogPage />, { route: '/blog/vide', params: { tag: 'vide' } });
    const empty = await screen.findByText(/^Aucun article pour l’instant/);
    expect(empty.textContent).toBe('Aucun article pour l’instant pour «\u00a0Vide\u00a0». Voir tous les articles');
    expect(within(empty).getByRole('link', { name: 'Voir tous les articles' })).toHaveAttribute('href', '/blog');
    expect(screen.queryByText(/résultat/)).toBeNull(); // no « 0 résultat » above it
    const listing = { kind: 'list', family: 'blog', tag: TAGS[2]!, tags: [], items: [], page: 1, pages: 0, total: 0 };
    expect(pageHead([listing], {}, {} as never)?.noindex).toBe(true);
  });

  it('throws a 404 for a segment that is neither an article nor a tag', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api = fakeApi({ 'GET /api/v1/url/entity': notAPage, 'GET /api/v1/tags': { body: { data: TAGS } } });
    const onError = jest.fn();
    renderPage(<BlogPage />, { route: '/blog/inconnu', params: { tag: 'inconnu' }, onError });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(NotFoundError);
    expect((onError.mock.calls[0]?.[0] as HttpError).status).toBe(404);
  });

  it('declares one query per URL, keyed by segment and page', () => {
    const ctx = { pathname: '/blog/entretien/-p--3', searchParams: new URLSearchParams(), plasticLine: false };
    expect(pageQueries({ tag: 'entretien', page: '-p--3' }, ctx).map((q) => q.queryKey)).toEqual([
      ['content', 'listing', 'blog', 'entretien', 3],
    ]);
  });
});

describe('RealisationsPage and TestimonialsPage', () => {
  it('opens a realisation with its gallery, products used and place', async () => {
    const report = pageFixture({
      id: 88,
      type: 'realisation',
      slug: 'realisations/01-une-terrasse-a-nantes',
      title: 'Une terrasse à Nantes',
      place: 'Nantes',
      covers: [1, 2, 3].map((n) => ({
        url: `/r${n}.svg`,
        url_webp: `/r${n}.webp`,
        alt: `Photo ${n}`,
        width: 1200,
        height: 630,
      })),
      push: [
        {
          title: 'Lames de terrasse',
          text: 'Gamme Signature.',
          label: 'Voir les lames',
          url: '/c-lames-de-terrasse',
          image: null,
        },
      ],
    });
    api = fakeApi({
      'GET /api/v1/url/entity': { body: { data: urlEntityFixture(report) } },
      'GET /api/v1/page/88': { body: { data: report } },
    });
    renderPage(<RealisationsPage />, { route: `/${report.slug}`, params: { tag: '01-une-terrasse-a-nantes' } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Une terrasse à Nantes' })).toBeInTheDocument();
    expect(screen.getByText(/^Lieu/).textContent).toBe('Lieu\u00a0: Nantes');
    const gallery = screen.getByRole('region', { name: 'Galerie photos' });
    expect(within(gallery).getAllByRole('img')).toHaveLength(2);
    const used = screen.getByRole('region', { name: 'Les produits utilisés' });
    expect(within(used).getByRole('link', { name: 'Voir les lames' })).toHaveAttribute('href', '/c-lames-de-terrasse');
  });

  it('lists testimonials with their rating, author and place', async () => {
    const item = pageSummaryFixture({
      id: 901,
      type: 'testimonial',
      slug: 'temoignages/avis-01-paul-durand',
      title: 'Livraison dans les temps',
      text: 'Livraison dans les temps.',
      author: 'Paul Durand',
      place: 'Angers',
      rating: 4,
    });
    api = fakeApi({ 'GET /api/v1/page': list([item], 1, 1) });
    renderPage(<TestimonialsPage />, { route: '/temoignages', params: {} });
    expect(await screen.findByRole('heading', { level: 1, name: 'Témoignages de clients' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Note : 4 sur 5' })).toBeInTheDocument();
    expect(screen.getByText('Paul Durand · Angers')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Livraison dans les temps' })).toHaveAttribute(
      'href',
      '/temoignages/avis-01-paul-durand',
    );
  });
});

describe('listing heads: rel prev/next', () => {
  const listing = (family: 'blog' | 'realisations' | 'temoignages', page: number, pages: number, tag = false) =>
    ({
      kind: 'list',
      family,
      tag: tag
        ? { id: 5, type: 'colour', technical_name: 'gris-anthracite', name: 'Gris anthracite', count: 60 }
        : null,
      tags: [],
      items: [],
      page,
      pages,
      total: pages * 24,
    }) satisfies Listing;
  const links = (head: ReturnType<typeof pageHead>) => head?.links ?? [];

  it('a middle page links both neighbours, page 1 without its -p--1 segment', () => {
    expect(links(pageHead([listing('blog', 2, 3)], {}, {} as never))).toEqual([
      { rel: 'prev', href: '/blog' },
      { rel: 'next', href: '/blog/-p--3' },
    ]);
    expect(links(realisationsHead([listing('realisations', 3, 4, true)], {}, {} as never))).toEqual([
      { rel: 'prev', href: '/realisations/gris-anthracite/-p--2' },
      { rel: 'next', href: '/realisations/gris-anthracite/-p--4' },
    ]);
  });

  it('describes a list in French for search results, not as « N pages Arbora »', () => {
    expect(pageHead([listing('blog', 1, 2)], {}, {} as never)?.description).toBe(
      'Idées, conseils et actualités pour aménager votre extérieur en bois composite\u00a0: 48\u00a0articles.',
    );
    expect(realisationsHead([listing('realisations', 2, 3, true)], {}, {} as never)?.description).toBe(
      'Terrasses, clôtures, portails et bardages en bois composite posés chez nos clients, avec leur lieu et leur budget\u00a0: 72\u00a0réalisations (Gris anthracite, page 2).',
    );
    expect(testimonialsHead([listing('temoignages', 1, 1)], {}, {} as never)).toMatchObject({
      description:
        'Ce que nos clients disent de leur terrasse, de leur clôture ou de leur portail en bois composite\u00a0: 24\u00a0avis.',
    });
    expect(testimonialsHead([listing('temoignages', 1, 1)], {}, {} as never)?.noindex).toBeUndefined();
  });

  it('the first page has only next, the last only prev, a single page none', () => {
    expect(links(testimonialsHead([listing('temoignages', 1, 2)], {}, {} as never))).toEqual([
      { rel: 'next', href: '/temoignages/-p--2' },
    ]);
    expect(links(testimonialsHead([listing('temoignages', 2, 2)], {}, {} as never))).toEqual([
      { rel: 'prev', href: '/temoignages' },
    ]);
    expect(pageHead([listing('blog', 1, 1)], {}, {} as never)?.links).toBeUndefined();
  });

  it('a testimonial’s title names its author: customers share headlines', () => {
    const said = pageFixture({
      type: 'testimonial',
      title: 'Deux hivers plus tard',
      author: 'Antoine M.',
      metas: { title: '', description: '', canonical: null, robots: 'index,follow' },
    });
    expect(contentPageHead(said).title).toBe('Deux hivers plus tard, l’avis d’Antoine M. | Arbora');
    expect(contentPageHead({ ...said, author: 'Julien R.' }).title).toBe(
      'Deux hivers plus tard, l’avis de Julien R. | Arbora',
    );
  });

  it('an article has no prev/next', () => {
    expect(pageHead([{ kind: 'detail', page: pageFixture({ type: 'blog' }) }], {}, {} as never)?.links).toBeUndefined();
  });
});
