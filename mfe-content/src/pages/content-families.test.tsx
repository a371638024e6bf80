import { NotFoundError } from '@arbora/shared/errors';
import { fakeApi, renderPage } from '@arbora/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import type { Page } from '@arbora/shared/schemas';
import { pageFixture, pageSummaryFixture, urlEntityFixture } from '../testing/fixtures';
import ContentPage, { pageHead } from './content-page';
import PreviewPage from './preview-page';

expect.extend(toHaveNoViolations);

let api: ReturnType<typeof fakeApi>;
afterEach(() => {
  api.restore();
  jest.restoreAllMocks();
});

const place = (city: string, postcode: string, region: string, lat: number, lng: number) => ({
  address: '12 rue du Commerce',
  postcode,
  city,
  region,
  lat,
  lng,
  phone: '02 40 11 22 33',
  hours: ['Mardi au vendredi : 9h00 – 12h30, 14h00 – 18h30', 'Dimanche : fermé'],
});

const store = pageFixture({
  id: 300,
  type: 'store',
  slug: 'magasins/nantes',
  title: 'Magasin Arbora Nantes',
  location: place('Nantes', '44000', 'Pays de la Loire', 47.2, -1.55),
  breadcrumbs: [
    { label: 'Accueil', route: '/' },
    { label: 'Nos magasins', route: '/magasins' },
    { label: 'Magasin Arbora Nantes', route: '/magasins/nantes' },
  ],
});

function serve(page: Page, extra: Parameters<typeof fakeApi>[0] = {}) {
  api = fakeApi({
    'GET /api/v1/url/entity': { body: { data: urlEntityFixture(page) } },
    [`GET /api/v1/page/${page.id}`]: { body: { data: page } },
    ...extra,
  });
}

