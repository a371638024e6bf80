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

  it('an installer request opened from a partner’s page names that partner, as the JavaScript flow does', async () => {
    const partner = { id: 7, title: 'Atelier du Bois', slug: 'services/trouver-un-poseur/atelier-du-bois' };
    api = fakeApi({
      'GET /api/v1/page': {
        body: { data: { items: [{ ...partner, location: { city: 'Angers', lat: 47.48, lng: -0.56 } }] } },
      },
      'POST /api/v1/forms/send': { body: { data: { sent: true, confirmation_route: '/form/confirmation' } } },
    });
    const { subject: _subject, ...person } = CONTACT;
    const request = (search: string) =>
      pageAction({
        formData: formData({ ...person, project_type: 'terrasse' }),
        params: {},
        ctx: pageContext('/trouvez-un-poseur', search, false),
      });
    const sent = () =>
      api.calls.filter((call) => call.method === 'POST').map((call) => (call.body as { data: object }).data);
    expect(await request('?poseur=services%2Ftrouver-un-poseur%2Fatelier-du-bois')).toEqual({
      redirect: '/form/confirmation',
    });
    // A slug that is no partner's (an old link) is not sent: the request goes to any installer.
    expect(await request('?poseur=services%2Ftrouver-un-poseur%2Fparti')).toEqual({ redirect: '/form/confirmation' });
    expect(await request('')).toEqual({ redirect: '/form/confirmation' });
    expect(sent()).toEqual([
      expect.objectContaining({ project_type: 'terrasse', installer: partner.slug }),
      expect.not.objectContaining({ installer: expect.anything() }),
      expect.not.objectContaining({ installer: expect.anything() }),
    ]);
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

  it('asks again for the photos sent with a refused form: a browser never fills a file input again', async () => {
    api = fakeApi({});
    const data = formData({ ...CONTACT, surface_m2: '30', postcode: '4400' });
    data.append('photos', new File(['x'], 'jardin-1.png', { type: 'image/png' }));
    data.append('photos', new File(['x'], 'jardin-2.png', { type: 'image/png' }));
    const result = await pageAction({
      formData: data,
      params: { kind: 'devis-terrasse' },
      ctx: pageContext('/devis/devis-terrasse', '', false),
    });
    expect(result).toMatchObject({
      status: 422,
      state: {
        errors: {
          postcode: expect.any(String),
          photos:
            'Choisissez à nouveau vos photos (jardin-1.png, jardin-2.png)\u00a0: elles ne sont pas gardées quand le formulaire est refusé.',
        },
      },
    });
  });

  it('asks again for the CV when the API refuses the application', async () => {
    api = fakeApi({ 'POST /api/v1/forms/send': { status: 429, body: { code: 'RATE_LIMITED', message: 'no' } } });
    const data = formData({ ...CONTACT, job: 'Poseur terrasse et clôture (H/F)' });
    data.append('cv', new File(['%PDF'], 'cv-lea.pdf', { type: 'application/pdf' }));
    const result = await pageAction({ formData: data, params: {}, ctx: pageContext('/candidature', '', false) });
    expect(result).toMatchObject({
      status: 429,
      state: {
        message: 'form_rate_limited',
        errors: {
          cv: 'Choisissez à nouveau votre CV (cv-lea.pdf)\u00a0: il n’est pas gardé quand le formulaire est refusé.',
        },
      },
    });
  });

  it('says nothing of files when none was sent', async () => {
    api = fakeApi({});
    const result = await pageAction({
      formData: formData({ ...CONTACT, surface_m2: '30', postcode: '4400' }),
      params: { kind: 'devis-terrasse' },
      ctx: pageContext('/devis/devis-terrasse', '', false),
    });
    expect(result).toMatchObject({ status: 422 });
    expect((result as { state: { errors: Record<string, string> } }).state.errors).not.toHaveProperty('photos');
  });
});
