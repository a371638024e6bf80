import { CART_TOKEN_COOKIE } from '@arbora/shared/env';
import { LOGGED_OUT_INFO } from '@arbora/shared/routes';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ShellEnv } from '../env';
import { secureSessionCookie } from '../session-proxy';
import { visitorOf } from '../visitor';
import { fromSiteOrigin } from './origin';
import { clearSessionCookie } from './session-cookie';
import { hasVisitorToken, REFUSED, refusalPage } from './refusal';

/** The API's answer to a logout is not waited for longer: the cookie ends anyway. */
const API_LOGOUT_TIMEOUT_MS = 2_000;

const LOGOUT_EXPIRED =
  'Cette page a expiré\u00a0: rechargez-la puis cliquez à nouveau sur «\u00a0Se déconnecter\u00a0».';

export const LOGGED_OUT_TARGET = `/connexion?info=${LOGGED_OUT_INFO}`;

/**
 * « Se déconnecter » posted as a form (LOGOUT_FORM_PATH: without JavaScript, or before the script
 * ran). Guarded as the session's other forms are (the site's Origin and the visitor's token), it
 * asks the API to revoke the session's token, ends the session and cart cookies whatever the API
 * says (the customer asked to leave; the browser's `logout` forgets the cart too), and sends the
 * customer to the login page, which says so.
 */
export function logoutForm(env: ShellEnv) {
  const secureSite = env.PUBLIC_URL.startsWith('https:');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!fromSiteOrigin(request, env.PUBLIC_URL)) return refusalPage(reply, 403, REFUSED.otherSite);
    const formData = request.body;
    if (!(formData instanceof FormData) || !hasVisitorToken(request, formData, env))
      return refusalPage(reply, 403, LOGOUT_EXPIRED);
    const { bearer } = visitorOf(request);
    if (bearer) {
      await fetch(new URL('/v1/user/logout', env.API_URL), {
        headers: { authorization: bearer },
        signal: AbortSignal.timeout(API_LOGOUT_TIMEOUT_MS),
      })
        .then((response) => response.body?.cancel())
        .catch(() => undefined);
    }
    clearSessionCookie(reply, secureSessionCookie(request, secureSite));
    reply.clearCookie(CART_TOKEN_COOKIE.name, { path: '/', sameSite: 'lax', secure: secureSite });
    return reply.header('Cache-Control', 'no-store').redirect(LOGGED_OUT_TARGET, 303);
  };
}
