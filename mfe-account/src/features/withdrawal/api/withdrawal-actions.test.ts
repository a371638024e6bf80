import { pageContext, type FormActionResult } from '@arbora/shared/platform';
import { apiError, fakeApi } from '@arbora/shared/testing';
import { guestOrderFixture, orderFixture } from '../../../testing/fixtures';
import { guestPosted } from './posted-steps';
import { EMPTY_LOOKUP, NOTHING_CHOSEN, ORDER_VALUE, withdrawalPageAction } from './withdrawal-actions';

// Issue 36: the withdrawal function posted without JavaScript, by a guest (/retractation) and by
// the customer of the session (/mes-commandes/{ref}).

let api: ReturnType<typeof fakeApi>;
afterEach(() => api?.restore());

const REF = 'AR-2025-000501';
const EMAIL = 'camille@exemple.fr';
const order = orderFixture();
const guestOrder = guestOrderFixture(order);
const receipt = {
  reference: REF,
  withdrawn_at: '2025-03-20T10:05:00.000Z',
  lines: [{ line_id: 1, name: order.cart.list[0]!.name, quantity: 2 }],
  withdrawal: order.withdrawal,
};
const found = { 'POST /api/v1/withdrawal/lookup': { body: { data: guestOrder } } };

function post(pathname: string, fields: [string, string][], slug?: string) {
  const formData = new FormData();
  formData.append('_csrf', 't');
  for (const [name, value] of fields) formData.append(name, value);
  return withdrawalPageAction({ formData, params: slug ? { slug } : {}, ctx: pageContext(pathname, '', false) });
}
const guest = (fields: [string, string][]) => post('/retractation', fields);
const customer = (fields: [string, string][]) => post(`/mes-commandes/${REF}`, fields, REF);
const state = (result: FormActionResult) => ('state' in result ? result.state : null);
const paths = () => api.calls.map((call) => [call.method, call.path]);

describe('the guest’s withdrawal without JavaScript (/retractation)', () => {
  it('an empty lookup is refused before the API, what was typed given back', async () => {
    api = fakeApi({});
    const result = await guest([
      ['_action', 'commande'],
      ['reference', REF],
      ['email', ''],
    ]);
    expect(result).toEqual({
      status: 422,
      state: {
        values: { _action: 'commande', reference: REF, email: '' },
        // The message, and the field it concerns (the page marks it invalid, described by both).
        errors: { commande: EMPTY_LOOKUP, email: 'Indiquez votre adresse e-mail.' },
      },
    });
    expect(guestPosted(state(result))).toMatchObject({
      lookupError: EMPTY_LOOKUP,
      lookupFields: { email: 'Indiquez votre adresse e-mail.' },
    });
    expect(api.calls).toEqual([]);
  });

  it('a reference and e-mail that do not match: the API’s refusal in French, the typed values kept', async () => {
    api = fakeApi({ 'POST /api/v1/withdrawal/lookup': apiError(404, 'WITHDRAWAL_ORDER_NOT_FOUND') });
    const result = await guest([
      ['_action', 'commande'],
      ['reference', REF],
      ['email', 'autre@exemple.fr'],
    ]);
    expect(result).toMatchObject({ status: 422, state: { values: { reference: REF, email: 'autre@exemple.fr' } } });
    expect(state(result)!.errors.commande).toMatch(/^Aucune commande ne correspond à cette référence/);
    // An order found by neither: both fields are to check.
    expect(guestPosted(state(result))).toMatchObject({
      order: null,
      reference: REF,
      email: 'autre@exemple.fr',
      lookupError: expect.stringMatching(/^Aucune commande ne correspond/),
      lookupFields: { reference: 'Référence à vérifier.', email: 'Adresse e-mail à vérifier.' },
    });
  });

  it('the order found: the page again at the choice of its lines, the order in the state', async () => {
    api = fakeApi(found);
    const result = await guest([
      ['_action', 'commande'],
      ['reference', ` ${REF.toLowerCase()} `],
      ['email', 'Camille@Exemple.fr'],
    ]);
    expect(api.calls[0]!.body).toEqual({ reference: REF, email: EMAIL });
    expect(state(result)!.values[ORDER_VALUE]).toBe(JSON.stringify(guestOrder));
    expect(guestPosted(state(result))).toMatchObject({ order: guestOrder, step: 'choose', linesError: null });
  });

  it('« Renoncer au contrat ici » with nothing ticked: the lines again with the message; ticked: the confirmation', async () => {
    api = fakeApi(found);
    const fields: [string, string][] = [
      ['_action', 'choix-retractation'],
      ['reference', REF],
      ['email', EMAIL],
    ];
    const none = await guest(fields);
    expect(none).toMatchObject({ status: 422, state: { errors: { line_ids: NOTHING_CHOSEN } } });
    expect(guestPosted(state(none))).toMatchObject({ order: guestOrder, step: 'choose' });

    const ticked = await guest([...fields, ['line_ids', '1']]);
    expect(guestPosted(state(ticked))).toMatchObject({ order: guestOrder, step: 'confirm', chosen: [1] });
    expect(paths()).toEqual([
      ['POST', '/api/v1/withdrawal/lookup'],
      ['POST', '/api/v1/withdrawal/lookup'],
    ]);
  });

  it('« Confirmer la rétractation » records it and redirects to the acknowledgement, nothing of the order in its URL', async () => {
    api = fakeApi({ ...found, 'POST /api/v1/withdrawal': { status: 201, body: { data: receipt } } });
    const result = await guest([
      ['_action', 'retractation'],
      ['reference', REF],
      ['email', EMAIL],
      ['line_ids', '1'],
    ]);
    expect(result).toEqual({ redirect: '/retractation?enregistre=retractation' });
    expect(api.calls.at(-1)!.body).toEqual({ reference: REF, email: EMAIL, line_ids: [1] });
  });

  it('the acknowledgement’s address carries what follows as the API answered it (`suite`), nothing of the order', async () => {
    api = fakeApi({
      ...found,
      'POST /api/v1/withdrawal': { status: 201, body: { data: { ...receipt, outcome: 'order_cancelled' } } },
    });
    const result = await guest([
      ['_action', 'retractation'],
      ['reference', REF],
      ['email', EMAIL],
      ['line_ids', '1'],
    ]);
    expect(result).toEqual({ redirect: '/retractation?enregistre=retractation&suite=order_cancelled' });
  });

  it('a refused confirmation stays at the confirmation with the French message; 429 when limited', async () => {
    api = fakeApi({ ...found, 'POST /api/v1/withdrawal': apiError(400, 'WITHDRAWAL_PERIOD_OVER') });
    const fields: [string, string][] = [
      ['_action', 'retractation'],
      ['reference', REF],
      ['email', EMAIL],
      ['line_ids', '1'],
    ];
    const result = await guest(fields);
    expect(result).toMatchObject({
      status: 422,
      state: { errors: { line_ids: 'Le délai de rétractation de cette commande est dépassé.' } },
    });
    expect(guestPosted(state(result))).toMatchObject({ step: 'confirm', chosen: [1], order: guestOrder });
    api.restore();

    api = fakeApi({ 'POST /api/v1/withdrawal/lookup': apiError(429, 'RATE_LIMITED') });
    expect(await guest(fields)).toMatchObject({ status: 429 });
  });

  it('a post no step of the page makes: 400', async () => {
    api = fakeApi({});
    expect(await guest([['_action', 'adresse']])).toMatchObject({ status: 400 });
    expect(api.calls).toEqual([]);
  });
});

