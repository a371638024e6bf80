import { FormToken } from '@arbora/shared/platform';
import { LOGOUT_FORM_PATH } from '@arbora/shared/routes';
import { logout } from '@arbora/shared/store';
import { Button } from '@arbora/shared/ui';
import { useState, type FormEvent } from 'react';

/**
 * « Se déconnecter »: a form posted to the shell (LOGOUT_FORM_PATH), which ends the session cookie
 * and says so on the login page, without JavaScript or before the script ran. With it, the shared
 * `logout` command (it shows logout_success and never rejects); the shell then takes the shopper
 * home (SPEC 2.1).
 */
export function LogoutButton() {
  const [pending, setPending] = useState(false);
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    try {
      await logout();
    } finally {
      setPending(false);
    }
  };
  return (
    <form method="post" action={LOGOUT_FORM_PATH} onSubmit={onSubmit}>
      <FormToken />
      <Button type="submit" variant="secondary" loading={pending}>
        Se déconnecter
      </Button>
    </form>
  );
}
