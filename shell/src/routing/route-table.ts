import { PLASTIC_LINE_SEGMENT, parsePageSegment } from '@arbora/shared/routes';
import type { Params } from './path-pattern';

export type RemoteName = 'catalogue' | 'content' | 'forms' | 'checkout' | 'account' | 'configurator';
export type LayoutName = 'default' | 'order';

export interface RouteDef {
  id: string;
  /** See path-pattern.ts for the syntax. The first route that matches wins. */
  pattern: string;
  remote: RemoteName;
  /** The exposed module of the remote, e.g. 'HomePage' for `content/HomePage`. */
  module: string;
  /** The order pipeline has its own layout; the plastic line is chosen by path, not here. */
  layout?: LayoutName;
  /** Named route middleware (SPEC 2.1): only `auth` exists. */
  middleware?: string[];
  /** A route only matches when this holds (otherwise the next route is tried). */
  when?: (params: Params) => boolean;
  /** A failing validation gives 404 "Page Not Found <path>". */
  validate?: (params: Params) => boolean;
  /** A page change scrolls to the top unless the route opts out. */
  scrollToTop?: boolean;
  /**
   * URLs of the route with the same view key are one page in several states (a product list and
   * its filters): moving between them updates the page in place, without a remount (focus stays)
   * or a scroll to the top. Without it, each path is its own page.
   */
  viewKey?: (params: Params) => string;
  /** Pages kept out of search engines (account, order, preview). */
  noindex?: boolean;
  /** Open to search engines but listed in no sitemap: a visitor's own page with nothing to rank (the cart). */
  unlisted?: boolean;
  /** The page's existence depends on the API (content slugs): the server asks it before answering 200. */
  resolvesContent?: boolean;
  // A page's data is not described here: the remote's page module declares it (`pageQueries`).
}

const isPage = (value: string | undefined) => value === undefined || parsePageSegment(value) !== null;
/** Slugs of the CMS: lowercase words, digits and dashes. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Testimonial slugs (`avis-07-camille-durand`); a blog or realisation segment is told apart by the API. */
const TESTIMONIAL_SLUG = /^avis-\d{2,}(?:-[a-z0-9]+)+$/;
const isSlugPath = (value: string | undefined) => value !== undefined && value.split('/').every((s) => SLUG.test(s));

/** An account route and the account remote's page module that serves it. */
const account = (id: string, pattern: string, auth: boolean, module: string): RouteDef => ({
  id,
  pattern,
  remote: 'account',
  module,
  middleware: auth ? ['auth'] : undefined,
  noindex: true,
});

const form = (id: string, pattern: string, module = 'FormPage', validate?: RouteDef['validate']): RouteDef => ({
  id,
  pattern,
  remote: 'forms',
  module,
  validate,
});

/** Quote and sample kinds of SPEC 2.5: other values are not pages. */
export const QUOTE_KINDS = ['devis-bardage', 'devis-cloture', 'devis-portillon', 'devis-portail', 'devis-terrasse'];
export const SAMPLE_KINDS = ['echantillons-accessoires', 'echantillons-box', 'echantillons-lames'];

/** `/c-x/-p--2` is page 2 without a filter; `/c-x/filtre/-p--2` page 2 of a filter. */
const productList = (id: string, pattern: string): RouteDef => ({
  id,
  pattern,
  remote: 'catalogue',
  module: 'ProductListPage',
  validate: (p) => (p.page === undefined ? true : isPage(p.page) && parsePageSegment(p.filter ?? '') === null),
  // A filter, page or sort change stays on the list of this category (the page scrolls itself on a page change).
  viewKey: (p) => p.slug ?? '',
});

const order = (id: string, pattern: string, module: string, auth = true): RouteDef => ({
  id,
  pattern,
  remote: 'checkout',
  module,
  layout: 'order',
  middleware: auth ? ['auth'] : undefined,
  noindex: true,
});

