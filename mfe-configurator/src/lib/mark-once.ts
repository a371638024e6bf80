/**
 * A performance mark for the budget bench (bench/configurator.mjs), set once per page load.
 * Browsers only: where the timeline API is missing (jsdom, old engines) it does nothing.
 */
export function markOnce(name: string): void {
  if (typeof performance === 'undefined' || typeof performance.getEntriesByName !== 'function') return;
  if (typeof performance.mark !== 'function' || performance.getEntriesByName(name).length > 0) return;
  performance.mark(name);
}
