/**
 * The full page loads the shell makes (external redirections, new builds, chunk failures), behind
 * one object so tests can watch them: jsdom implements neither `assign` nor `reload`.
 * Browser only: call from effects and event handlers.
 */
export const browserNavigation = {
  assign(href: string): void {
    window.location.assign(href);
  },
  reload(): void {
    window.location.reload();
  },
};
