/** @jest-environment node */
import { notFoundMessage, routeValidationMessage } from '@arbora/shared/messages';
import { compileRoutes, fromMatchedPath, matchedPath, matchRoute } from './match-route';
import type { RouteDef } from './route-table';

const pageOf = (path: string) => {
  const match = matchRoute(path);
  if (match.kind !== 'page') throw new Error(`${path} did not match a page: ${match.message}`);
  return match;
};

describe('matchRoute: pages', () => {
  it.each([
    ['/', 'home', 'content', 'HomePage'],
    ['/c-terrasses', 'product-list', 'catalogue', 'ProductListPage'],
    ['/c-terrasses/gris', 'product-list', 'catalogue', 'ProductListPage'],
    ['/c-terrasses/-p--2', 'product-list', 'catalogue', 'ProductListPage'],
    ['/c-terrasses/gris/-p--3', 'product-list', 'catalogue', 'ProductListPage'],
    ['/p-lame-composite-gris', 'product', 'catalogue', 'ProductPage'],
    ['/ocelia/c-ocelia-mobilier', 'plastic-product-list', 'catalogue', 'ProductListPage'],
    ['/ocelia/c-ocelia-mobilier/vert/-p--2', 'plastic-product-list', 'catalogue', 'ProductListPage'],
    ['/ocelia/p-banc-ocelia-horizon', 'plastic-product', 'catalogue', 'ProductPage'],
    ['/category/lames', 'category', 'catalogue', 'CategoryPage'],
    ['/configurateur-3d', 'configurator-3d', 'configurator', 'ConfiguratorPage'],
    ['/configurateur-3d/terrasse/42', 'configurator-3d-area', 'configurator', 'ConfiguratorPage'],
    ['/blog', 'blog', 'content', 'BlogPage'],
    ['/blog/jardin', 'blog', 'content', 'BlogPage'],
    ['/blog/jardin/-p--2', 'blog', 'content', 'BlogPage'],
    ['/temoignages', 'testimonials', 'content', 'TestimonialsPage'],
    ['/temoignages/-p--4', 'testimonials', 'content', 'TestimonialsPage'],
    ['/realisations', 'realisations', 'content', 'RealisationsPage'],
    ['/realisations/terrasse/-p--2', 'realisations', 'content', 'RealisationsPage'],
    ['/contactez-nous', 'contact', 'forms', 'FormPage'],
    ['/devis', 'quotes', 'forms', 'FormPage'],
    ['/devis/devis-cloture', 'quote', 'forms', 'FormPage'],
    ['/devis/confirmation', 'quote-confirmation', 'forms', 'ConfirmationPage'],
    ['/echantillons/echantillons-box', 'sample', 'forms', 'FormPage'],
    ['/ocelia/nous-rejoindre/candidature-spontanee', 'unsolicited-application', 'forms', 'FormPage'],
    ['/panier', 'cart', 'checkout', 'CartPage'],
    ['/panier/livraison', 'delivery', 'checkout', 'DeliveryPage'],
    ['/connexion', 'login', 'account', 'LoginPage'],
    ['/mon-compte', 'account-home', 'account', 'AccountHomePage'],
    ['/mes-commandes/cmd-1234', 'order', 'account', 'OrderPage'],
    ['/retractation', 'withdrawal', 'account', 'OrderPage'],
    ['/content', 'content-index', 'content', 'ContentPage'],
    ['/terrasse-bois', 'content', 'content', 'ContentPage'],
  ])('%s → route %s (%s/%s)', (path, id, remote, module) => {
    const { route } = pageOf(path);
    expect([route.id, route.remote, route.module]).toEqual([id, remote, module]);
  });

  it('reads prefixed and optional parameters', () => {
    expect(pageOf('/c-terrasses/gris/-p--3').params).toEqual({ slug: 'terrasses', filter: 'gris', page: '-p--3' });
    expect(pageOf('/p-lame-composite-gris').params).toEqual({ slug: 'lame-composite-gris' });
    expect(pageOf('/blog').params).toEqual({ tag: undefined, page: undefined });
  });

  it('sends nested legacy slugs to the generic content page', () => {
    const match = pageOf('/conseils/portail/portail-alu-2024');
    expect(match.route.id).toBe('content');
    expect(match.route.resolvesContent).toBe(true);
    expect(match.params).toEqual({ splat: 'conseils/portail/portail-alu-2024' });
  });

  it.each([
    '/ocelia/nous-rejoindre/candidature-spontanee',
    '/ocelia/terrasse',
    '/ocelia',
    '/ocelia/c-ocelia-abris',
    '/ocelia/p-banc-ocelia-horizon',
  ])('flags %s as the plastic line', (path) => {
    expect(matchRoute(path).plasticLine).toBe(true);
  });

  it.each(['/', '/terrasse-bois', '/blog/ocelia-news', '/oceliance'])(
    'does not flag %s as the plastic line',
    (path) => {
      expect(matchRoute(path).plasticLine).toBe(false);
    },
  );
});