describe('the customer’s withdrawal without JavaScript (/mes-commandes/{ref})', () => {
  it('« Renoncer au contrat ici »: nothing ticked is refused, ticked lines go to the confirmation (a GET)', async () => {
    api = fakeApi({});
    expect(await customer([['_action', 'choix-retractation']])).toEqual({
      status: 422,
      state: { values: { _action: 'choix-retractation' }, errors: { line_ids: NOTHING_CHOSEN } },
    });
    expect(
      await customer([
        ['_action', 'choix-retractation'],
        ['line_ids', '1'],
        ['line_ids', '3'],
      ]),
    ).toEqual({ redirect: `/mes-commandes/${REF}?confirmer=1&confirmer=3#commande-retractation` });
    expect(api.calls).toEqual([]);
  });

  it('« Confirmer la rétractation » records the lines with the session (POST) and redirects to the acknowledgement', async () => {
    api = fakeApi({ [`POST /api/v1/order/${REF}/withdrawal`]: { status: 201, body: { data: receipt } } });
    expect(
      await customer([
        ['_action', 'retractation'],
        ['line_ids', '1'],
      ]),
    ).toEqual({ redirect: `/mes-commandes/${REF}?enregistre=retractation#commande-retractation` });
    expect(api.calls.map((call) => [call.method, call.path, call.body])).toEqual([
      ['POST', `/api/v1/order/${REF}/withdrawal`, { line_ids: [1] }],
    ]);
  });

  it('the customer’s acknowledgement address carries what follows (`suite`) as the API answered it', async () => {
    api = fakeApi({
      [`POST /api/v1/order/${REF}/withdrawal`]: { status: 201, body: { data: { ...receipt, outcome: 'not_sent' } } },
    });
    expect(
      await customer([
        ['_action', 'retractation'],
        ['line_ids', '1'],
      ]),
    ).toEqual({ redirect: `/mes-commandes/${REF}?enregistre=retractation&suite=not_sent#commande-retractation` });
  });

  it('a refused confirmation: the French message, the lines kept', async () => {
    api = fakeApi({ [`POST /api/v1/order/${REF}/withdrawal`]: apiError(400, 'LINE_NOT_WITHDRAWABLE') });
    expect(
      await customer([
        ['_action', 'retractation'],
        ['line_ids', '1'],
      ]),
    ).toEqual({
      status: 422,
      state: {
        values: { _action: 'retractation', line_ids: '1' },
        errors: { line_ids: 'Un article choisi ne peut pas faire l’objet d’une rétractation.' },
      },
    });
  });
});
