import { bus, type ToastRequest } from '../bus';
import { isHttpError } from '../errors';
import { api, buildUrl } from './client';
import { configureApi } from './config';
import { connectSession } from './session-port';
import { apiError, fakeFetch } from '../testing/fake-api';

/** A session as the store plugs it in: logged in or not (the token is the cookie's), and cleared. */
function session(initial: string | null) {
  const state = { loggedIn: initial !== null };
  const port = {
    loggedIn: () => state.loggedIn,
    clearSession: jest.fn(() => void (state.loggedIn = false)),
  };
  connectSession(port);
  return { state, port };
}

let toasts: ToastRequest[];
let offToasts: () => void;
let server: ReturnType<typeof fakeFetch> | undefined;
beforeEach(() => {
  toasts = [];
  offToasts = bus.on('toast:show', (toast) => toasts.push(toast));
});
afterEach(() => {
  offToasts();
  server?.restore();
  server = undefined;
});

const serve = (routes: Parameters<typeof fakeFetch>[0]) => (server = fakeFetch(routes));
const bearer = (call: { headers: Record<string, string> }) => call.headers.Authorization ?? null;

async function failure(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!isHttpError(error)) throw new Error(`expected an HttpError, got ${String(error)}`);
  return error;
}

describe('URLs (SPEC 7)', () => {
  it('prefixes /api/v1 and adds sales_plan_id, site_id and lang=fr to every call', () => {
    const url = new URL(buildUrl('/page', { perPage: 24, tags: ['a', 'b'], take: undefined, type: null }), 'http://x');
    expect(url.pathname).toBe('/api/v1/page');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      sales_plan_id: '1',
      site_id: '1',
      lang: 'fr',
      perPage: '24',
      tags: 'a,b',
    });
    expect(buildUrl('me')).toBe('/api/v1/me?sales_plan_id=1&site_id=1&lang=fr');
  });

  it('follows the configured site, sales plan and language', () => {
    configureApi({ siteId: 2, salesPlanId: 3, lang: 'en' });
    try {
      expect(buildUrl('/menu')).toBe('/api/v1/menu?sales_plan_id=3&site_id=2&lang=en');
    } finally {
      configureApi({ siteId: 1, salesPlanId: 1, lang: 'fr' });
    }
  });
});

describe('bodies and envelopes (SPEC 7)', () => {
  it('sends a JSON body with POST only', async () => {
    session(null);
    const { calls } = serve({
      'POST /api/v1/customer': { body: { data: 1 } },
      'PUT /api/v1/customer/1/address/2': { body: { data: 2 } },
    });
    await api.post('/customer', { body: { email: 'client@arbora.fr' } });
    // The types forbid it; a caller casting around them still sends no body.
    await api.put('/customer/1/address/2', { body: { x: 1 } } as never);
    expect(calls[0]!.body).toEqual({ email: 'client@arbora.fr' });
    expect(calls[0]!.headers['Content-Type']).toBe('application/json');
    expect(calls[1]!.body).toBeUndefined();
    expect(calls[1]!.headers['Content-Type']).toBeUndefined();
  });

  it('passes FormData through untouched (uploads)', async () => {
    session(null);
    const { calls } = serve({ 'POST /api/v1/forms/send': { body: { data: true } } });
    const form = new FormData();
    form.set('cv', 'fichier');
    await api.post('/forms/send', { body: form });
    expect(calls[0]!.body).toBe(form);
    expect(calls[0]!.headers['Content-Type']).toBeUndefined();
  });

  it('unwraps { data }; a cart response gives { token, cart }', async () => {
    session(null);
    const cart = { list: [], total_ttc: 0 };
    serve({
      'GET /api/v1/cart': { body: { data: { token: 'tok', cart } } },
      'GET /api/v1/home': { body: { data: { title: 'Accueil' } } },
    });
    await expect(api.get('/home')).resolves.toEqual({ title: 'Accueil' });
    await expect(api.get('/cart', { query: { cart_token: 'tok' } })).resolves.toEqual({ token: 'tok', cart });
  });
});

