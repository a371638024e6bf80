import { pageContext } from '@arbora/shared/platform';
import { apiError, fakeApi } from '@arbora/shared/testing';
import { addressFixture, customerFixture } from '../../../testing/fixtures';
import { addressAction, defaultAddressAction, deleteAddressAction } from './address-actions';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const PAGE = '/mes-informations-personnelles';
const home = addressFixture();
const office = addressFixture({ id: 12, label: 'Bureau', is_delivery_default: false, is_invoice_default: false });
const me = { 'GET /api/v1/me': { body: { data: customerFixture({ addresses: [home, office] }) } } };
const answer = { body: { data: { address: office, addresses: [home, office] } } };
const FILLED = {
  label: 'Chalet',
  civility: 'M',
  firstname: 'Paul',
  lastname: 'Martin',
  street: '2 route des Aravis',
  postcode: '74000',
  city: 'Annecy',
  phone: '0612345678',
};

const post = (action: typeof addressAction, form: string, fields: Record<string, string>) => {
  const formData = new FormData();
  formData.append('_csrf', 't');
  formData.append('_action', form);
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return action({ formData, params: {}, ctx: pageContext(PAGE, '', false) });
};
const changes = () => api.calls.filter((call) => call.method !== 'GET');

describe('the address book without JavaScript', () => {
  it('adds an address with the form’s body (POST) and comes back to the book saying it is saved', async () => {
    api = fakeApi({ ...me, 'POST /api/v1/customer/7/address': answer });
    expect(await post(addressAction, 'adresse', { ...FILLED, is_delivery_default: 'on' })).toEqual({
      redirect: `${PAGE}?enregistre=adresse#account-addresses`,
    });
    expect(changes().map((call) => [call.method, call.path, call.body])).toEqual([
      [
        'POST',
        '/api/v1/customer/7/address',
        {
          ...FILLED,
          company: '',
          street_complement: '',
          country: 'FR',
          is_delivery_default: true,
          is_invoice_default: false,
        },
      ],
    ]);
  });

  it('edits the address it names in place (PUT, the address in its query), never an add', async () => {
    api = fakeApi({ ...me, 'PUT /api/v1/customer/7/address/12': answer });
    expect(await post(addressAction, 'adresse', { ...FILLED, id: '12', civility: '' })).toEqual({
      redirect: `${PAGE}?enregistre=adresse#account-addresses`,
    });
    expect(changes().map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /api/v1/customer/7/address/12']);
    expect(Object.fromEntries(changes()[0]!.url.searchParams)).toMatchObject({
      street: '2 route des Aravis',
      is_delivery_default: 'false',
    });
  });

  it('refuses with the shared rules: what was typed and the French messages, no API call', async () => {
    api = fakeApi({});
    expect(await post(addressAction, 'adresse', { ...FILLED, id: '12', postcode: '7400', city: '' })).toEqual({
      status: 422,
      state: {
        values: { _action: 'adresse', ...FILLED, id: '12', postcode: '7400', city: '' },
        errors: { postcode: 'Veuillez saisir un code postal à 5\u00a0chiffres.', city: 'field_required' },
      },
    });
    expect(api.calls).toEqual([]);
  });

  it('tells a refused call in French, as the form does, the values kept', async () => {
    api = fakeApi({ ...me, 'POST /api/v1/customer/7/address': apiError(429, 'RATE_LIMITED') });
    expect(await post(addressAction, 'adresse', FILLED)).toMatchObject({
      status: 429,
      state: { values: FILLED, message: 'account_rate_limited' },
    });
  });

  it('moves a default flag onto the address it names: the address as it is, with the flag (PUT)', async () => {
    api = fakeApi({ ...me, 'PUT /api/v1/customer/7/address/12': answer });
    expect(await post(defaultAddressAction, 'adresse-par-defaut', { id: '12', defaut: 'facturation' })).toEqual({
      redirect: `${PAGE}?enregistre=adresse#account-addresses`,
    });
    expect(changes().map((call) => `${call.method} ${call.path}`)).toEqual(['PUT /api/v1/customer/7/address/12']);
    expect(Object.fromEntries(changes()[0]!.url.searchParams)).toMatchObject({
      label: 'Bureau',
      street: '3 quai de la Fosse',
      is_delivery_default: 'false',
      is_invoice_default: 'true',
    });
  });

  it('deletes the address it names (DELETE) and comes back to the book saying so', async () => {
    api = fakeApi({
      ...me,
      'DELETE /api/v1/customer/7/address/12': { body: { data: { address: null, addresses: [home] } } },
    });
    expect(await post(deleteAddressAction, 'suppression-adresse', { id: '12' })).toEqual({
      redirect: `${PAGE}?enregistre=suppression-adresse#account-addresses`,
    });
    expect(changes().map((call) => `${call.method} ${call.path}`)).toEqual(['DELETE /api/v1/customer/7/address/12']);
  });

  it('tells a refused deletion in French', async () => {
    api = fakeApi({ ...me, 'DELETE /api/v1/customer/7/address/12': apiError(429, 'RATE_LIMITED') });
    expect(await post(deleteAddressAction, 'suppression-adresse', { id: '12' })).toMatchObject({
      status: 429,
      state: { values: { id: '12' }, message: 'account_rate_limited' },
    });
  });

  it.each([
    [addressAction, 'adresse', { ...FILLED, id: '12abc' }],
    [defaultAddressAction, 'adresse-par-defaut', { id: '12', defaut: 'is_invoice_default' }],
    [defaultAddressAction, 'adresse-par-defaut', { defaut: 'livraison' }],
    [deleteAddressAction, 'suppression-adresse', { id: '-1' }],
  ])(
    'answers a post it cannot read with a 400 and the French message, no API call (%#)',
    async (action, form, fields) => {
      api = fakeApi({});
      expect(await post(action, form, fields)).toMatchObject({
        status: 400,
        state: { message: 'default_form_error_message' },
      });
      expect(api.calls).toEqual([]);
    },
  );
});
