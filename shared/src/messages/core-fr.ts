import { contentFr } from './areas/content';
import { contractFr } from './areas/contract';
import { headerFr } from './areas/header';
import { pageTitlesFr } from './areas/page-titles';

/**
 * The core catalogue's areas: the texts the shell, the content pages and the contract package show.
 * Each lives in `areas/<area>.ts`; a key is unique site-wide. The other areas' texts are not here:
 * each is its own subpath (`@arbora/shared/messages/<area>`, e.g. `messages/checkout`), loaded
 * only by the pages that show them.
 */
export const AREA_CATALOGUES = {
  content: contentFr,
  contract: contractFr,
  header: headerFr,
  pageTitles: pageTitlesFr,
} as const;

type AreaKey = {
  [Area in keyof typeof AREA_CATALOGUES]: keyof (typeof AREA_CATALOGUES)[Area];
}[keyof typeof AREA_CATALOGUES];

/**
 * Every message key of the core catalogue (an area's subpath exports its own `MessageKey`: these
 * and its keys). The core keys are an explicit union (not derived from the catalogue) so that a key
 * removed from, or never added to, the French catalogue fails `tsc`.
 * @public
 */
export type MessageKey = CoreMessageKey | AreaKey;

type CoreMessageKey =
  // Validation (SPEC 5)
  | 'field_required'
  | 'valid_email'
  | 'valid_password'
  | 'passwords_not_matching'
  | 'valid_siret'
  | 'valid_phone_number'
  // Toasts and API errors (SPEC 4, SPEC 8)
  | 'login_success'
  | 'logout_success'
  | 'default_form_error_message'
  | 'cart_not_authorised'
  | 'cart_stock_insufficient'
  | 'cart_rule_invalid_code'
  | 'cart_rule_already_have_another_code'
  | 'cart_rule_invalid_date'
  | 'cart_rule_invalid_cart'
  | 'modification_successfully_delayed'
  | 'incorrect_credentials'
  // Error screen (SPEC 2.1): a title per status, a description per status except 500
  | 'error_title_400'
  | 'error_title_401'
  | 'error_title_403'
  | 'error_title_404'
  | 'error_title_500'
  | 'error_title_503'
  | 'error_title_default'
  | 'error_description_400'
  | 'error_description_401'
  | 'error_description_403'
  | 'error_description_404'
  | 'error_description_503'
  | 'error_description_default'
  | 'back_to_home'
  // Shell UI
  | 'remote_unavailable_title'
  | 'remote_unavailable_text'
  | 'remote_server_only_notice'
  | 'retry'
  | 'coming_soon_title'
  | 'coming_soon_text'
  | 'update_available'
  | 'reload_page'
  | 'dismiss_update'
  | 'loading'
  // Price display
  | 'eco_participation';

/*
 * Typography: `t` and `messageText` hand the texts out typeset (typography.ts: ’, and U+00A0 before
 * « : ; ! ? » and inside « »). The texts here keep their recorded wording (their literal types are
 * part of the surface); a new text is written typeset already.
 */
/** The French core texts. `as const` keeps the literal texts so `t()` can type `{name}` parameters. */
const coreFr = {
  field_required: 'Ce champ est obligatoire.',
  valid_email: 'Veuillez saisir une adresse e-mail valide.',
  valid_password:
    'Le mot de passe doit contenir au moins 8\u00a0caractères, dont une lettre, un chiffre et un caractère spécial.',
  passwords_not_matching: 'Les mots de passe ne correspondent pas.',
  valid_siret: 'Veuillez saisir un numéro SIRET valide (14\u00a0chiffres).',
  valid_phone_number: 'Veuillez saisir un numéro de téléphone valide, commençant par 0 ou +33.',

  login_success: 'Connexion réussie. Bienvenue sur votre compte.',
  logout_success: 'Vous avez bien été déconnecté. À bientôt.',
  default_form_error_message: 'Une erreur est survenue. Veuillez réessayer plus tard.',
  cart_not_authorised: "Vous n'êtes pas autorisé à accéder à ce panier.",
  // A refused add or quantity, told where it happened (the product page, the cart line).
  cart_stock_insufficient: 'Stock insuffisant pour cet article (quantité disponible : {available}).',
  cart_rule_invalid_code: "Ce code promo n'est pas valide.",
  cart_rule_already_have_another_code: 'Un autre code promo est déjà appliqué à votre panier.',
  cart_rule_invalid_date: "Ce code promo n'est pas valable à cette date.",
  cart_rule_invalid_cart: "Ce code promo ne s'applique pas au contenu de votre panier.",
  modification_successfully_delayed:
    'Votre commande a bien été enregistrée. Sa prise en compte dans notre système sera effectuée sous peu.',
  incorrect_credentials: 'Adresse e-mail ou mot de passe incorrect.',

  error_title_400: 'Requête invalide',
  error_title_401: 'Connexion requise',
  error_title_403: 'Accès refusé',
  error_title_404: 'Page introuvable',
  error_title_500: 'Une erreur est survenue',
  error_title_503: 'Service momentanément indisponible',
  error_title_default: 'Une erreur inattendue est survenue',
  error_description_400: "Votre demande n'a pas pu être traitée. Vérifiez l'adresse de la page et réessayez.",
  error_description_401: 'Vous devez être connecté pour accéder à cette page.',
  error_description_403: "Vous n'avez pas les droits nécessaires pour accéder à cette page.",
  error_description_404: "La page que vous recherchez n'existe pas ou a été déplacée.",
  error_description_503: 'Le site est en maintenance ou très sollicité. Merci de réessayer dans quelques instants.',
  error_description_default: "Veuillez réessayer plus tard ou revenir à l'accueil.",
  back_to_home: "Retour à l'accueil",

  remote_unavailable_title: 'Cette partie du site est momentanément indisponible',
  remote_unavailable_text: "Nous n'avons pas pu charger ce contenu. Vérifiez votre connexion puis réessayez.",
  remote_server_only_notice:
    'Certaines fonctions de cette page sont momentanément indisponibles : ses liens et ses formulaires restent utilisables.',
  retry: 'Réessayer',
  coming_soon_title: 'Bientôt disponible',
  coming_soon_text: 'Cette page sera bientôt disponible. Merci de votre patience.',
  update_available: 'Une nouvelle version du site est disponible',
  reload_page: 'Recharger la page',
  dismiss_update: 'Masquer ce message',
  loading: 'Chargement…',

  eco_participation: 'dont éco-participation\u00a0: {amount}',
} as const satisfies Record<CoreMessageKey, string>;

export const fr = {
  ...coreFr,
  ...contentFr,
  ...contractFr,
  ...headerFr,
  ...pageTitlesFr,
} as const satisfies Record<MessageKey, string>;

/** The core keys, for the test that no area redefines one. */
export const CORE_MESSAGE_KEYS = Object.keys(coreFr) as CoreMessageKey[];

export type Catalogue = typeof fr;
