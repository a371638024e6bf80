import { pageContext } from '@arbora/shared/platform';
import { fakeApi } from '@arbora/shared/testing';
import { afterLoginTarget, loginAction, loginActionUrl } from './login-action';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const post = (fields: Record<string, string>, search = '', cartToken: string | null = null) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return loginAction({ formData, params: {}, ctx: pageContext('/connexion', search, false), cartToken });
};

describe('the login form without JavaScript', () => {
  it('posts to /connexion, bringing the page it is shown on back after the login', () => {
    expect(loginActionUrl('/connexion', new URLSearchParams('redirect=/mes-commandes'))).toBe(
      '/connexion?redirect=%2Fmes-commandes',
    );
    expect(loginActionUrl('/panier/livraison', new URLSearchParams())).toBe(
      '/connexion?redirect=%2Fpanier%2Flivraison',
    );
    expect(afterLoginTarget(new URLSearchParams('redirect=//ailleurs.example'))).toBe('/');
  });

  it('goes back to a path of this site only: a browser reads a backslash as a slash and drops a tab', () => {
    const target = (redirect: string) => afterLoginTarget(new URLSearchParams({ redirect }));
    expect(target('/panier/livraison')).toBe('/panier/livraison');
    expect(target('/mes-informations-personnelles?onglet=adresses')).toBe(
      '/mes-informations-personnelles?onglet=adresses',
    );
    expect(target('/\\ailleurs.example')).toBe('/');
    expect(target('/\t/ailleurs.example')).toBe('/');
    expect(target('/\n/ailleurs.example/panier/livraison')).toBe('/');
    expect(target('https://ailleurs.example/panier/livraison')).toBe('/');
    expect(target('panier/livraison')).toBe('/');
  });

  it('logs in through the API and goes where the JavaScript flow goes, with the session', async () => {
    api = fakeApi({ 'POST /api/v1/user/login': { body: { data: { token: 'tok_0123456789abcdef', customer: null } } } });
    const result = await post(
      { username: 'lea@exemple.fr', password: 'Secret-2025!', _csrf: 't' },
      '?redirect=%2Fmes-commandes',
    );
    expect(result).toEqual({ redirect: '/mes-commandes', session: { token: 'tok_0123456789abcdef' } });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      username: 'lea@exemple.fr',
      password: 'Secret-2025!',
    });
  });

  it('attaches the visitor’s cart to the account, as the store’s login does, and keeps the cart the API answers', async () => {
    api = fakeApi({
      'POST /api/v1/user/login': {
        body: { data: { token: 'tok_0123456789abcdef', customer: null, cart_token: 'cart_customer_0001' } },
      },
    });
    // « Commander » in the cart, without JavaScript: the guard's login page, then the delivery step.
    const result = await post(
      { username: 'lea@exemple.fr', password: 'Secret-2025!', _csrf: 't' },
      '?redirect=%2Fpanier%2Flivraison',
      'cart_guest_0001',
    );
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      username: 'lea@exemple.fr',
      password: 'Secret-2025!',
      cart_token: 'cart_guest_0001',
    });
    expect(result).toEqual({
      redirect: '/panier/livraison',
      session: { token: 'tok_0123456789abcdef' },
      cartToken: 'cart_customer_0001',
    });
  });

  it('gives a refusal back with the e-mail and the French message key, never the password', async () => {
    api = fakeApi({
      'POST /api/v1/user/login': { status: 401, body: { code: 'USER_NOT_AUTHORIZED', message: 'no' } },
    });
    const result = await post({ username: 'lea@exemple.fr', password: 'Secret-2025!' });
    expect(result).toEqual({
      status: 422,
      state: { values: { username: 'lea@exemple.fr' }, errors: {}, message: 'incorrect_credentials' },
    });
    const invalid = await post({ username: 'lea@exemple', password: '' });
    expect(invalid).toMatchObject({ status: 422, state: { errors: { username: expect.any(String) } } });
  });
});
