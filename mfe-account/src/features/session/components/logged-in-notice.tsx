import { Button, Link } from '@arbora/shared/ui';
import { sitePath } from '../api/login-action';
import { isCheckoutRedirect } from './login-notice';

/**
 * What the login page says to someone who is already logged in. Sent from the checkout
 * (`?redirect=/panier/livraison`, a confirmation page): first the way back to the order there.
 */
export function LoggedInNotice({ redirect }: { redirect: string | null }) {
  const checkout = isCheckoutRedirect(redirect) ? sitePath(redirect) : null;
  if (checkout)
    return (
      <>
        <p>Vous êtes connecté.</p>
        <p>
          <Button to={checkout}>Continuer ma commande</Button>
        </p>
        <p>
          <Link to="/mon-compte">Accéder à mon compte</Link>
        </p>
      </>
    );
  return (
    <p>
      Vous êtes connecté. <Link to="/mon-compte">Accéder à mon compte</Link>
    </p>
  );
}
