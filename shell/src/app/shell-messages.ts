// French texts the shell shows that the shared catalogue (@arbora/shared/messages) does not have yet.
// Move each to the catalogue when shared adds its key; the shell then uses t(key).
export const shellMessages = {
  /** The button of the « new version » banner. */
  reload_page: 'Recharger la page',
  /** The label of the banner's close button. */
  dismiss_update: 'Masquer ce message',
} as const;