/** Every route of SPEC 2.2 to 2.6, most specific first; the generic content page comes last. */
export const ROUTES: readonly RouteDef[] = [
  { id: 'home', pattern: '/', remote: 'content', module: 'HomePage' },

  // 2.2 Account
  account('account-activate', '/account/activate', false, 'ActivatePage'),
  account('forgot-password', '/mot-de-passe-oublie', false, 'ForgotPasswordPage'),
  account('login', '/connexion', false, 'LoginPage'),
  account('password-reset', '/changement-mot-de-passe', false, 'PasswordResetPage'),
  account('signup', '/inscription', false, 'SignupPage'),
  account('account-home', '/mon-compte', false, 'AccountHomePage'),
  account('personal-information', '/mes-informations-personnelles', true, 'PersonalInformationPage'),
  account('construction-sites', '/mes-chantiers', true, 'ConstructionSitesPage'),
  account('construction-site', '/mes-chantiers/:slug', true, 'ConstructionSitePage'),
  // Its pages are `/mes-commandes/-p--N`; any other segment is an order (AR-2025-000123 never starts with '-').
  { ...account('orders', '/mes-commandes/:page?', true, 'OrdersPage'), when: (p) => isPage(p.page) },
  account('order', '/mes-commandes/:slug', true, 'OrderPage'),
  // The withdrawal function without logging in (reference + e-mail); the order page's module serves it.
  account('withdrawal', '/retractation', false, 'OrderPage'),

  // 2.6 Order
  // Indexable, as Lighthouse's SEO audit asks of it: an empty cart is all a crawler ever sees.
  { ...order('cart', '/panier', 'CartPage', false), noindex: false, unlisted: true },
  order('delivery', '/panier/livraison', 'DeliveryPage'),
  order('order-confirmation', '/commande/confirmation', 'ConfirmationPage'),
  order('order-confirmation-card', '/commande/confirmation-cb', 'ConfirmationPage'),
  order('order-confirmation-transfer', '/commande/confirmation-virement', 'ConfirmationPage'),
  order('order-confirmation-credit', '/commande/confirmation-credit', 'ConfirmationPage'),
  order('order-confirmation-blocked', '/commande/confirmation-bloquee', 'ConfirmationPage'),
  order('order-card-error', '/commande/erreur-cb', 'ConfirmationPage'),

  // 2.3 Catalogue
  {
    id: 'category',
    pattern: '/category/:slug',
    remote: 'catalogue',
    module: 'CategoryPage',
    validate: (p) => SLUG.test(p.slug ?? ''),
  },
  productList('product-list', '/c-:slug/:filter?/:page?'),
  { id: 'product', pattern: '/p-:slug', remote: 'catalogue', module: 'ProductPage' },
  // The plastic line's own catalogue (its menu links /ocelia/c-...): same pages, Océlia layout.
  productList('plastic-product-list', `/${PLASTIC_LINE_SEGMENT}/c-:slug/:filter?/:page?`),
  { id: 'plastic-product', pattern: `/${PLASTIC_LINE_SEGMENT}/p-:slug`, remote: 'catalogue', module: 'ProductPage' },
  { id: 'sitemap', pattern: '/plan-du-site', remote: 'catalogue', module: 'SitemapPage' },
  { id: 'documentation', pattern: '/documentation', remote: 'catalogue', module: 'DocumentationPage' },
  { id: 'styleguide', pattern: '/styleguide', remote: 'catalogue', module: 'StyleguidePage', noindex: true },
  {
    id: 'search',
    pattern: '/recherche/:page?',
    remote: 'catalogue',
    module: 'SearchPage',
    noindex: true,
    validate: (p) => isPage(p.page),
  },
  { id: 'configurator', pattern: '/configurateur', remote: 'configurator', module: 'ConfiguratorPage' },
  // The 3D configurator's own page, and the path area beneath it (SPEC 2.3: the streaming loader).
  { id: 'configurator-3d', pattern: '/configurateur-3d', remote: 'configurator', module: 'ConfiguratorPage' },
  { id: 'configurator-3d-area', pattern: '/configurateur-3d/*', remote: 'configurator', module: 'ConfiguratorPage' },

  // 2.5 Forms
  form('appointment', '/prenez-rendez-vous'),
  form('appointment-pro', '/prenez-rendez-vous-pro'),
  form('job-application', '/candidature'),
  form('unsolicited-application', '/ocelia/nous-rejoindre/candidature-spontanee'),
  form('contact', '/contactez-nous'),
  form('contest', '/jeu-concours'),
  form('installer-finder', '/trouvez-un-poseur'),
  form('quotes', '/devis'),
  form('quote-confirmation', '/devis/confirmation', 'ConfirmationPage'),
  form('quote', '/devis/:kind', 'FormPage', (p) => QUOTE_KINDS.includes(p.kind ?? '')),
  form('samples', '/echantillons'),
  form('samples-confirmation', '/echantillons/confirmation', 'ConfirmationPage'),
  form('sample', '/echantillons/:kind', 'FormPage', (p) => SAMPLE_KINDS.includes(p.kind ?? '')),
  form('form-confirmation', '/form/confirmation', 'ConfirmationPage'),
  form('application-confirmation', '/form/confirmation-candidature', 'ConfirmationPage'),
  form('contest-confirmation', '/form/confirmation-concours', 'ConfirmationPage'),
  form('unsolicited-confirmation', '/ocelia/nous-rejoindre/confirmation-candidature-spontanee', 'ConfirmationPage'),

  // 2.4 Content
  {
    id: 'blog',
    pattern: '/blog/:tag?/:page?',
    remote: 'content',
    module: 'BlogPage',
    validate: (p) => p.page === undefined || isPage(p.page),
  },
  // A testimonial's own page (`/temoignages/avis-07-...`): its slug shape cannot be a page segment.
  {
    id: 'testimonial',
    pattern: '/temoignages/:slug',
    remote: 'content',
    module: 'ContentPage',
    resolvesContent: true,
    when: (p) => TESTIMONIAL_SLUG.test(p.slug ?? ''),
  },
  {
    id: 'testimonials',
    pattern: '/temoignages/:page?',
    remote: 'content',
    module: 'TestimonialsPage',
    validate: (p) => isPage(p.page),
  },
  {
    id: 'realisations',
    pattern: '/realisations/:tag?/:page?',
    remote: 'content',
    module: 'RealisationsPage',
    validate: (p) => p.page === undefined || isPage(p.page),
  },
  { id: 'preview', pattern: '/preview/:slug', remote: 'content', module: 'PreviewPage', noindex: true },
  {
    id: 'content-index',
    pattern: '/content',
    remote: 'content',
    module: 'ContentPage',
    resolvesContent: true,
  },
  {
    id: 'content',
    pattern: '/*',
    remote: 'content',
    module: 'ContentPage',
    resolvesContent: true,
    when: (p) => isSlugPath(p.splat),
  },
];
