import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while the server renders and during the browser's hydration of that HTML, true after (and
 * always true in a page the browser rendered alone). What depends on the visitor's session renders
 * its anonymous form until then, so the first browser render matches the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
