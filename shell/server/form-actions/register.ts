import type { FormActionResult } from '@arbora/shared/platform';
import { LOGOUT_FORM_PATH } from '@arbora/shared/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forwardedHeaders } from '../api-proxy';
import { setSiteCookies } from '../cookies';
import type { ShellEnv } from '../env';
import { buildAnswer, loginTargetWithoutSession } from '../page';
import { loadRenderer } from '../renderer';
import { remotesConfig } from '../remotes';
import { rendersForVisitor, setCartCookie, visitorOf, withBearer } from '../visitor';
import { parseFormBodies } from './body';
import { actionGuard } from './guard';
import { logoutForm } from './logout';
import { fromSiteOrigin, siteTarget } from './origin';
import { setSessionCookie } from './session-cookie';
import { secureSessionCookie } from '../session-proxy';
import { formToken, withFormToken } from './token';
import { hasVisitorToken, REFUSED, refusalPage } from './refusal';

/**
 * The API's fetch for one action: the visitor's address in X-Forwarded-For, as the /api proxy
 * sends it, so the API's per-address limits count the visitor and not this server; and its session
 * (cookie) as the bearer token, as a page render sends it: a customer's cart answers to the
 * customer, and the forms of the customer's own pages (profile, password) act for the customer.
 */
function visitorFetch(request: FastifyRequest): typeof fetch {
  const forwarded = forwardedHeaders(request, {})['x-forwarded-for'] as string;
  const plain: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    headers.set('x-forwarded-for', forwarded);
    return fetch(input, { ...init, headers });
  };
  return withBearer(plain, visitorOf(request).bearer);
}

/**
 * POST on any page: the page's form without JavaScript (docs/server-rendering.md, « Form actions »).
 * Origin first, then the token unless the action is origin-only (guard.ts), 403 otherwise; then the
 * page's `pageAction` in the renderer; success is a 303 to its confirmation (Post/Redirect/Get), a
 * refusal the page rendered again with the state it gave.
 */
export async function registerFormActions(app: FastifyInstance, env: ShellEnv): Promise<void> {
  const secureSite = env.PUBLIC_URL.startsWith('https:');

  await app.register(async (scope) => {
    parseFormBodies(scope);

    async function handle(request: FastifyRequest, reply: FastifyReply) {
      if (!fromSiteOrigin(request, env.PUBLIC_URL)) return refusalPage(reply, 403, REFUSED.otherSite);
      const formData = request.body;
      if (!(formData instanceof FormData)) return refusalPage(reply, 415, REFUSED.unreadable);
      const url = new URL(request.url, 'http://shell.local');
      // A page that needs login, posted without a session cookie: the login page, as its GET gets.
      const loginTarget = loginTargetWithoutSession(url, request);
      if (loginTarget) return reply.header('Cache-Control', 'no-store').redirect(loginTarget, 302);
      // The cart's forms carry no token (guard.ts): their pages stay public.
      if (actionGuard(url.pathname) === 'token' && !hasVisitorToken(request, formData, env))
        return refusalPage(reply, 403, REFUSED.expired);

      const renderer = env.SSR === 'on' ? loadRenderer(env.SHELL_DIST) : null;
      if (!renderer?.runAction) return refusalPage(reply, 503, REFUSED.unavailable);
      const outcome = await renderer.runAction({
        url: url.pathname + url.search,
        formData,
        apiBaseUrl: `${env.API_URL.replace(/\/+$/, '')}/v1`,
        remotes: remotesConfig(env),
        remoteTimeoutMs: env.SSR_REMOTE_TIMEOUT_MS,
        cartToken: visitorOf(request).cartToken,
        // The customer's own pages act for the session cookie: `fetch` carries its bearer token.
        session: Boolean(visitorOf(request).bearer),
        fetch: visitorFetch(request),
      });
      if (outcome.kind === 'no-action') return reply.code(405).header('Allow', 'GET, HEAD').send();
      if (outcome.kind === 'unavailable') return refusalPage(reply, 503, REFUSED.unavailable);
      return answer(request, reply, url, outcome.result);
    }

    async function answer(request: FastifyRequest, reply: FastifyReply, url: URL, result: FormActionResult) {
      if ('redirect' in result) {
        const target = siteTarget(result.redirect, request, env.PUBLIC_URL);
        if (!target) {
          // A remote's mistake: logged, and the visitor stays on the site (never a 500, never elsewhere).
          console.error('[shell server] a form action redirected off the site:', result.redirect);
          return reply.header('Cache-Control', 'no-store').redirect(url.pathname, 303);
        }
        if (result.session) setSessionCookie(reply, result.session.token, secureSessionCookie(request, secureSite));
        if (result.cartToken) setCartCookie(reply, result.cartToken, secureSite);
        return reply.header('Cache-Control', 'no-store').redirect(target, 303);
      }
      const visitor = rendersForVisitor(url.pathname, visitorOf(request)) ? visitorOf(request) : undefined;
      const rendered = await buildAnswer(env, url, result.state, visitor);
      if (rendered.kind !== 'page') return reply.redirect(url.pathname + url.search, 303);
      // The page again, with what this visitor typed: its own, with the site's cookies (a visitor
      // who posted an origin-only form from a public page may have none yet) and its token.
      const visitorId = setSiteCookies(request, reply, secureSite);
      return reply
        .code(result.status)
        .header('Cache-Control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(withFormToken(rendered.html, formToken(visitorId, env.FORM_TOKEN_SECRET)));
    }

    scope.post(LOGOUT_FORM_PATH, logoutForm(env));
    scope.post('/', handle);
    scope.post('/*', handle);
  });
}
