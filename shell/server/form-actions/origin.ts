import type { FastifyRequest } from 'fastify';

const originOf = (value: string): string | null => {
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
};

/**
 * Whether a state-changing request comes from the site's own pages: its Origin (else its Referer)
 * is the public address or the address it was sent to. A request that names neither is refused:
 * every browser sends Origin with a form's POST.
 */
export function fromSiteOrigin(request: Pick<FastifyRequest, 'headers' | 'protocol'>, publicUrl: string): boolean {
  const origin = request.headers.origin;
  const referer = request.headers.referer;
  const claimed = origin && origin !== 'null' ? originOf(origin) : referer ? originOf(referer) : null;
  if (!claimed) return false;
  return ownOrigins(request, publicUrl).has(claimed);
}

/** The site's own origins: its public address and the address the request was sent to. */
function ownOrigins(request: Pick<FastifyRequest, 'headers' | 'protocol'>, publicUrl: string): Set<string | null> {
  const own = new Set([originOf(publicUrl)]);
  if (request.headers.host) own.add(`${request.protocol}://${request.headers.host}`);
  return own;
}

/** A site path only (`/…`, never `//host` nor a backslash). */
const sitePath = (location: string) =>
  location.startsWith('/') && !location.startsWith('//') && !location.includes('\\');

/**
 * Where a form action may send the visitor: a site path as it is, or a URL of the site itself
 * written whole (the payment sandbox's page, which the API names on the site's /api) as its path
 * and query; null for anywhere else (an action never sends the visitor off the site).
 */
export function siteTarget(
  location: string,
  request: Pick<FastifyRequest, 'headers' | 'protocol'>,
  publicUrl: string,
): string | null {
  if (sitePath(location)) return location;
  let url: URL;
  try {
    url = new URL(location);
  } catch {
    return null;
  }
  return ownOrigins(request, publicUrl).has(url.origin) ? url.pathname + url.search : null;
}
