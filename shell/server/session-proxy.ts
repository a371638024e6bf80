import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLoopbackHost } from './cookies';
import { fromSiteOrigin } from './form-actions/origin';
import {
  bearerFromCookie,
  clearSessionCookie,
  LOGOUT_PATH,
  SESSION_COOKIE,
  setSessionCookie,
} from './form-actions/session-cookie';

/**
 * The session in the HttpOnly cookie, with JavaScript (issue 36 point 2): the browser never holds
 * the token. The /api proxy adds the cookie's token as the bearer (api-proxy.ts); here it takes the
 * tokens the API hands out (login, password change, a 401's refresh) out of the JSON the page
 * reads and into the cookie, and ends the cookie where SPEC 8 ends the session (a 401 without a
 * fresh token, a token error code) and at logout. The API's contract does not change.
 */

/**
 * The API calls whose 200 answers a new session token in `data.token`: a login; a password change
 * of the cookie's session (a reset by e-mailed token starts no session: the customer then logs in).
 */
const LOGIN_PATH = '/api/v1/user/login';
const CHANGE_PASSWORD_PATH = '/api/v1/user/change-password';
const issuesSession = (path: string, cookieSession: boolean) =>
  path === LOGIN_PATH || (cookieSession && path === CHANGE_PASSWORD_PATH);

/** SPEC 8's token error codes (shared/src/api/error-codes.ts): the API refused the session. */
const TOKEN_ERROR_CODES = new Set([
  'invalid_token',
  'blacklisted_token',
  'token_required',
  'expired_token',
  'refresh_no_longer_available',
]);

/**
 * What the proxy put in the place of a 401's fresh token: the cookie holds it now, the page retries
 * its call (shared/src/api/client.ts reads this field).
 */
export const REFRESHED_FIELD = 'session_refreshed';

/** The shell's own endpoint that trades a token kept by an older page (localStorage) for the cookie. */
export const EXCHANGE_PATH = '/api/session/exchange';

/** Answers past this size are not session answers (an error page): passed on, not parsed. */
const MAX_INSPECTED_BYTES = 64 * 1024;

const pathOf = (url: string) => url.split('?')[0]!;

/** Secure on an https site and on the machine itself (as the locale cookie, cookies.ts). */
export const secureSessionCookie = (request: Pick<FastifyRequest, 'host' | 'hostname'>, secureSite: boolean) =>
  secureSite || isLoopbackHost(request.host ?? request.hostname);

/** The request reaches the API on the cookie's session (it named no bearer token of its own). */
export const usesCookieSession = (request: Pick<FastifyRequest, 'headers' | 'cookies'>) =>
  !request.headers.authorization && bearerFromCookie(request) !== null;

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * CSRF (issue 36 point 4) for the calls the cookie authorises: a state-changing call must come from
 * the site's pages (Origin, else Referer). SameSite=Lax already keeps the cookie off a cross-site
 * POST; this also refuses a sibling site. Logout is a GET (SPEC 7): refused when the browser says
 * another site asked for it.
 */
export function crossSiteSessionCall(
  request: Pick<FastifyRequest, 'headers' | 'cookies' | 'method' | 'url' | 'protocol'>,
  publicUrl: string,
): boolean {
  if (!usesCookieSession(request)) return false;
  if (UNSAFE.has(request.method)) {
    const site = request.headers['sec-fetch-site'];
    if (site === 'cross-site' || site === 'same-site') return true;
    // A browser names the page's origin on every POST; a call naming none is no page's (not CSRF).
    if (!request.headers.origin && !request.headers.referer) return false;
    return !fromSiteOrigin(request, publicUrl);
  }
  if (pathOf(request.url) === LOGOUT_PATH) {
    const site = request.headers['sec-fetch-site'];
    return site === 'cross-site' || site === 'same-site';
  }
  return false;
}

/**
 * The /api requests' hook, before anything is forwarded: a cross-site call on the cookie's session
 * is refused (403), and a logout ends the cookie whatever the API then says (or if it is down).
 */
export function sessionRequestHook(publicUrl: string) {
  const secureSite = publicUrl.startsWith('https:');
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.url.startsWith('/api/')) return;
    if (crossSiteSessionCall(request, publicUrl))
      return reply.code(403).send({ code: 'CROSS_SITE_REQUEST', message: 'Cross-site request refused' });
    if (pathOf(request.url) === LOGOUT_PATH && request.cookies[SESSION_COOKIE.name])
      clearSessionCookie(reply, secureSessionCookie(request, secureSite));
  };
}

type Json = { code?: unknown; data?: unknown } & Record<string, unknown>;

/** What the proxy does with one API answer: pass it on, or rewrite its JSON and the cookie. */
export type SessionAnswer =
  { kind: 'pass' } | { kind: 'clear' } | { kind: 'rewrite'; token: string | null; body: Json };

/**
 * The session rule for one API answer (pure, for the tests): `cookieSession` when the proxy sent
 * the cookie's token. A token issued at login or password change, or a 401's refresh of the
 * cookie's token, moves into the cookie; a 401 without one, or a token error code, ends it.
 */
