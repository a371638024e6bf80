// The account area's messages: a `t` typed on the core keys and the account area's, so a key of
// another area fails `tsc`. The core comes from its own subpath by package name (one instance).
import { areaMessages, type CatalogueArgs, type MessageKey as CoreMessageKey } from '@arbora/shared/messages';
import { accountFr } from './account-fr';

const messages = areaMessages(accountFr);

/** The French texts: the core's, then the account area's. @public */
export const fr = messages.fr;
/** The French text of a core or account key, with `{name}` placeholders filled from `params`. @public */
export const t = messages.t;
/** True when `value` is a core or account key (for keys coming from the server or the URL). @public */
export const isMessageKey = messages.isMessageKey;

export type Catalogue = typeof fr;
/** A key of the core catalogue or of the account area. @public */
export type MessageKey = CoreMessageKey | keyof typeof accountFr;
export type MessageArgs<K extends MessageKey> = CatalogueArgs<Catalogue, K>;

export { WITHDRAWAL_NOT_CHARGED } from './withdrawal';
