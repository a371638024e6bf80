import { useHydrated } from '@arbora/shared/platform';
import { useIsPro, useRenderSession } from './session-store';

/**
 * Whether prices read HT first (the TTC beside it, shared/format's `pro` option): a professional
 * on a page of his own (cart, checkout, account). A page the server rendered with the customer's
 * session (delivery step, confirmations, orders) knows it from its HTML on: the browser adopts that session before it hydrates, so
 * both renders agree. A page rendered anonymously answers false until it is hydrated, then
 * switches: the first browser render matches the server's HTML (no hydration mismatch).
 */
export function useProPrices(): boolean {
  const isPro = useIsPro();
  const renderSession = useRenderSession();
  return useHydrated() ? isPro : Boolean(renderSession?.isPro);
}
