import { t as coreT } from '@arbora/shared/messages';
import { t, type MessageKey } from '@arbora/shared/messages/account';
import { LOGGED_OUT_INFO } from '@arbora/shared/routes';
import { Alert } from '../../../components/alert';
import { sitePath } from '../api/login-action';

/** The login page's parameter saying why the shopper was sent there (`/connexion?info=deconnecte`). */
export const INFO_PARAM = 'info';

/** `?info=` values other account pages send the shopper to the login page with. */
const NOTICES: Record<string, MessageKey> = {
  'compte-active': 'account_activated',
  'mot-de-passe-modifie': 'account_password_reset_done',
  'session-expiree': 'account_session_ended',
};

/** Why the shopper landed on the login page (account activated, password changed...), if known. */
export function LoginNotice({ info }: { info: string | null }) {
  // « Se déconnecter » posted without JavaScript (the shell ends the session): the toast's words.
  if (info === LOGGED_OUT_INFO)
    return (
      <Alert tone="success">
        <p>{coreT('logout_success')}</p>
      </Alert>
    );
  const key = info !== null && Object.hasOwn(NOTICES, info) ? NOTICES[info] : undefined;
  if (!key) return null;
  return (
    <Alert tone={info === 'session-expiree' ? 'info' : 'success'}>
      <p>{t(key)}</p>
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
