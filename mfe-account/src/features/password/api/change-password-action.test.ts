import { pageContext } from '@arbora/shared/platform';
import { apiError, fakeApi } from '@arbora/shared/testing';
import { changePasswordAction } from './change-password-action';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const PAGE = '/mes-informations-personnelles';
const NEW = 'Terrasse-2026!';

const post = (current: string, password = NEW, confirmation = NEW) => {
  const formData = new FormData();
  formData.append('_csrf', 't');
  formData.append('_action', 'mot-de-passe');
  formData.append('current_password', current);
  formData.append('password', password);
  formData.append('password_confirmation', confirmation);
  return changePasswordAction({ formData, params: {}, ctx: pageContext(PAGE, '', false) });
};

describe('the password changed without JavaScript', () => {
  it('changes it and comes back to the page saying so, the session going on with the new token', async () => {
    api = fakeApi({ 'POST /api/v1/user/change-password': { body: { data: { token: 'tok_new_0123456789' } } } });
    expect(await post('Demo-Arbora-2025!')).toEqual({
      redirect: `${PAGE}?enregistre=mot-de-passe`,
      session: { token: 'tok_new_0123456789' },
    });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      current_password: 'Demo-Arbora-2025!',
      password: NEW,
      password_confirmation: NEW,
    });
  });

  it('refuses a wrong current password with its French message, and never gives a password back', async () => {
    api = fakeApi({ 'POST /api/v1/user/change-password': apiError(400, 'USER_NOT_AUTHORIZED') });
    const result = await post('faux-mot-de-passe');
    expect(result).toEqual({
      status: 422,
      state: { values: { _action: 'mot-de-passe' }, errors: {}, message: 'account_current_password_wrong' },
    });
    expect(JSON.stringify(result)).not.toMatch(/faux-mot-de-passe|Terrasse/);
  });

  it('refuses with the shared rules before any call: a weak password, a confirmation that differs', async () => {
    api = fakeApi({});
    expect(await post('Demo-Arbora-2025!', 'court', 'autre')).toMatchObject({
      status: 422,
      state: { values: { _action: 'mot-de-passe' }, errors: { password: 'valid_password' } },
    });
    const mismatch = await post('Demo-Arbora-2025!', NEW, 'Terrasse-2027!');
    expect(mismatch).toMatchObject({ status: 422 });
    expect(Object.keys('state' in mismatch ? mismatch.state.errors : {})).toEqual(['password_confirmation']);
    expect(api.calls).toEqual([]);
  });
});