describe('the session (SPEC 6, issue 36)', () => {
  it('never puts a token in the page’s calls: the /api proxy adds it from the HttpOnly cookie', async () => {
    const { state } = session(null);
    const { calls } = serve({
      'GET /api/v1/me': { body: { data: {} } },
      'POST /api/v1/user/login': { body: { data: {} } },
    });
    await api.get('/me');
    state.loggedIn = true;
    await api.get('/me');
    await api.post('/user/login', { body: {}, auth: false });
    expect(calls.map(bearer)).toEqual([null, null, null]);
  });
});

describe('SPEC 8: 401', () => {
  it('refreshed by the proxy (the fresh token is in the cookie): retries once, the session goes on', async () => {
    const { port } = session('old');
    const { calls } = serve({
      'GET /api/v1/me': [apiError(401, 'expired_token', { session_refreshed: true }), { body: { data: { id: 9 } } }],
    });
    await expect(api.get('/me')).resolves.toEqual({ id: 9 });
    expect(calls).toHaveLength(2);
    expect(port.clearSession).not.toHaveBeenCalled();
  });

  it('without a refresh: clears the session and throws', async () => {
    const { port } = session('old');
    const { calls } = serve({ 'GET /api/v1/me': apiError(401, 'UNAUTHORIZED') });
    expect((await failure(api.get('/me'))).status).toBe(401);
    expect(calls).toHaveLength(1);
    expect(port.clearSession).toHaveBeenCalledTimes(1);
  });

  it('when the refreshed session is refused too: clears the session, without looping', async () => {
    const { port } = session('old');
    const { calls } = serve({ 'GET /api/v1/me': apiError(401, 'UNAUTHORIZED', { session_refreshed: true }) });
    await failure(api.get('/me'));
    expect(calls).toHaveLength(2);
    expect(port.clearSession).toHaveBeenCalledTimes(1);
  });

  it('for a visitor (no session, e.g. wrong password): clears nothing, so the cart survives', async () => {
    const { port } = session(null);
    serve({ 'POST /api/v1/user/login': apiError(401, 'USER_NOT_AUTHORIZED') });
    expect((await failure(api.post('/user/login', { body: {}, auth: false }))).code).toBe('USER_NOT_AUTHORIZED');
    expect(port.clearSession).not.toHaveBeenCalled();
  });
});

describe('SPEC 8: 500 with a token code', () => {
  it.each(['invalid_token', 'blacklisted_token', 'token_required', 'expired_token', 'refresh_no_longer_available'])(
    '%s: clears the session and retries without it',
    async (code) => {
      const { port } = session('bad');
      const { calls } = serve({
        'GET /api/v1/cart': [apiError(500, code), { body: { data: { token: 't', cart: { list: [] } } } }],
      });
      await expect(api.get('/cart')).resolves.toEqual({ token: 't', cart: { list: [] } });
      expect(port.clearSession).toHaveBeenCalledTimes(1);
      expect(calls).toHaveLength(2);
      expect(toasts).toEqual([]);
    },
  );

  it('is not retried without a session (the retry would be the same call)', async () => {
    const { port } = session(null);
    const { calls } = serve({ 'GET /api/v1/me': apiError(500, 'token_required') });
    expect((await failure(api.get('/me'))).code).toBe('token_required');
    expect(calls).toHaveLength(1);
    expect(port.clearSession).not.toHaveBeenCalled();
  });
});

describe('SPEC 8: other failures are thrown to the caller', () => {
  it.each([400, 402, 403, 409, 500])(
    '%i: an HttpError with status, code, data and endpoint; session and toasts untouched',
    async (status) => {
      const { port } = session('jwt');
      const { calls } = serve({ 'POST /api/v1/cart/update': apiError(status, 'SOME_CODE', { available: 0 }) });
      const error = await failure(api.post('/cart/update', { body: {} }));
      expect(error).toMatchObject({ status, code: 'SOME_CODE', data: { available: 0 }, endpoint: 'POST /cart/update' });
      expect(calls).toHaveLength(1); // retries are TanStack Query's job, for reads only
      expect(port.clearSession).not.toHaveBeenCalled();
      expect(toasts).toEqual([]); // told once by reportApiError, not per attempt here
    },
  );

  it('survives a body that is not JSON (a proxy error page)', async () => {
    session(null);
    serve({ 'GET /api/v1/home': () => ({ status: 502, body: undefined }) });
    const error = await failure(api.get('/home'));
    expect(error).toMatchObject({ status: 502, code: undefined, message: 'status 502' });
  });
});
