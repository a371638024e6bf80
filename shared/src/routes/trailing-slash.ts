import { splitUrl } from './split-url';

/**
 * The target of the permanent redirect for a path with a trailing slash (SPEC 2.1), or null when
 * no redirect is needed. Takes a request target (path, query, hash: `req.url`, or
 * `pathname + search + hash`) and keeps the query and hash:
 * '/blog/?tag=jardin#haut' → '/blog?tag=jardin#haut'. The root never redirects; several trailing
 * slashes go in one hop. Leading slashes and backslashes collapse to one slash, otherwise
 * '//evil.example/' would redirect to '//evil.example', a protocol-relative URL off the site.
 * Anything that does not start with '/' (an absolute URL) gives null.
 * @public
 */
export function normalizeTrailingSlash(url: string): string | null {
  if (!url.startsWith('/')) return null;
  const { path, rest } = splitUrl(url);
  if (path === '/' || !path.endsWith('/')) return null;
  const target = `/${path.replace(/\/+$/, '').replace(/^[/\\]+/, '')}`;
  return target + rest;
}
