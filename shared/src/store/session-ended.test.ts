import { api } from '../api';
import { bus, type ToastRequest } from '../bus';
import { apiError, fakeFetch } from '../testing/fake-api';
import { logout, sessionStore } from './session-store';

// SPEC 4 and 8, made visible: a customer whose token the API refuses is logged out and told why.
let server: ReturnType<typeof fakeFetch>;
let toasts: ToastRequest[];
let off: () => void;
beforeEach(() => {
  toasts = [];
  off = bus.on('toast:show', (toast) => toasts.push(toast));
});
afterEach(() => {
  off();
  server.restore();
});

describe('a session the API ends', () => {
  it('clears a revoked session and says so once', async () => {
    sessionStore.setState({ loggedIn: true, customer: { id: 5 }, isPro: false });
    server = fakeFetch({
      'GET /api/v1/me': [apiError(500, 'blacklisted_token'), apiError(500, 'token_required')],
    });
    await expect(api.get('/me')).rejects.toMatchObject({ code: 'token_required' });
    expect(sessionStore.getState()).toMatchObject({ loggedIn: false, customer: null });
    expect(toasts).toEqual([{ severity: 'warn', message: 'account_session_ended' }]);
  });

  it('tells the shell a refused session from a logout (it stays in place for the first, goes home for the second)', async () => {
    const ends: (string | undefined)[] = [];
    const stop = bus.on('session:changed', (s) => {
      if (!s.loggedIn) ends.push(s.endedBy);
    });
    sessionStore.setState({ loggedIn: true, customer: { id: 5 }, isPro: false });
    server = fakeFetch({
      'GET /api/v1/me': [apiError(500, 'blacklisted_token'), apiError(500, 'token_required')],
      'GET /api/v1/user/logout': [{ body: { data: { logout: true } } }],
    });
    await expect(api.get('/me')).rejects.toMatchObject({ code: 'token_required' });
    sessionStore.setState({ loggedIn: true, customer: { id: 5 }, isPro: false });
    await logout();
    stop();
    // The replayed current state first (no reason), then one change of each kind.
    expect(ends.slice(-2)).toEqual(['refused', 'logout']);
  });

  it('goes on silently when the proxy refreshed an expired token (the fresh one is in the cookie)', async () => {
    sessionStore.setState({ loggedIn: true, customer: { id: 5 }, isPro: false });
    server = fakeFetch({
      'GET /api/v1/me': [apiError(401, 'expired_token', { session_refreshed: true }), { body: { data: { id: 5 } } }],
    });
    await expect(api.get('/me')).resolves.toEqual({ id: 5 });
    expect(server.calls).toHaveLength(2);
    expect(sessionStore.getState().loggedIn).toBe(true);
    expect(toasts).toEqual([]);
  });

  it('says nothing to a visitor', async () => {
    sessionStore.setState({ loggedIn: false, customer: null, isPro: false });
    server = fakeFetch({ 'GET /api/v1/me': apiError(500, 'token_required') });
    await expect(api.get('/me')).rejects.toBeDefined();
    expect(toasts).toEqual([]);
  });
});
