import { pageContext } from '@arbora/shared/platform';
import { fakeApi } from '@arbora/shared/testing';
import { rewindAction } from './rewind-action';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const post = (username: string) => {
  const formData = new FormData();
  formData.append('username', username);
  formData.append('_csrf', 't');
  return rewindAction({ formData, params: {}, ctx: pageContext('/mot-de-passe-oublie', '', false) });
};

describe('the reset link asked without JavaScript', () => {
  it('asks the API and comes back to the page saying it is sent, the address out of the URL', async () => {
    api = fakeApi({ 'POST /api/v1/user/rewind': { body: { data: { sent: true } } } });
    expect(await post('lea@exemple.fr')).toEqual({ redirect: '/mot-de-passe-oublie?envoye=1' });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ username: 'lea@exemple.fr' });
  });

  it('refuses a wrong address with the shared rule, the address kept', async () => {
    api = fakeApi({});
    expect(await post('lea@exemple')).toMatchObject({
      status: 422,
      state: { values: { username: 'lea@exemple' }, errors: { username: expect.any(String) } },
    });
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('tells a refused call in French, as the form does', async () => {
    api = fakeApi({ 'POST /api/v1/user/rewind': { status: 429, body: { code: 'RATE_LIMITED', message: 'slow' } } });
    expect(await post('lea@exemple.fr')).toMatchObject({ status: 429, state: { message: 'account_rate_limited' } });
  });
});
