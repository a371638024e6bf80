/**
 * Where a customer's « Se déconnecter » form posts (without JavaScript, or before its script ran):
 * the shell server ends the session there (its cookie is HttpOnly: no page can) and sends the
 * customer to the login page with `?info=` LOGGED_OUT_INFO. With JavaScript the form calls the
 * store's `logout` instead.
 */
export const LOGOUT_FORM_PATH = '/deconnexion';

/** The login page's `?info=` once a form logout ended the session: it says so. */
export const LOGGED_OUT_INFO = 'deconnecte';
