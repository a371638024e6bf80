import { Link } from '@arbora/shared/ui';

/** What the login page says to someone who is already logged in. */
export function LoggedInNotice() {
  return (
    <p>
      Vous êtes connecté. <Link to="/mon-compte">Accéder à mon compte</Link>
    </p>
  );
}
