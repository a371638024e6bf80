import { Outlet } from 'react-router';
import { UpdateBanner } from '../build/update-banner';
import { useBuildUpdatePoller } from '../build/use-build-update';
import { useLinkPrefetch } from '../prefetch/use-link-prefetch';
import { LeavingAfterLogoutContext, useSessionNavigation } from '../session/use-session-navigation';
import { ToastHost } from '../toasts/toast-host';

/**
 * What stays on screen across every page: the routed view, the toasts and the update banner; and
 * the page-wide behaviours: after-login/logout navigation, build polling, link prefetch.
 */
export function ShellFrame() {
  const leavingAfterLogout = useSessionNavigation();
  useBuildUpdatePoller();
  useLinkPrefetch();
  return (
    <>
      <LeavingAfterLogoutContext value={leavingAfterLogout}>
        <Outlet />
      </LeavingAfterLogoutContext>
      <ToastHost />
      <UpdateBanner />
    </>
  );
}
