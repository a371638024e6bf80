import { useHydrated } from '@arbora/shared/platform';
import { useIsPro } from '@arbora/shared/store';

/**
 * Whether prices read HT first (the TTC beside it, shared/format's `pro` option): a professional
 * on a page of his own. The server renders the page without knowing the visitor is one, so it
 * answers false until the page is hydrated, then switches: the first browser render matches the
 * server's HTML (no hydration mismatch).
 */
export function useProPrices(): boolean {
  const isPro = useIsPro();
  return useHydrated() && isPro;
}
