import { isHttpError } from '@arbora/shared/errors';
import { t } from '@arbora/shared/messages/account';
import { Button } from '@arbora/shared/ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '../../../components/alert';
import { LoadingSkeleton } from '../../../components/browser-only';
import { accountErrorKey } from '../../../lib/error-key';
import { useActivateAccount } from '../api/activate-account';

/** Where an activated customer goes: the login page, which says the account is ready. */
export const ACTIVATED_TARGET = '/connexion?info=compte-active';

const TOKEN = /^[A-Za-z0-9_-]{16,128}$/;

/**
 * Activates the account once, in the browser (a server render must not spend the single-use
 * token). A missing, used or expired token is told in French with `renewal` (a way to get a new
 * e-mail) below it.
 */
export function ActivationStatus({ token, renewal }: { token: string | null; renewal: ReactNode }) {
  const mutation = useActivateAccount();
  const navigate = useNavigate();
  const started = useRef(false);
  const valid = token !== null && TOKEN.test(token);

  useEffect(() => {
    if (!valid || started.current) return;
    started.current = true;
    mutation.mutate(token, { onSuccess: () => void navigate(ACTIVATED_TARGET, { replace: true }) });
  }, [valid, token, mutation, navigate]);

  const invalidToken =
    !valid ||
    (mutation.isError &&
      isHttpError(mutation.error) &&
      ['ACCOUNT_TOKEN_INVALID', 'VALIDATION_ERROR'].includes(mutation.error.code ?? ''));
  if (invalidToken) {
    return (
      <>
        <Alert>
          <p>{t('account_activation_invalid')}</p>
        </Alert>
        {renewal}
      </>
    );
  }
  if (mutation.isError) {
    return (
      <>
        <Alert>
          <p>{t(accountErrorKey(mutation.error))}</p>
        </Alert>
        <div>
          <Button type="button" onClick={() => mutation.mutate(token)}>
            {t('retry')}
          </Button>
        </div>
      </>
    );
  }
  return (
    <>
      <p>Activation de votre compte en cours…</p>
      <LoadingSkeleton lines={1} />
    </>
  );
}
