import { messageText } from '@arbora/shared/messages';

/**
 * The French text for a validation message (a zod issue or react-hook-form error message). Rules
 * of this module give message keys; a key of an area (`account_siret_unknown`) is found once the
 * page has loaded its area's messages; a message that is not a key (a custom rule's own text) is
 * shown as is. Undefined when there is no error.
 * @public
 */
export function validationMessage(message: string | undefined): string | undefined {
  if (message === undefined || message === '') return undefined;
  return messageText(message);
}
