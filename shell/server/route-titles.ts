import type { RouteMatch } from '../src/routing/match-route';
import { pageNumber } from './route-params';

export const SITE_NAME = 'Arbora';
export const DEFAULT_TITLE = 'Arbora – bois composite pour l’extérieur';
export const DEFAULT_DESCRIPTION =
  'Clôtures, portails, terrasses, bardages et lames décoratives en bois composite : devis, échantillons et commande en ligne.';
export const NOT_FOUND_TITLE = `Page introuvable | ${SITE_NAME}`;

/** French titles of the routes whose head does not come from the CMS (forms, account, cart...). */
const TITLES: Record<string, string> = {
  'account-activate': 'Activation du compte',
  'forgot-password': 'Mot de passe oublié',
  login: 'Connexion',
  'password-reset': 'Nouveau mot de passe',
  signup: 'Créer un compte',
  'account-home': 'Mon compte',
  'personal-information': 'Mes informations personnelles',
  'construction-sites': 'Mes chantiers',
  'construction-site': 'Mon chantier',
  orders: 'Mes commandes',
  order: 'Ma commande',
  cart: 'Panier',
  delivery: 'Livraison',
  'order-confirmation': 'Confirmation de commande',
  'order-confirmation-card': 'Paiement par carte confirmé',
  'order-confirmation-transfer': 'Commande enregistrée – paiement par virement',
  'order-confirmation-credit': 'Commande enregistrée – paiement par crédit',
  'order-confirmation-blocked': 'Commande en attente de vérification',
  'order-card-error': 'Échec du paiement par carte',
  category: 'Catégorie',
  'product-list': 'Nos produits',
  product: 'Produit',
  'plastic-product-list': 'Les produits Océlia',
  'plastic-product': 'Produit Océlia',
  sitemap: 'Plan du site',
  documentation: 'Documentation',
  styleguide: 'Guide de style',
  configurator: 'Configurateur',
  'configurator-3d': 'Configurateur 3D',
  appointment: 'Prendre rendez-vous',
  'appointment-pro': 'Prendre rendez-vous – professionnels',
  'job-application': 'Candidature',
  'unsolicited-application': 'Candidature spontanée – Océlia',
  contact: 'Contactez-nous',
  contest: 'Jeu concours',
  'installer-finder': 'Trouver un poseur',
  quotes: 'Demande de devis',
  'quote-confirmation': 'Demande de devis envoyée',
  samples: 'Échantillons',
  'samples-confirmation': 'Demande d’échantillons envoyée',
  'form-confirmation': 'Demande envoyée',
  'application-confirmation': 'Candidature envoyée',
  'contest-confirmation': 'Participation enregistrée',
  'unsolicited-confirmation': 'Candidature spontanée envoyée',
  blog: 'Blog',
  testimonials: 'Témoignages clients',
  realisations: 'Nos réalisations',
  preview: 'Aperçu',
};

/** Kinds of the quote and sample routes (`/devis/:kind`, `/echantillons/:kind`). */
const KINDS: Record<string, string> = {
  'devis-bardage': 'Devis bardage',
  'devis-cloture': 'Devis clôture',
  'devis-portillon': 'Devis portillon',
  'devis-portail': 'Devis portail',
  'devis-terrasse': 'Devis terrasse',
  'echantillons-accessoires': 'Échantillons d’accessoires',
  'echantillons-box': 'Box d’échantillons gratuite',
  'echantillons-lames': 'Échantillon de lame grand format',
};

/** Page N of a listing says so: otherwise its pages share one title. */
export const pageSuffix = (page: number) => (page > 1 ? ` – page ${page}` : '');

/** `« Panier | Arbora »`: the title of a route from this map, null for CMS-driven ones. */
export function routeTitle(match: RouteMatch): string | null {
  if (match.kind === 'not-found') return NOT_FOUND_TITLE;
  const { route, params } = match;
  const base = (params.kind && KINDS[params.kind]) ?? TITLES[route.id];
  if (!base) return null;
  return `${base}${pageSuffix(pageNumber(params))} | ${SITE_NAME}`;
}
