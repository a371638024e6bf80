import { useEffect, useState } from 'react';

/**
 * False on the server and during hydration, true once the page's scripts run. Until then a form
 * shows the messages of a submission the server refused (a submit before then is the browser's
 * own POST, which the page's `pageAction` answers).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
