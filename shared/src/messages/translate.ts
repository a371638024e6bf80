import { fr, type Catalogue, type MessageKey } from './core-fr';
import { typesetText } from './typography';

/** The `{name}` placeholders of a message text, as a union of names (never when there are none). */
type Placeholders<S extends string> = S extends `${string}{${infer Name}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** Values that can fill a placeholder. */
export type MessageParamValue = string | number;

/** True when K is a union of several keys (a key only known at run time). */
type IsUnion<K, All = K> = K extends unknown ? ([All] extends [K] ? false : true) : never;

type OptionalParams = [params?: Record<string, MessageParamValue>];

/**
 * Parameters of `t(key, params)` for the key K of the catalogue C: for a literal key whose text has
 * placeholders, required with exactly those names; otherwise optional. A key typed as a union
 * (`t(code as MessageKey)`, from a toast or an API error) takes optional parameters: its
 * placeholders cannot be known statically, and an unfilled one stays visible rather than failing.
 */
export type CatalogueArgs<C extends Readonly<Record<string, string>>, K extends keyof C> =
  true extends IsUnion<K>
    ? OptionalParams
    : [Placeholders<C[K] & string>] extends [never]
      ? OptionalParams
      : [params: Record<Placeholders<C[K] & string>, MessageParamValue>];

/** Parameters of the core `t(key, params)`. */
export type MessageArgs<K extends MessageKey> = CatalogueArgs<Catalogue, K>;

/** True when `value` is a key of the catalogue (for keys coming from the server or the URL). */
export function isMessageKey(value: unknown): value is MessageKey {
  return typeof value === 'string' && Object.hasOwn(fr, value);
}

/**
 * Replaces each `{name}` with `params[name]`. An unknown placeholder stays as written, so a missing
 * parameter shows up on screen and in tests instead of silently vanishing.
 */
export function interpolate(text: string, params?: Record<string, MessageParamValue>): string {
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/**
 * The French text of a message key, typeset (typography.ts), with `{name}` placeholders filled from `params`.
 * @public
 */
export function t<K extends MessageKey>(key: K, ...args: MessageArgs<K>): string {
  return interpolate(typesetText(fr[key]), args[0]);
}

/** A typed `t` and `isMessageKey` on a catalogue: the core's texts and one area's. */
export interface AreaMessages<C extends Readonly<Record<string, string>>> {
  /** The catalogue: the core texts, then the area's. */
  readonly fr: C;
  /** The French text of a key of the core or of the area (an unknown key fails `tsc`). */
  t<K extends keyof C & string>(key: K, ...args: CatalogueArgs<C, K>): string;
  /** True when `value` is a key of the core or of the area. */
  isMessageKey(value: unknown): value is keyof C & string;
}

/** The areas whose subpath has loaded, for `messageText`. */
const loadedAreas: Readonly<Record<string, string>>[] = [];

/**
 * The messages of an area subpath (`@arbora/shared/messages/checkout`...): its `t` knows the core
 * keys and the area's, and its texts become known to `messageText` (the toasts and validation
 * messages, which travel as plain strings). Called once by each area subpath when it loads.
 */
export function areaMessages<A extends Readonly<Record<string, string>>>(area: A): AreaMessages<Catalogue & A> {
  if (!loadedAreas.includes(area)) loadedAreas.push(area);
  const all = { ...fr, ...area } as Catalogue & A;
  function isAreaKey(value: unknown): value is keyof (Catalogue & A) & string {
    return typeof value === 'string' && Object.hasOwn(all, value);
  }
  function areaT<K extends keyof (Catalogue & A) & string>(key: K, ...args: CatalogueArgs<Catalogue & A, K>): string {
    return interpolate(typesetText(all[key]), args[0]);
  }
  return { fr: all, t: areaT, isMessageKey: isAreaKey };
}

/**
 * The French text of a message that travels as a plain string (a toast, a form error): the text of
 * a core key, or of a key of an area whose subpath has loaded (the page that made the message
 * imported its area's `t`); any other string as it is (a ready text).
 */
export function messageText(message: string): string {
  if (isMessageKey(message)) return typesetText(fr[message]);
  const area = loadedAreas.find((texts) => Object.hasOwn(texts, message));
  return area ? typesetText(area[message]!) : message;
}
