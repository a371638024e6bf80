import { splitUrl } from './split-url';

/**
 * The path segment of the plastic sales line (Océlia). Its presence in a path selects the
 * plastic-line layout (SPEC 1, 2.1). The only place this string is written.
 * @public
 */
export const PLASTIC_LINE_SEGMENT = 'ocelia';

/**
 * True when one segment of the path is exactly the plastic-line segment: "/ocelia",
 * "/ocelia/nous-rejoindre/candidature-spontanee", but not "/oceliance" nor "/blog/ocelia-news".
 * Query and hash are ignored.
 * @public
 */
export function isPlasticLinePath(pathname: string): boolean {
  return splitUrl(pathname).path.split('/').includes(PLASTIC_LINE_SEGMENT);
}
