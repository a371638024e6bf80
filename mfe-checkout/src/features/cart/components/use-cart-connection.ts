import { refreshCart } from '@arbora/shared/store';
import { useCallback, useEffect, useState } from 'react';
import { isOutage } from '../../../lib/cart';

export interface CartConnection {
  /** False on the server and the first client render: the cart is the browser's, show a neutral state. */
  ready: boolean;
  /** The API cannot be reached: the last known cart stays on screen. */
  outage: boolean;
  /** A change was refused because of the outage (told, never dropped silently). */
  refused: boolean;
  retrying: boolean;
  retry: () => Promise<void>;
  /** Runs a cart command; resolves false when the outage refused it, rethrows a business refusal. */
  change: (command: () => Promise<void>) => Promise<boolean>;
}

/**
 * The cart page's link to the server: reloads the persisted cart once mounted, and turns a
 * network or server failure into an outage state (last cart kept, banner, retry) instead of
 * losing what the shopper sees.
 */
export function useCartConnection(): CartConnection {
  const [ready, setReady] = useState(false);
  const [outage, setOutage] = useState(false);
  const [refused, setRefused] = useState(false);
  const [retrying, setRetrying] = useState(false);

  const load = useCallback(async () => {
    try {
      await refreshCart();
      setOutage(false);
      setRefused(false);
    } catch (error) {
      if (isOutage(error)) setOutage(true);
    }
  }, []);

  useEffect(() => {
    setReady(true);
    void load();
  }, [load]);

  const retry = useCallback(async () => {
    setRetrying(true);
    await load();
    setRetrying(false);
  }, [load]);

  const change = useCallback(async (command: () => Promise<void>) => {
    try {
      await command();
      setOutage(false);
      setRefused(false);
      return true;
    } catch (error) {
      if (!isOutage(error)) throw error;
      setOutage(true);
      setRefused(true);
      return false;
    }
  }, []);

  return { ready, outage, refused, retrying, retry, change };
}
