import { useEffect, useState } from 'react';

/**
 * False on the server and during hydration, true once the page's scripts run. The forms' buttons
 * wait for it: a submit before then would be the browser's own, putting what was typed in the URL.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
