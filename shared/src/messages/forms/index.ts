// The forms area's messages: a `t` typed on the core keys and the forms area's, so a key of
// another area fails `tsc`. The core comes from its own subpath by package name (one instance).
import { areaMessages, type CatalogueArgs, type MessageKey as CoreMessageKey } from '@arbora/shared/messages';
import { formsFr } from './forms-fr';

const messages = areaMessages(formsFr);

/** The French texts: the core's, then the forms area's. @public */
export const fr = messages.fr;
/** The French text of a core or forms key, with `{name}` placeholders filled from `params`. @public */
export const t = messages.t;
/** True when `value` is a core or forms key (for keys coming from the server or the URL). @public */
export const isMessageKey = messages.isMessageKey;

export type Catalogue = typeof fr;
/** A key of the core catalogue or of the forms area. @public */
export type MessageKey = CoreMessageKey | keyof typeof formsFr;
export type MessageArgs<K extends MessageKey> = CatalogueArgs<Catalogue, K>;

export {
  FORM_CONFIRMATIONS,
  FORM_STEPS_WITHOUT_PHONE,
  type FormConfirmationRoute,
  type FormConfirmationText,
} from './confirmations';
