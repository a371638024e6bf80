import { t, type MessageKey } from '@arbora/shared/messages/account';
import { Alert } from '../../../components/alert';

/** `?info=` values other account pages send the shopper to the login page with. */
const NOTICES: Record<string, MessageKey> = {
  'compte-active': 'account_activated',
  'mot-de-passe-modifie': 'account_password_reset_done',
  'session-expiree': 'account_session_ended',
};

/** Why the shopper landed on the login page (account activated, password changed...), if known. */
export function LoginNotice({ info }: { info: string | null }) {
  const key = info !== null && Object.hasOwn(NOTICES, info) ? NOTICES[info] : undefined;
  if (!key) return null;
  return (
    <Alert tone={info === 'session-expiree' ? 'info' : 'success'}>
      <p>{t(key)}</p>
    </Alert>
  );
}
