import { t as coreT } from '@arbora/shared/messages';
import { t, type MessageKey } from '@arbora/shared/messages/account';
import { LOGGED_OUT_INFO } from '@arbora/shared/routes';
import { Alert } from '../../../components/alert';

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
