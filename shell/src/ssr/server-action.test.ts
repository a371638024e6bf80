/** @jest-environment node */
import { api } from '@arbora/shared/api';
import type { PageAction, RemotePageModule } from '@arbora/shared/platform';
import { runAction, type ActionInput } from './server-action';

/** The API as the shell server hands it to an action: it records the bearer token of each call. */
function recordingFetch(bearer: string | null) {
  const seen: (string | null)[] = [];
  const fetcher: typeof fetch = async (_input, init) => {
    seen.push(new Headers(init?.headers).get('authorization'));
    return Response.json({ data: { saved: true } });
  };
  // As the shell server's `withBearer` (shell/server/visitor.ts): the session cookie's token.
  const withSession: typeof fetch = (input, init) => {
    const headers = new Headers(init?.headers);
    if (bearer) headers.set('authorization', bearer);
    return fetcher(input, { ...init, headers });
  };
  return { fetch: withSession, seen };
}

const saveAction: PageAction = async () => {
  await api.post('/customer/update', { body: { firstname: 'Alix' } });
  return { redirect: '/mes-informations-personnelles?enregistre=informations' };
};
const page: RemotePageModule = { default: () => null, pageAction: saveAction };

const input = (overrides: Partial<ActionInput>): ActionInput => ({
  url: '/mes-informations-personnelles',
  formData: new FormData(),
  apiBaseUrl: 'http://localhost/api/v1',
  remotes: { remotes: [{ name: 'account', entry: 'http://remote.test/mf-manifest.json', version: '1' }] },
  remoteTimeoutMs: 1_000,
  loadPage: async () => page,
  ...overrides,
});

describe('runAction on a customer’s own page (issue 36)', () => {
  it('runs the page’s action for the session the request carries, its API calls with the bearer token', async () => {
    const api = recordingFetch('Bearer tok_alix_0123456789');
    const outcome = await runAction(input({ session: true, fetch: api.fetch }));
    expect(outcome).toEqual({
      kind: 'done',
      result: { redirect: '/mes-informations-personnelles?enregistre=informations' },
    });
    expect(api.seen).toEqual(['Bearer tok_alix_0123456789']);
  });

  it('has no action for an anonymous visitor on a page that needs login', async () => {
    const api = recordingFetch(null);
    expect(await runAction(input({ fetch: api.fetch }))).toEqual({ kind: 'no-action' });
    expect(api.seen).toEqual([]);
  });

  it('has no action on a customer page asked without a session', async () => {
    const api = recordingFetch(null);
    // The account's home needs no login: without a session its view is the anonymous one, rendered
    // in the browser.
    expect(await runAction(input({ url: '/mon-compte', fetch: api.fetch }))).toEqual({
      kind: 'no-action',
    });
    expect(api.seen).toEqual([]);
  });
});
