import { pageContext } from '@arbora/shared/platform';
import { fakeApi } from '@arbora/shared/testing';
import { orderFixture } from '../../../testing/fixtures';
import { payAgainAction } from './pay-again-action';

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const REF = 'AR-2026-000042';
const PAGE = '/commande/erreur-cb';

const post = (fields: Record<string, string>) => {
  const formData = new FormData();
  for (const [name, value] of Object.entries(fields)) formData.append(name, value);
  return payAgainAction({ formData, params: {}, ctx: pageContext(PAGE, `?order=${REF}`, false) });
};

describe('« Payer à nouveau » posted without JavaScript (the confirmation page’s pageAction)', () => {
  it('pays the order again by transfer: the button’s API call, then 303 to the outcome’s page', async () => {
    const order = orderFixture({ outcome: 'transfer', confirmation_route: '/commande/confirmation-virement' });
    api = fakeApi({ [`POST /api/v1/order/${REF}/payment`]: { body: { data: order } } });
    expect(await post({ _csrf: 't', commande: REF, paiement: 'transfer' })).toEqual({
      redirect: `/commande/confirmation-virement?order=${REF}`,
    });
    expect(api.calls[0]!.body).toEqual({ payment_method: 'transfer' });
  });

  it('by card: 303 to the provider’s page the API names', async () => {
    const redirect = 'http://shop.test/api/v1/payment/sandbox/checkout/p_2';
    const order = orderFixture({
      status: 'pending_payment',
      payment: { redirect_url: redirect, bank: null, decision: null, reason: null },
    });
    api = fakeApi({ [`POST /api/v1/order/${REF}/payment`]: { body: { data: order } } });
    expect(await post({ commande: REF, paiement: 'card' })).toEqual({ redirect });
  });

  it('gives a refusal back in French with the method chosen; no method, or no order, sends nothing', async () => {
    api = fakeApi({
      [`POST /api/v1/order/${REF}/payment`]: {
        status: 422,
        body: { code: 'PAYMENT_METHOD_UNAVAILABLE', message: 'unavailable' },
      },
    });
    expect(await post({ commande: REF, paiement: 'credit' })).toEqual({
      status: 422,
      state: {
        values: { commande: REF, paiement: 'credit' },
        errors: { paiement: expect.stringContaining('paiement') },
      },
    });
    expect(await post({ commande: REF })).toMatchObject({
      status: 422,
      state: { errors: { paiement: 'Veuillez choisir un moyen de paiement.' } },
    });
    expect(await post({ commande: '../me', paiement: 'card' })).toMatchObject({ status: 400 });
    expect(api.calls).toHaveLength(1);
  });
});
