import { Outlet } from 'react-router';
import { ToastHost } from '../toasts/toast-host';

/** What stays on screen across every page: the routed view and the toasts. */
export function ShellFrame() {
  return (
    <>
      <Outlet />
      <ToastHost />
    </>
  );
}
