import { useHydrated } from '@arbora/shared/platform';
import { useIsPro, useRenderSession } from './session-store';

/**
 * Whether prices read HT first (the TTC beside it, shared/format's `pro` option): a professional
 * on a page of his own (cart, checkout, account).
 *
 * A page the server rendered with the customer's session (delivery step, confirmations, orders)
 * knows it from its HTML on: the browser adopts that session before it hydrates, and every part of
 * the page reads it, including a part that hydrates late (a Suspense boundary hydrated after the
 * rest: `useHydrated` is then already true while the store still reads its anonymous state).
 * A page rendered anonymously answers false until it is hydrated, then the store's: the first
 * browser render matches the server's HTML (no hydration mismatch).
 */
export function useProPrices(): boolean {
  const isPro = useIsPro();
  const hydrated = useHydrated();
  const renderSession = useRenderSession();
  if (renderSession) return Boolean(renderSession.isPro);
  return hydrated && isPro;
}