describe('store and installer pages', () => {
  it('shows the address, phone, hours, services, appointment link and a drawn map; head has LocalBusiness', async () => {
    serve(store);
    const { container } = renderPage(<ContentPage />, { route: '/magasins/nantes' });
    const box = await screen.findByRole('region', { name: 'Nous rendre visite' });
    expect(within(box).getByText(/12 rue du Commerce/)).toBeInTheDocument();
    // The number never wraps between its digit pairs: no-break spaces (html-validate's tel-non-breaking).
    expect(box.querySelector('address')?.textContent).toContain('Téléphone\u00a0: 02');
    expect(within(box).getByRole('link', { name: '02\u00a040\u00a011\u00a022\u00a033' })).toHaveAttribute(
      'href',
      'tel:0240112233',
    );
    const hours = within(box).getByRole('list', { name: 'Horaires d’ouverture' });
    expect(within(hours).getByText('Dimanche : fermé')).toBeInTheDocument();
    expect(within(box).getByText('Échantillons à emporter')).toBeInTheDocument();
    expect(within(box).getByRole('link', { name: 'Prendre rendez-vous' })).toHaveAttribute(
      'href',
      '/prenez-rendez-vous?magasin=magasins%2Fnantes',
    );
    const map = within(box).getByRole('img', { name: /^Carte\u00a0: Magasin Arbora Nantes, Nantes/ });
    expect(map.tagName.toLowerCase()).toBe('svg');
    expect(map.querySelectorAll('circle')).toHaveLength(1);
    expect(container.querySelector('iframe')).toBeNull(); // no third-party map
    expect(await axe(container)).toHaveNoViolations();

    const head = pageHead([store], {}, {} as never);
    const business = head?.jsonLd?.find((j) => j['@type'] === 'HomeAndConstructionBusiness');
    expect(business).toMatchObject({
      name: 'Magasin Arbora Nantes',
      telephone: '02 40 11 22 33',
      address: { postalCode: '44000', addressLocality: 'Nantes', addressCountry: 'FR' },
      geo: { latitude: 47.2, longitude: -1.55 },
    });
  }, 30_000); // axe is slow on a loaded machine

  it('an installer page offers to be called back by that partner, not a store appointment', async () => {
    const partner = pageFixture({
      id: 301,
      type: 'installer',
      slug: 'services/trouver-un-poseur/atelier-du-bois',
      title: 'Atelier du Bois',
      location: place('Angers', '49000', 'Pays de la Loire', 47.48, -0.56),
      breadcrumbs: [],
    });
    serve(partner);
    renderPage(<ContentPage />, { route: '/services/trouver-un-poseur/atelier-du-bois' });
    const box = await screen.findByRole('region', { name: 'Nous contacter' });
    expect(within(box).getByRole('link', { name: 'Être recontacté par ce poseur' })).toHaveAttribute(
      'href',
      '/trouvez-un-poseur?poseur=services%2Ftrouver-un-poseur%2Fatelier-du-bois',
    );
    expect(within(box).queryByRole('link', { name: 'Prendre rendez-vous' })).toBeNull();
  });

  it('the store index lists stores by region and sorts them by distance from a postcode', async () => {
    const hub = pageFixture({ id: 30, type: 'content', slug: 'magasins', title: 'Nos magasins', breadcrumbs: [] });
    const stores = [
      ['Lille', '59000', 'Hauts-de-France', 50.63, 3.06],
      ['Nantes', '44000', 'Pays de la Loire', 47.22, -1.55],
      ['Lyon', '69000', 'Auvergne-Rhône-Alpes', 45.76, 4.84],
    ].map(([city, postcode, region, lat, lng], i) =>
      pageSummaryFixture({
        id: 400 + i,
        type: 'store',
        slug: `magasins/${String(city).toLowerCase()}`,
        title: `Magasin Arbora ${city}`,
        location: place(city as string, postcode as string, region as string, lat as number, lng as number),
      }),
    );
    serve(hub, {
      'GET /api/v1/page': {
        body: { data: { items: stores, pagination: { page: 1, perPage: 100, total: 3, pages: 1 } } },
      },
    });
    renderPage(<ContentPage />, { route: '/magasins' });
    expect(await screen.findByRole('heading', { level: 3, name: 'Hauts-de-France' })).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Carte de France des 3 magasins Arbora' }).querySelectorAll('circle'),
    ).toHaveLength(3);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Votre code postal'), '7');
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(
      screen.getByText('Veuillez saisir un code postal de France métropolitaine à 5 chiffres.'),
    ).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Votre code postal'));
    await user.type(screen.getByLabelText('Votre code postal'), '13001'); // Marseille: Lyon, then Nantes, then Lille
    await user.click(screen.getByRole('button', { name: 'Rechercher' }));
    const nearest = screen.getByRole('list', { name: 'Les magasins les plus proches' });
    expect(
      within(nearest)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Magasin Arbora Lyon', 'Magasin Arbora Nantes', 'Magasin Arbora Lille']);
    expect(within(nearest).getAllByRole('listitem')[0]).toHaveTextContent(/à \d+ km/);
  });
  it('the installer index lists the partners before its copy and sorts them from the browser’s position', async () => {
    const hub = pageFixture({
      id: 31,
      type: 'service',
      slug: 'services/trouver-un-poseur',
      title: 'Trouver un poseur agréé',
      content: '<h2 id="nos-poseurs">Nos poseurs partenaires</h2><p>Des artisans formés.</p>',
      breadcrumbs: [],
    });
    const partners = [
      ['Atelier du Bois Durable', 'Lille', '59000', 'Hauts-de-France', 50.63, 3.06],
      ['Terrasses du Sud', 'Perpignan', '66000', 'Occitanie', 42.69, 2.89],
      ['Jardins & Terrasses', 'Angers', '49000', 'Pays de la Loire', 47.48, -0.56],
    ].map(([title, city, postcode, region, lat, lng], i) =>
      pageSummaryFixture({
        id: 500 + i,
        type: 'installer',
        slug: `services/trouver-un-poseur/poseur-${i}`,
        title: title as string,
        location: place(city as string, postcode as string, region as string, lat as number, lng as number),
      }),
    );
    serve(hub, {
      'GET /api/v1/page': {
        body: { data: { items: partners, pagination: { page: 1, perPage: 100, total: 3, pages: 1 } } },
      },
    });
    // The browser says the shopper is in Nantes: Angers, then Lille, then Perpignan.
    const getCurrentPosition = jest.fn((ok: PositionCallback) =>
      ok({ coords: { latitude: 47.22, longitude: -1.55 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    renderPage(<ContentPage />, { route: '/services/trouver-un-poseur' });
    const finder = await screen.findByRole('search', { name: 'Rechercher des poseurs' });
    const copy = screen.getByRole('heading', { level: 2, name: 'Nos poseurs partenaires' });
    expect(finder.compareDocumentPosition(copy) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Carte de France des 3 poseurs Arbora' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Occitanie' })).toBeInTheDocument();

    await userEvent.setup().click(within(finder).getByRole('button', { name: 'Autour de moi' }));
    expect(getCurrentPosition).toHaveBeenCalledTimes(1);
    const nearest = screen.getByRole('list', { name: 'Les poseurs les plus proches' });
    expect(
      within(nearest)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Jardins & Terrasses', 'Atelier du Bois Durable', 'Terrasses du Sud']);
  });
});

describe('generic content page blocks', () => {
  it('renders image and text, quote, FAQ accordion, pushes, children, and the mobile cover in <picture>', async () => {
    const page = pageFixture({
      covers_mobile: [{ url: '/m.svg', url_webp: '/m.webp', alt: 'Mobile', width: 750, height: 750 }],
      paragraphs_display: [
        {
          id: 'illustration',
          type: 'image',
          title: null,
          content: '<p>Les plots se règlent en hauteur.</p>',
          image: { url: '/i.svg', url_webp: '/i.webp', alt: 'Plots réglables', width: 960, height: 640 },
        },
        {
          id: 'citation',
          type: 'quote',
          title: null,
          content: '<blockquote><p>Une pose simple.</p></blockquote>',
          image: null,
        },
        {
          id: 'faq',
          type: 'faq',
          title: 'Questions fréquentes',
          content: '<dl><dt>Combien de temps dure la pose ?</dt><dd>Deux jours en moyenne.</dd></dl>',
          image: null,
        },
      ],
      push: [
        {
          title: 'Un projet en tête ?',
          text: 'Devis gratuit.',
          label: 'Demander un devis',
          url: '/devis',
          image: null,
        },
      ],
      children: [{ id: 9, title: 'Sous-page', slug: 'conseils/terrasse/pose/sous-page' }],
    });
    serve(page);
    const { container } = renderPage(<ContentPage />, { route: '/conseils/terrasse/pose' });
    await screen.findByRole('heading', { level: 1 });
    expect(container.querySelector('source[media="(max-width: 47.99em)"][srcset="/m.svg"]')).not.toBeNull();
    // The cover is the largest paint: fetched first.
    const cover = container.querySelector('picture img');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Plots réglables' })).toHaveAttribute('width', '960');
    expect(screen.getByText('Une pose simple.')).toBeInTheDocument();
    // A native disclosure, closed; its question opens it (with or without JavaScript: faq-accordion.test.tsx).
    const question = await screen.findByRole('heading', { name: 'Combien de temps dure la pose ?' });
    expect(question.closest('details')).not.toHaveAttribute('open');
    await userEvent.setup().click(question);
    expect(question.closest('details')).toHaveAttribute('open');
    expect(screen.getByRole('link', { name: 'Demander un devis' })).toHaveAttribute('href', '/devis');
    // A push's only action is a 44 px tap target (the button's md size), not sm's 36 px.
    expect(screen.getByRole('link', { name: 'Demander un devis' })).toHaveStyle({ minHeight: '2.75rem' });
    expect(screen.getByRole('link', { name: 'Sous-page' })).toHaveAttribute(
      'href',
      '/conseils/terrasse/pose/sous-page',
    );
  });

  it('announces a figure beside its text at its width: half of its 48rem block from 48em, the page less its padding below', async () => {
    const page = pageFixture({
      paragraphs_display: [
        {
          id: 'illustration',
          type: 'image',
          title: null,
          content: '<p>Les plots se règlent en hauteur.</p>',
          image: {
            url: '/api/v1/images/terrasse-0-gris-anthracite-3x2.928d0626c6/1280.jpg',
            url_webp: '/api/v1/images/terrasse-0-gris-anthracite-3x2.928d0626c6/1280.webp',
            alt: 'Plots réglables',
            width: 2000,
            height: 1333,
          },
        },
      ],
    });
    serve(page);
    renderPage(<ContentPage />, { route: '/conseils/terrasse/pose' });
    const figure = await screen.findByRole('img', { name: 'Plots réglables' });
    expect(figure.getAttribute('srcset')).toContain(
      '/api/v1/images/terrasse-0-gris-anthracite-3x2.928d0626c6/480 480w',
    );
    expect(figure).toHaveAttribute(
      'sizes',
      '(min-width: 50rem) 23.5rem, (min-width: 48em) calc((100vw - 3rem) / 2), calc(100vw - 2rem)',
    );
  });

  it('a legal page has no decorative cover', async () => {
    serve(pageFixture({ type: 'legal', slug: 'mentions-legales', title: 'Mentions légales' }));
    const { container } = renderPage(<ContentPage />, { route: '/mentions-legales' });
    await screen.findByRole('heading', { level: 1, name: 'Mentions légales' });
    expect(container.querySelector('picture')).toBeNull();
  });

  it('shows the summary once when the content opens with it', async () => {
    serve(pageFixture({ text: 'Un sol stable.', content: '<p>Un sol stable.</p><p>Suite.</p>' }));
    renderPage(<ContentPage />, { route: '/conseils/terrasse/pose' });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByText('Un sol stable.')).toHaveLength(1);
  });

  it('puts the FAQ block under the content’s « Questions fréquentes » heading, before the next section', async () => {
    const block = (id: string, type: 'faq' | 'quote', content: string, title: string | null = null) => ({
      id,
      type,
      title,
      content,
      image: null,
    });
    serve(
      pageFixture({
        content:
          '<h2>Le budget à prévoir</h2><p>Comptez 80 €.</p><h2>Questions fréquentes</h2><p>Vos questions :</p>' +
          '<h2>En résumé</h2><p>Une terrasse durable.</p>',
        paragraphs_display: [
          block('citation', 'quote', '<blockquote><p>Une pose simple.</p></blockquote>'),
          block('faq', 'faq', '<dl><dt>Faut-il des plots ?</dt><dd>Oui.</dd></dl>', 'Questions fréquentes'),
        ],
      }),
    );
    renderPage(<ContentPage />, { route: '/conseils/terrasse/pose' });
    await screen.findByRole('heading', { level: 1 });
    const order = (a: Element, b: Element) => Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const intro = screen.getByText('Vos questions :');
    const question = screen.getByRole('heading', { name: 'Faut-il des plots ?' });
    const next = screen.getByRole('heading', { level: 2, name: 'En résumé' });
    expect(order(intro, question)).toBe(true);
    expect(order(question, next)).toBe(true);
    // The other blocks still follow the content; the heading is said once.
    expect(order(next, screen.getByText('Une pose simple.'))).toBe(true);
    expect(screen.getAllByRole('heading', { name: 'Questions fréquentes' })).toHaveLength(1);
  });

  it('a testimonial shows its rating, author and place', async () => {
    const page = pageFixture({
      id: 55,
      type: 'testimonial',
      slug: 'temoignages/avis-01-paul-durand',
      title: 'Livraison dans les temps',
      content: '<blockquote><p>Très contents.</p></blockquote>',
      author: 'Paul Durand',
      place: 'Angers',
      rating: 5,
      publication_date: '2025-08-30T08:00:00.000Z',
    });
    serve(page);
    renderPage(<ContentPage />, { route: '/temoignages/avis-01-paul-durand' });
    expect(await screen.findByRole('img', { name: 'Note : 5 sur 5' })).toBeInTheDocument();
    expect(screen.getByText(/Paul Durand, Angers/)).toBeInTheDocument();
    // Its date as a French shop writes it, not « 30/08/2025 ».
    const date = screen.getByText('30 août 2025');
    expect(date.tagName).toBe('TIME');
    expect(date).toHaveAttribute('dateTime', '2025-08-30T08:00:00.000Z');
  });

  it('/content lists every advice article by family', async () => {
    const index = pageFixture({
      id: 3,
      type: 'content',
      slug: 'content',
      title: 'Conseils et guides',
      breadcrumbs: [],
    });
    const answer = (slug: string, title: string) => ({
      body: {
        data: {
          items: [pageSummaryFixture({ id: title.length, slug, title })],
          pagination: { page: 1, perPage: 100, total: 1, pages: 1 },
        },
      },
    });
    serve(index, {
      'GET /api/v1/page': [
        answer('conseils/terrasse/poser', 'Poser une terrasse'),
        answer('conseils/portail/motoriser', 'Motoriser un portail'),
      ],
    });
    renderPage(<ContentPage />, { route: '/content' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Conseils et guides' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Poser une terrasse' })).toHaveAttribute(
      'href',
      '/conseils/terrasse/poser',
    );
    expect(screen.getByRole('link', { name: 'Motoriser un portail' })).toBeInTheDocument();
  });
});

describe('the plastic line', () => {
  it('/ocelia shows the Océlia ranges, linked under /ocelia/c-…', async () => {
    const home = pageFixture({
      id: 6,
      slug: 'ocelia',
      title: 'Océlia, le plastique recyclé au jardin',
      line: 'ocelia',
    });
    serve(home, {
      'GET /api/v1/category': {
        body: {
          data: {
            items: [
              {
                id: 40,
                name: 'Mobilier de jardin',
                slug: 'c-ocelia-mobilier',
                short_text: 'Bancs et tables.',
                line: 'ocelia',
                parent_id: null,
                position: 1,
                cover: null,
                product_count: 6,
              },
            ],
            pagination: { page: 1, perPage: 24, total: 1, pages: 1 },
          },
        },
      },
    });
    renderPage(<ContentPage />, { route: '/ocelia' });
    const ranges = await screen.findByRole('region', { name: 'Nos gammes Océlia' });
    expect(within(ranges).getByRole('link', { name: 'Mobilier de jardin' })).toHaveAttribute(
      'href',
      '/ocelia/c-ocelia-mobilier',
    );
    expect(api.calls.find((c) => c.url.pathname === '/api/v1/category')?.url.searchParams.get('line')).toBe('ocelia');
  });
});

describe('PreviewPage', () => {
  it('shows a draft with its token, and is a 404 without one', async () => {
    const draft = pageFixture({ id: 5, slug: 'page-en-preparation', title: 'Page en préparation', status: 'draft' });
    api = fakeApi({ 'GET /api/v1/preview/page': { body: { data: draft } } });
    renderPage(<PreviewPage />, {
      route: '/preview/page-en-preparation?token=abc',
      params: { slug: 'page-en-preparation' },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page en préparation' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Aperçu d’un brouillon');
    expect(api.calls[0]?.url.searchParams.get('token')).toBe('abc');
    api.restore();

    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    api = fakeApi({});
    const onError = jest.fn();
    renderPage(<PreviewPage />, {
      route: '/preview/page-en-preparation',
      params: { slug: 'page-en-preparation' },
      onError,
    });
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(NotFoundError);
    expect(api.calls).toHaveLength(0);
  });
});
