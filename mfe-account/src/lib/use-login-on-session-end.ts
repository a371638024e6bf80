import { bus } from '@arbora/shared/bus';
import { usePageRoute } from '@arbora/shared/platform';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';

/** The shared store's toast when the API refuses the customer's token (revoked, past its refresh window). */
const SESSION_ENDED = 'account_session_ended';

/** `/connexion?redirect=<page>`: after logging in again the shell brings the customer back (SPEC 2.1). */
export const loginAgainTarget = (page: string) =>
  `/connexion?redirect=${encodeURIComponent(page)}&info=session-expiree`;

/**
 * SPEC 4 and 8: a customer whose token is refused on a guarded account page is logged out with a
 * message, and that page sends them to log in again, then back. A logout they ask for still goes
 * home: only the refusal emits this toast. The shell leaves a refused session in place (its guard
 * would send the customer to the login page too, without the message).
 */
export function useLoginOnSessionEnd(): void {
  const navigate = useNavigate();
  const { ctx } = usePageRoute();
  const search = ctx.searchParams.toString();
  const here = `${ctx.pathname}${search ? `?${search}` : ''}`;
  const page = useRef(here);
  useEffect(() => {
    page.current = here;
  }, [here]);
  useEffect(
    () =>
      bus.on('toast:show', (toast) => {
        if (toast.message === SESSION_ENDED) void navigate(loginAgainTarget(page.current), { replace: true });
      }),
    [navigate],
  );
}
