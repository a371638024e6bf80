import { fr, type Catalogue, type MessageKey } from './catalogue-fr';

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
 * Parameters of `t(key, params)`: for a literal key whose text has placeholders, required with
 * exactly those names; otherwise optional. A key typed as a union (`t(code as MessageKey)`, from a
 * toast or an API error) takes optional parameters: its placeholders cannot be known statically,
 * and an unfilled one stays visible rather than failing.
 */
export type MessageArgs<K extends MessageKey> =
  true extends IsUnion<K>
    ? OptionalParams
    : [Placeholders<Catalogue[K]>] extends [never]
      ? OptionalParams
      : [params: Record<Placeholders<Catalogue[K]>, MessageParamValue>];

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
 * The French text of a message key, with `{name}` placeholders filled from `params`.
 * @public
 */
export function t<K extends MessageKey>(key: K, ...args: MessageArgs<K>): string {
  return interpolate(fr[key], args[0]);
}
