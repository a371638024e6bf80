// The checkout area's messages: a `t` typed on the core keys and the checkout area's, so a key of
// another area fails `tsc`. The core comes from its own subpath by package name (one instance).
import { areaMessages, type CatalogueArgs, type MessageKey as CoreMessageKey } from '@arbora/shared/messages';
import { checkoutFr } from './checkout-fr';

const messages = areaMessages(checkoutFr);

/** The French texts: the core's, then the checkout area's. @public */
export const fr = messages.fr;
/** The French text of a core or checkout key, with `{name}` placeholders filled from `params`. @public */
export const t = messages.t;
/** True when `value` is a core or checkout key (for keys coming from the server or the URL). @public */
export const isMessageKey = messages.isMessageKey;

export type Catalogue = typeof fr;
/** A key of the core catalogue or of the checkout area. @public */
export type MessageKey = CoreMessageKey | keyof typeof checkoutFr;
export type MessageArgs<K extends MessageKey> = CatalogueArgs<Catalogue, K>;
export { promotionRefusalFr, promotionRefusalText } from './promotion-refusal';
