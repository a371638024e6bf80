import { pageContext } from '@arbora/shared/platform';
import { fakeApi } from '@arbora/shared/testing';
import { pageAction } from './form-action';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const CONTACT = {
  subject: 'produit',
  message: 'Quelle garantie pour les lames ?',
  firstname: 'Léa',
  lastname: 'Martin',
  email: 'lea@exemple.fr',
  phone: '06 12 34 56 78',
  postcode: '44000',
  consent: 'on',
  website: '',
  _csrf: 'token',
};

const formData = (fields: Record<string, string | string[]>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) for (const one of [value].flat()) data.append(name, one);
  return data;
};
const contact = (fields: Record<string, string | string[]>) =>
  pageAction({ formData: formData(fields), params: {}, ctx: pageContext('/contactez-nous', '', false) });

describe('the forms’ pageAction (a POST without JavaScript)', () => {
  it('sends what the JavaScript flow sends and goes to its confirmation', async () => {
    api = fakeApi({
      'POST /api/v1/forms/send': { body: { data: { sent: true, confirmation_route: '/form/confirmation' } } },
    });
    expect(await contact(CONTACT)).toEqual({ redirect: '/form/confirmation' });
    const sent = api.calls.find((call) => call.method === 'POST')?.body as {
      form: string;
      data: Record<string, unknown>;
    };
    expect(sent.form).toBe('contact');
    // the schema's output, as handleSubmit gives it: a ticked box is true, the token is not sent
    expect(sent.data).toMatchObject({ email: 'lea@exemple.fr', consent: true, subject: 'produit' });
    expect(sent.data).not.toHaveProperty('_csrf');
  });

  it('refuses with the shared schema’s message keys and gives back what was typed', async () => {
    api = fakeApi({});
    const result = await contact({ ...CONTACT, email: 'lea@exemple', lastname: '', consent: [] });
    expect(result).toEqual({
      status: 422,
      state: {
        values: expect.objectContaining({ email: 'lea@exemple', firstname: 'Léa' }),
        errors: expect.objectContaining({
          email: expect.any(String),
          lastname: expect.any(String),
          consent: expect.any(String),
        }),
      },
    });
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });

  it('tells the API’s refusal on its fields, the form kept', async () => {
    api = fakeApi({
      'POST /api/v1/forms/send': {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'no',
          data: { issues: [{ field: 'data.email', message: 'invalid_email' }] },
        },
      },
    });
    const result = await contact(CONTACT);
    expect(result).toMatchObject({
      status: 422,
      state: { errors: { email: expect.any(String) }, message: 'form_fields_refused' },
    });
  });
});
