import { pageContext } from '@arbora/shared/platform';
import { apiError, fakeApi } from '@arbora/shared/testing';
import { customerFixture } from '../../../testing/fixtures';
import { profileAction } from './profile-action';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const PAGE = '/mes-informations-personnelles';
const FILLED = { civility: 'Mme', firstname: 'Camilla', lastname: 'Durand', phone: '0612345678' };

const post = (fields: Record<string, string>) => {
  const formData = new FormData();
  formData.append('_csrf', 't');
  formData.append('_action', 'informations');
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return profileAction({ formData, params: {}, ctx: pageContext(PAGE, '', false) });
};
const updates = () => api.calls.filter((call) => call.path === '/api/v1/customer/update');

describe('the personal information saved without JavaScript', () => {
  it('saves with the form’s body and comes back to the page saying it is saved', async () => {
    api = fakeApi({
      'GET /api/v1/me': { body: { data: customerFixture() } },
      'POST /api/v1/customer/update': { body: { data: customerFixture({ firstname: 'Camilla', newsletter: true }) } },
    });
    expect(await post({ ...FILLED, newsletter: 'on' })).toEqual({ redirect: `${PAGE}?enregistre=informations` });
    // The same body as the form's: no company fields for a private customer.
    expect(updates().map((call) => call.body)).toEqual([
      { civility: 'Mme', firstname: 'Camilla', lastname: 'Durand', phone: '0612345678', newsletter: true },
    ]);
  });

  it('sends the company fields of a professional, and an unticked newsletter as false', async () => {
    api = fakeApi({
      'GET /api/v1/me': { body: { data: customerFixture({ isPro: true, company_name: 'Jardins' }) } },
      'POST /api/v1/customer/update': { body: { data: customerFixture({ isPro: true }) } },
    });
    await post({ ...FILLED, company_name: 'Jardins de l’Erdre', function: 'paysagiste' });
    expect(updates()[0]?.body).toMatchObject({
      company_name: 'Jardins de l’Erdre',
      function: 'paysagiste',
      newsletter: false,
    });
  });

  it('refuses with the shared rules: what was typed and the French message keys, no API call', async () => {
    api = fakeApi({});
    expect(await post({ ...FILLED, firstname: '', phone: '12' })).toEqual({
      status: 422,
      state: {
        values: { _action: 'informations', ...FILLED, firstname: '', phone: '12' },
        errors: { firstname: 'field_required', phone: 'valid_phone_number' },
      },
    });
    expect(api.calls).toEqual([]);
  });

  it('tells a refused call in French, as the form does, the values kept', async () => {
    api = fakeApi({
      'GET /api/v1/me': { body: { data: customerFixture() } },
      'POST /api/v1/customer/update': apiError(429, 'RATE_LIMITED'),
    });
    expect(await post(FILLED)).toMatchObject({
      status: 429,
      state: { values: FILLED, message: 'account_rate_limited' },
    });
  });
});
