import { t as coreT } from '@arbora/shared/messages';
import { t } from '@arbora/shared/messages/account';
import { LOGGED_OUT_INFO } from '@arbora/shared/routes';
import { Alert } from '../../../components/alert';
import { sitePath } from '../api/login-action';

/** The login page's parameter saying why the shopper was sent there (`/connexion?info=deconnecte`). */
export const INFO_PARAM = 'info';

/**
 * `?info=` values the shopper is sent to the login page with, and what the page then says: the
 * account's pages (activation, new password, session ended) and the shell's logout posted without
 * JavaScript, which says the toast's words.
 */
const NOTICES: Record<string, { text: () => string; tone: 'success' | 'info' }> = {
  'compte-active': { text: () => t('account_activated'), tone: 'success' },
  'mot-de-passe-modifie': { text: () => t('account_password_reset_done'), tone: 'success' },
  'session-expiree': { text: () => t('account_session_ended'), tone: 'info' },
  [LOGGED_OUT_INFO]: { text: () => coreT('logout_success'), tone: 'success' },
};

/** Why the shopper landed on the login page (account activated, password changed...), if known. */
export function LoginNotice({ info }: { info: string | null }) {
  const notice = info !== null && Object.hasOwn(NOTICES, info) ? NOTICES[info] : undefined;
  if (!notice) return null;
  return (
    <Alert tone={notice.tone}>
      <p>{notice.text()}</p>
    </Alert>
  );
}

/** The order pipeline's pages that need login (SPEC 2.6): the delivery step and the confirmations. */
const CHECKOUT_PAGE = /^\/(panier\/livraison|commande\/)/;

/**
 * The shopper comes from the checkout: « Commander » in the cart led a visitor here, the shell's
 * guard giving the delivery step as `?redirect=` (a path of this site: validated as the login does).
 */
export function isCheckoutRedirect(redirect: string | null): boolean {
  const target = sitePath(redirect);
  return target !== null && CHECKOUT_PAGE.test(target);
}

/**
 * Why a visitor sent from the checkout must log in, in the server's HTML as in the browser's: the
 * login brings them back to the checkout (the form posts `?redirect=` along) with their cart.
 */
export function CheckoutReason({ redirect }: { redirect: string | null }) {
  if (!isCheckoutRedirect(redirect)) return null;
  return (
    <Alert tone="info">
      <p>
        <strong>Connectez-vous ou créez un compte pour commander.</strong> Votre panier est conservé{'\u00a0'}: une fois
        connecté, vous passez directement à la livraison et au paiement.
      </p>
    </Alert>
  );
}