describe('matchRoute: 404 (SPEC 2.1)', () => {
  it.each([
    '/devis/devis-piscine',
    '/echantillons/echantillons-geants',
    '/category/Lames_Bois',
    '/temoignages/page-2',
    '/blog/jardin/page-2',
    '/c-terrasses/-p--2/-p--3',
    '/c-terrasses/gris/-p--0',
  ])('%s fails its route validation: "Page Not Found <path>"', (path) => {
    expect(matchRoute(path)).toEqual({
      kind: 'not-found',
      status: 404,
      message: routeValidationMessage(path),
      plasticLine: false,
    });
    expect(routeValidationMessage(path)).toBe(`Page Not Found ${path}`);
  });

  it.each(['/Pas_Une_Page', '/conseils/Portail', '/terrasse-', '/p-', '/a//b'])(
    '%s matches no route: "Page not found <path>"',
    (path) => {
      expect(matchRoute(path)).toEqual({
        kind: 'not-found',
        status: 404,
        message: notFoundMessage(path),
        plasticLine: false,
      });
      expect(notFoundMessage(path)).toBe(`Page not found ${path}`);
    },
  );

  it('keeps the plastic line flag on a 404', () => {
    expect(matchRoute('/ocelia/Pas_Une_Page')).toMatchObject({ kind: 'not-found', plasticLine: true });
  });
});

describe('matchRoute: auth middleware (SPEC 2.2, 2.6)', () => {
  it.each([
    '/mes-informations-personnelles',
    '/mes-chantiers',
    '/mes-chantiers/jardin-lyon',
    '/mes-commandes',
    '/mes-commandes/cmd-1234',
    '/panier/livraison',
    '/commande/confirmation',
    '/commande/confirmation-cb',
    '/commande/confirmation-virement',
    '/commande/confirmation-credit',
    '/commande/confirmation-bloquee',
    '/commande/erreur-cb',
  ])('%s needs login', (path) => {
    expect(pageOf(path).route.middleware).toEqual(['auth']);
  });

  it.each([
    '/',
    '/mon-compte',
    '/panier',
    '/connexion',
    '/inscription',
    '/mot-de-passe-oublie',
    '/p-lame',
    '/terrasse-bois',
  ])('%s does not', (path) => {
    expect(pageOf(path).route.middleware ?? []).toEqual([]);
  });

  it.each(['/panier', '/panier/livraison', '/commande/erreur-cb'])('%s uses the order layout', (path) => {
    expect(pageOf(path).route.layout).toBe('order');
  });
});

describe('compileRoutes', () => {
  const route = (id: string, pattern: string, extra: Partial<RouteDef> = {}): RouteDef => ({
    id,
    pattern,
    remote: 'content',
    module: 'X',
    ...extra,
  });

  it('lets the first matching route win and skips a route whose `when` fails', () => {
    const routes = compileRoutes([
      route('numeric', '/:id', { when: (p) => /^\d+$/.test(p.id ?? '') }),
      route('first', '/:slug'),
      route('second', '/:other'),
    ]);
    expect(matchRoute('/42', routes)).toMatchObject({ kind: 'page', route: { id: 'numeric' }, params: { id: '42' } });
    expect(matchRoute('/abc', routes)).toMatchObject({ kind: 'page', route: { id: 'first' }, params: { slug: 'abc' } });
  });
});

describe('matchedPath / fromMatchedPath: a match handed on as plain data', () => {
  it('survives a structured clone (a worker thread) and gives back the same route and params', () => {
    const match = matchRoute('/ocelia/c-lames/gris/-p--2');
    const back = fromMatchedPath(structuredClone(matchedPath(match)), '/ocelia/c-lames/gris/-p--2');
    expect(back).toEqual(match);
    const missing = matchRoute('/Pas_Une_Page');
    expect(fromMatchedPath(structuredClone(matchedPath(missing)), '/Pas_Une_Page')).toEqual(missing);
  });

  it('takes a route id the table does not have for a page not found', () => {
    const back = fromMatchedPath({ kind: 'page', routeId: 'retired', params: {}, plasticLine: false }, '/x');
    expect(back).toMatchObject({ kind: 'not-found', status: 404, message: notFoundMessage('/x') });
  });
});
