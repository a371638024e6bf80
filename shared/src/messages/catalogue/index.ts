// The catalogue area's messages: a `t` typed on the core keys and the catalogue area's, so a key of
// another area fails `tsc`. The core comes from its own subpath by package name (one instance).
import { areaMessages, type CatalogueArgs, type MessageKey as CoreMessageKey } from '@arbora/shared/messages';
import { catalogueFr } from './catalogue-fr';

const messages = areaMessages(catalogueFr);

/** The French texts: the core's, then the catalogue area's. @public */
export const fr = messages.fr;
/** The French text of a core or catalogue key, with `{name}` placeholders filled from `params`. @public */
export const t = messages.t;
/** True when `value` is a core or catalogue key (for keys coming from the server or the URL). @public */
export const isMessageKey = messages.isMessageKey;

/** The texts of a product made to measure (stock line, withdrawal exclusion). @public */
export { madeToMeasureFr } from './made-to-measure-fr';

export type Catalogue = typeof fr;
/** A key of the core catalogue or of the catalogue area. @public */
export type MessageKey = CoreMessageKey | keyof typeof catalogueFr;
export type MessageArgs<K extends MessageKey> = CatalogueArgs<Catalogue, K>;
