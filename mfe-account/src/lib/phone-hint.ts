/** What a phone field of the account accepts (a French number, `frPhone`), said under each one. */
export const PHONE_FORMAT = 'Commence par 0 ou +33.';
/** The hint of a phone field one may leave empty (signup, personal information). */
export const OPTIONAL_PHONE_HINT = `Facultatif. ${PHONE_FORMAT}`;
