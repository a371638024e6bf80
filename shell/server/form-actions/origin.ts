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
  const own = new Set([originOf(publicUrl)]);
  if (request.headers.host) own.add(`${request.protocol}://${request.headers.host}`);
  return own.has(claimed);
}