export function sessionAnswer(path: string, status: number, body: unknown, cookieSession: boolean): SessionAnswer {
  const json = typeof body === 'object' && body !== null ? (body as Json) : null;
  const data =
    json && typeof json.data === 'object' && json.data !== null ? (json.data as Record<string, unknown>) : null;
  const token = typeof data?.token === 'string' && SESSION_COOKIE.pattern.test(data.token) ? data.token : null;
  if (status === 200 && issuesSession(path, cookieSession) && token && json && data) {
    const { token: _kept, ...rest } = data;
    return { kind: 'rewrite', token, body: { ...json, data: rest } };
  }
  if (!cookieSession) return { kind: 'pass' };
  if (status === 401 && token && json && data) {
    const { token: _kept, ...rest } = data;
    return { kind: 'rewrite', token, body: { ...json, data: { ...rest, [REFRESHED_FIELD]: true } } };
  }
  if (status === 401) return { kind: 'clear' };
  if (status === 500 && typeof json?.code === 'string' && TOKEN_ERROR_CODES.has(json.code)) return { kind: 'clear' };
  return { kind: 'pass' };
}

/** Whether an answer may carry a session rule (so its body is read here rather than streamed). */
function mayCarrySession(path: string, status: number, cookieSession: boolean): boolean {
  if (status === 200 && issuesSession(path, cookieSession)) return true;
  return cookieSession && (status === 401 || status === 500);
}

async function readBody(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** reply-from's `onResponse` for the /api proxy: the session rules above on the API's answer. */
export function sessionResponseHandler(secureSite: boolean) {
  const handle = async (request: FastifyRequest, reply: FastifyReply, stream: NodeJS.ReadableStream) => {
    const path = pathOf(request.url);
    const cookieSession = usesCookieSession(request);
    // A login from a page (a browser names its origin on a POST) goes into the cookie; another
    // client (a script, a test) gets the API's answer as the API gives it.
    if (path === LOGIN_PATH && !request.headers.origin) return reply.send(stream);
    const secure = secureSessionCookie(request, secureSite);
    if (!mayCarrySession(path, reply.statusCode, cookieSession)) return reply.send(stream);
    const bytes = await readBody(stream);
    let body: unknown;
    try {
      body = bytes.length && bytes.length <= MAX_INSPECTED_BYTES ? JSON.parse(bytes.toString('utf8')) : undefined;
    } catch {
      body = undefined;
    }
    const outcome = sessionAnswer(path, reply.statusCode, body, cookieSession);
    if (outcome.kind === 'clear') clearSessionCookie(reply, secure);
    if (outcome.kind === 'rewrite') {
      if (outcome.token) setSessionCookie(reply, outcome.token, secure);
      reply.removeHeader('content-length');
      return reply.header('cache-control', 'no-store').send(JSON.stringify(outcome.body));
    }
    reply.removeHeader('content-length');
    return reply.send(bytes);
  };
  // reply-from does not wait for this: a broken upstream answer becomes the API's 502 shape here.
  // `response.stream` is the upstream's answer (reply-from's README: the default is `reply.send(response.stream)`).
  return (request: FastifyRequest, reply: FastifyReply, response: unknown) => {
    handle(request, reply, (response as { stream: NodeJS.ReadableStream }).stream).catch(() => {
      if (!reply.sent) reply.code(502).send({ code: 'BAD_GATEWAY', message: 'The API answer could not be read' });
    });
  };
}

/**
 * POST /api/session/exchange with `Authorization: Bearer <token>`: a page that still held the token
 * in localStorage (before the cookie) trades it, once, for the cookie. The API checks it (GET /me):
 * a valid token goes into the cookie (204), an expired one inside its refresh window comes back
 * refreshed (SPEC 8) and goes in too; any other answer is a 401 and no cookie. Only from the site's
 * own pages: a foreign page must not plant its session in a visitor's browser.
 */
export function registerSessionExchange(app: FastifyInstance, opts: { apiUrl: string; publicUrl: string }): void {
  const secureSite = opts.publicUrl.startsWith('https:');
  const api = opts.apiUrl.replace(/\/+$/, '');
  app.post(EXCHANGE_PATH, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!fromSiteOrigin(request, opts.publicUrl))
      return reply.code(403).send({ code: 'CROSS_SITE_REQUEST', message: 'Cross-site request refused' });
    const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
    const token = match?.[1];
    if (!token || !SESSION_COOKIE.pattern.test(token))
      return reply.code(400).send({ code: 'SESSION_TOKEN_MISSING', message: 'A bearer token is required' });
    const secure = secureSessionCookie(request, secureSite);
    let answer: Response;
    try {
      answer = await fetch(`${api}/v1/me`, {
        headers: { authorization: `Bearer ${token}`, accept: 'application/json', 'x-forwarded-for': request.ip },
        signal: AbortSignal.timeout(10_000),
      });
    } catch {
      return reply.code(503).send({ code: 'API_UNAVAILABLE', message: 'The API did not answer' });
    }
    const body: unknown = await answer.json().catch(() => undefined);
    if (answer.ok) {
      setSessionCookie(reply, token, secure);
      return reply.code(204).send();
    }
    const refreshed = sessionAnswer('/api/v1/me', answer.status, body, true);
    if (refreshed.kind === 'rewrite' && refreshed.token) {
      setSessionCookie(reply, refreshed.token, secure);
      return reply.code(204).send();
    }
    const code = (body as Json | undefined)?.code;
    if (answer.status !== 401 && !(typeof code === 'string' && TOKEN_ERROR_CODES.has(code)))
      return reply.code(503).send({ code: 'API_UNAVAILABLE', message: 'The API did not answer' });
    clearSessionCookie(reply, secure);
    return reply.code(401).send({ code: 'SESSION_REFUSED', message: 'This session is over: log in again' });
  });
}
