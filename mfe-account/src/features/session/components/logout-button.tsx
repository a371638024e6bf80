import { logout } from '@arbora/shared/store';
import { Button } from '@arbora/shared/ui';
import { useState } from 'react';

/**
 * Ends the session through the shared `logout` command (it shows logout_success and never
 * rejects); the shell then takes the shopper home (SPEC 2.1).
 */
export function LogoutButton() {
  const [pending, setPending] = useState(false);
  const onClick = async () => {
    setPending(true);
    try {
      await logout();
    } finally {
      setPending(false);
    }
  };
  return (
    <Button type="button" variant="secondary" loading={pending} onClick={onClick}>
      Se déconnecter
    </Button>
  );
}
