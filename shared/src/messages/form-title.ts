const REFUSED = 'Erreur\u00a0: ';

/**
 * The page's title while its form shows what to correct: « Erreur : » first, the first words a
 * screen reader reads of the page (RGAA 11.10, as the French public services' sites do). Said once
 * however often it is asked: the server's refused page already has it when the page hydrates.
 * @public
 */
export const refusedFormTitle = (title: string): string => (title.startsWith(REFUSED) ? title : `${REFUSED}${title}`);

/** The title once nothing is left to correct. @public */
export const acceptedFormTitle = (title: string): string =>
  title.startsWith(REFUSED) ? title.slice(REFUSED.length) : title;
