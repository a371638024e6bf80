import type { LinkHint } from './html';

/** A preload of a picture the document already holds (`useInlineImage`) would be a useless download. */
export function withoutInlined(hints: LinkHint[], inlined: readonly string[] = []): LinkHint[] {
  return inlined.length ? hints.filter((hint) => !(hint.as === 'image' && inlined.includes(hint.href))) : hints;
}
