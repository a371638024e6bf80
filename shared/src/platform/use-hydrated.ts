import { startTransition, useEffect, useState } from 'react';

let firstRenderDone = false;

/**
 * Called by the bootstrap before a render of its own (no server HTML) and once the hydration is
 * done: components mounted from then on know at once that they are in the browser.
 */
export function markFirstRenderDone(): void {
  firstRenderDone = true;
}

/**
 * False while the server renders and during the browser's hydration of that HTML, true after (and
 * from the first render in a page the browser rendered alone). What depends on the visitor's
 * session renders its anonymous form until then, so the first browser render matches the server's
 * HTML; a form shows the messages of a submission the server refused until its script runs. One
 * home for the shell and every remote: the shell's bootstrap marks the first render done here. The switch after hydration is a transition, in a task of its own: a store whose browser
 * value differs from the server's (`useSyncExternalStore`) would re-render synchronously inside
 * the hydration's last task, a long task on a phone.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(firstRenderDone);
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
}
