import { pageContext } from '@arbora/shared/platform';
import { fakeApi } from '@arbora/shared/testing';
import { signupAction } from './signup-action';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const PASSWORD = 'Jardin-Composite-2025!';
const FIELDS = {
  account_type: 'private',
  civility: '',
  firstname: 'Jeanne',
  lastname: 'Parcours',
  email: 'jeanne@exemple.fr',
  phone: '',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  terms: 'on',
  _csrf: 't',
};

const post = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return signupAction({ formData, params: {}, ctx: pageContext('/inscription', '', false) });
};

describe('the signup without JavaScript', () => {
  it('sends the body the form sends and comes back to the page saying the e-mail left', async () => {
    api = fakeApi({
      'POST /api/v1/customer': { body: { data: { email: 'jeanne@exemple.fr', activation_required: true } } },
    });
    expect(await post(FIELDS)).toEqual({ redirect: '/inscription?envoye=1' });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      email: 'jeanne@exemple.fr',
      firstname: 'Jeanne',
      is_pro: false,
      terms: true,
      newsletter: false,
    });
  });

  it('refuses with the shared rules, the passwords never given back', async () => {
    api = fakeApi({});
    const { terms: _terms, ...withoutTerms } = FIELDS;
    const result = await post({ ...withoutTerms, email: 'jeanne@exemple' });
    expect(result).toMatchObject({
      status: 422,
      state: { errors: { email: expect.any(String), terms: expect.any(String) } },
    });
    expect(JSON.stringify(result)).not.toContain(PASSWORD);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
