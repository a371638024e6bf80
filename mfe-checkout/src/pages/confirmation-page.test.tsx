import { markFirstRenderDone } from '@arbora/shared/platform';
import { cartStore, clearCart, sessionStore } from '@arbora/shared/store';
import { apiError, fakeApi, renderPage } from '@arbora/shared/testing';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { useLocation } from 'react-router';
import { leaveFor } from '../lib/leave-site';
import { orderFixture } from '../testing/fixtures';
import ConfirmationPage from './confirmation-page';
import type { Order } from '@arbora/shared/schemas';

jest.mock('../lib/leave-site', () => ({ leaveFor: jest.fn() }));
expect.extend(toHaveNoViolations);

const REF = 'AR-2026-000042';
// A page the browser renders alone (no server HTML): its order buttons are live from the start.
beforeAll(() => markFirstRenderDone());
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  clearCart();
  sessionStore.setState({
    loggedIn: true,
    customer: { id: 5, email: 'jeanne.martin@exemple.fr' } as never,
    isPro: false,
  });
});
afterEach(() => {
  api.restore();
  jest.useRealTimers();
});

function Where() {
  const location = useLocation();
  return <output aria-label="adresse">{location.pathname + location.search}</output>;
}

const statusOf = (order: Order, patch: Partial<Order> = {}) => {
  const { id, reference, status, payment_method, payment_status, outcome, confirmation_route, paid } = {
    ...order,
    ...patch,
  };
  return {
    body: { data: { id, reference, status, payment_method, payment_status, outcome, confirmation_route, paid } },
  };
};

function open(path: string, order: Order, routes: Parameters<typeof fakeApi>[0] = {}) {
  api = fakeApi({
    [`GET /api/v1/order/${REF}`]: { body: { data: order } },
    'GET /api/v1/order/status': statusOf(order),
    ...routes,
  });
  const onError = jest.fn();
  const view = renderPage(
    <>
      <ConfirmationPage />
      <Where />
    </>,
    { route: path, onError },
  );
  return { ...view, onError };
}

describe('ConfirmationPage (/commande/*)', () => {
  it('card: reference, e-mail sent, lines, totals and delivery address', async () => {
    const { container } = open(`/commande/confirmation-cb?order=${REF}`, orderFixture());
    expect(await screen.findByText(REF, { selector: 'strong' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Merci, votre commande est confirmée');
    expect(screen.getByText('jeanne.martin@exemple.fr')).toBeInTheDocument();
    expect(screen.getByText(/Votre paiement par carte de 80,04\s€ est accepté/)).toBeInTheDocument();
    const ordered = screen.getByRole('list', { name: 'Articles commandés' });
    // Bound by no-break spaces: « 2 × » never ends a line with the name on the next.
    expect(within(ordered).getByText(/2 × Lame de terrasse Lisbonne/).textContent).toBe(
      '2\u00a0×\u00a0Lame de terrasse Lisbonne',
    );
    // The cart's line rule: TTC, éco-participation included (2 × (39,90 € + 0,12 €)).
    expect(within(ordered).getByText(/^80,04\s€\sTTC$/)).toBeInTheDocument();
    expect(screen.getAllByText('3 quai de la Fosse', { exact: false }).length).toBeGreaterThan(0);
    expect(container.querySelector('dl')).toHaveTextContent(/^Articles.*80,04\s€Livraison.*Total TTC.*80,04\s€$/);
    expect(screen.getByRole('link', { name: 'Suivre ma commande' })).toHaveAttribute('href', `/mes-commandes/${REF}`);
    expect(cartStore.getState().order).toMatchObject({ reference: REF, outcome: 'card' });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('a professional reads the recap HT, then « Total HT », the VAT and « Total TTC », as at the delivery step', async () => {
    sessionStore.setState({ isPro: true });
    const { container } = open(`/commande/confirmation-cb?order=${REF}`, orderFixture());
    const list = (await screen.findByText('Total HT')).closest('dl')!;
    expect(list).toHaveAccessibleName('Récapitulatif des montants');
    expect(list).toHaveTextContent(
      /^Articlesdont éco-participation\s:\s0,20\s€\sHT66,70\s€\sHTLivraison.*Total HT66,70\s€TVA \(20\s%\)13,34\s€Total TTC80,04\s€$/,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('prints the addresses’ phone numbers in pairs, as a French reader writes them', async () => {
    const order = orderFixture();
    open(`/commande/confirmation-cb?order=${REF}`, {
      ...order,
      delivery_address: { ...order.delivery_address, phone: '0240000000' },
      billing_address: { ...order.billing_address, phone: '+33612345678' },
    });
    expect(await screen.findByText('Tél. 02 40 00 00 00', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Tél. +33 6 12 34 56 78', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/0240000000|\+33612345678/)).not.toBeInTheDocument();
  });

  it('prints the civility as the account’s order page does (« M. », « Mme »), not as stored', async () => {
    const order = orderFixture();
    open(`/commande/confirmation-cb?order=${REF}`, {
      ...order,
      delivery_address: { ...order.delivery_address, civility: 'M', firstname: 'Paul', lastname: 'Durand' },
      billing_address: { ...order.billing_address, civility: 'Mme', firstname: 'Jeanne', lastname: 'Martin' },
    });
    expect(await screen.findByText('M. Paul Durand', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Mme Jeanne Martin', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/\bM Paul/)).not.toBeInTheDocument();
  });

  it('transfer: IBAN, BIC, amount and the reference to quote', async () => {
    const order = orderFixture({
      status: 'awaiting_transfer',
      payment_method: 'transfer',
      payment_status: 'pending',
      outcome: 'transfer',
      confirmation_route: '/commande/confirmation-virement',
      paid: false,
      payment: {
        redirect_url: null,
        decision: null,
        reason: null,
        bank: {
          holder: 'Arbora SAS',
          iban: 'FR76 3000 6000 0112 3456 7890 189',
          bic: 'AGRIFRPPXXX',
          reference: REF,
          amount: 800400,
        },
      },
    });
    const detail = {
      ...order,
      transfer: { ...order.payment.bank!, deadline: '2026-05-09T10:00:00.000Z' },
    } as Order;
    const { container } = open(`/commande/confirmation-virement?order=${REF}`, detail);
    const bank = await screen.findByLabelText('Coordonnées bancaires');
    expect(bank).toHaveTextContent('À régler avant le9 mai 2026');
    expect(bank).toHaveTextContent('FR76 3000 6000 0112 3456 7890 189');
    expect(bank).toHaveTextContent('AGRIFRPPXXX');
    expect(bank).toHaveTextContent(/80,04\s€/);
    expect(bank).toHaveTextContent(REF);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Votre commande est enregistrée');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('credit: the financing decision', async () => {
    const order = orderFixture({
      status: 'credit_pending',
      payment_method: 'credit',
      outcome: 'credit',
      paid: false,
      confirmation_route: '/commande/confirmation-credit',
      payment: { redirect_url: null, bank: null, decision: 'accepted', reason: null },
    });
    open(`/commande/confirmation-credit?order=${REF}`, order);
    expect(await screen.findByText(/votre financement de 80,04\s€ est accepté/)).toBeInTheDocument();
  });

  it('blocked: why, and what happens next', async () => {
    const order = orderFixture({
      status: 'blocked',
      outcome: 'blocked',
      paid: false,
      confirmation_route: '/commande/confirmation-bloquee',
      payment: { redirect_url: null, bank: null, decision: null, reason: 'Première commande de plus de 3 000 €.' },
    });
    open(`/commande/confirmation-bloquee?order=${REF}`, order);
    expect(
      await screen.findByText(/Première commande de plus de 3 000 €\. Notre service client vérifie votre commande/),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Votre commande est en cours de vérification');
    // « 24 h » never breaks between the number and its unit.
    expect(screen.getByText(/Notre service client vérifie/).textContent).toContain('sous 24\u00a0h.');
  });

  it('card error: pays again on the same order and goes to the provider’s page', async () => {
    const declined = orderFixture({
      status: 'payment_failed',
      payment_status: 'failed',
      outcome: 'card_error',
      paid: false,
      confirmation_route: '/commande/erreur-cb',
    });
    const retried = orderFixture({
      status: 'pending_payment',
      outcome: 'pending',
      paid: false,
      payment: {
        redirect_url: 'http://localhost/api/v1/payment/sandbox/checkout/pay_x',
        bank: null,
        decision: null,
        reason: null,
      },
    });
    open(`/commande/erreur-cb?order=${REF}`, declined, {
      [`POST /api/v1/order/${REF}/payment`]: { status: 201, body: { data: retried } },
    });
    expect(await screen.findByText(/Votre banque a refusé le paiement/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Carte bancaire' })).toBeChecked();
    await userEvent.click(screen.getByRole('button', { name: 'Payer ma commande' }));
    expect(leaveFor).toHaveBeenCalledWith('http://localhost/api/v1/payment/sandbox/checkout/pay_x');
    const calls = api.calls.filter((c) => c.path === `/api/v1/order/${REF}/payment`);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ payment_method: 'card' });
  });

  it('never breaks the order number (« AR-2026- / 000042 » on a phone): intro, refusal and recap, one unbreakable word', async () => {
    const declined = orderFixture({
      status: 'payment_failed',
      payment_status: 'failed',
      outcome: 'card_error',
      paid: false,
      confirmation_route: '/commande/erreur-cb',
    });
    open(`/commande/erreur-cb?order=${REF}`, declined);
    const refusal = await screen.findByText(/Votre banque a refusé le paiement/);
    const numbers = [
      screen.getByText(REF, { selector: 'strong' }),
      within(refusal).getByText(REF),
      within(screen.getByRole('heading', { name: `Récapitulatif de la commande ${REF}` })).getByText(REF),
    ];
    for (const number of numbers) expect(getComputedStyle(number).whiteSpace).toBe('nowrap');
  });

  it('refused financing: the same order is paid by transfer instead, financing disabled below 150 €', async () => {
    const refused = orderFixture({
      status: 'payment_failed',
      payment_method: 'credit',
      payment_status: 'refused',
      outcome: 'credit',
      paid: false,
      total_ttc: 297400,
      confirmation_route: '/commande/confirmation-credit',
      payment: { redirect_url: null, bank: null, decision: 'refused', reason: 'Refus du partenaire.' },
    });
    const byTransfer = orderFixture({
      status: 'awaiting_transfer',
      payment_method: 'transfer',
      outcome: 'transfer',
      paid: false,
      total_ttc: 297400,
      confirmation_route: '/commande/confirmation-virement',
      payment: {
        redirect_url: null,
        bank: { holder: 'Arbora SAS', iban: 'FR76 0000', bic: 'AGRIFRPPXXX', reference: REF, amount: 297400 },
        decision: null,
        reason: null,
      },
    });
    // The server's truth changes with the new attempt: every read after it answers the transfer.
    let paidAgain = false;
    open(`/commande/confirmation-credit?order=${REF}`, refused, {
      [`POST /api/v1/order/${REF}/payment`]: () => {
        paidAgain = true;
        return { status: 201, body: { data: byTransfer } };
      },
      [`GET /api/v1/order/${REF}`]: () => ({ body: { data: paidAgain ? byTransfer : refused } }),
      'GET /api/v1/order/status': () => statusOf(paidAgain ? byTransfer : refused),
    });
    expect(await screen.findByText(/Votre demande de financement n’a pas été acceptée/)).toHaveTextContent(
      /Votre commande AR-2026-000042 est conservée/,
    );
    const credit = screen.getByRole('radio', { name: 'Paiement en plusieurs fois' });
    expect(credit).toBeDisabled();
    expect(credit).toHaveAccessibleDescription(/: le financement est proposé .* de 150\u00a0€ à 6\u202f000\u00a0€\.$/);
    await userEvent.click(screen.getByRole('radio', { name: 'Virement bancaire' }));
    await userEvent.click(screen.getByRole('button', { name: 'Payer ma commande' }));
    expect(await screen.findByText(`/commande/confirmation-virement?order=${REF}`)).toBeInTheDocument();
    expect(await screen.findByLabelText('Coordonnées bancaires')).toHaveTextContent('IBANFR76 0000');
    expect(api.calls.filter((c) => c.path === `/api/v1/order/${REF}/payment`)[0]!.body).toEqual({
      payment_method: 'transfer',
    });
  });

  it('a pending card payment is polled until paid, and the polling is bounded', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const pending = orderFixture({
      status: 'pending_payment',
      outcome: 'pending',
      paid: false,
      payment_status: 'pending',
    });
    let reads = 0;
    open(`/commande/confirmation-cb?order=${REF}`, pending, {
      'GET /api/v1/order/status': () => {
        reads += 1;
        return statusOf(pending);
      },
    });
    expect(await screen.findByText(/Cette page se met à jour automatiquement/)).toBeInTheDocument();
    for (let i = 0; i < 25; i++) await act(async () => jest.advanceTimersByTime(3000));
    expect(reads).toBe(20);
    expect(await screen.findByText(/toujours en cours de vérification/)).toBeInTheDocument();
  });

  it('the generic page waits for the outcome, then hands over to its page', async () => {
    const pending = orderFixture({ status: 'pending_payment', outcome: 'pending', paid: false });
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    open(`/commande/confirmation?order=${REF}`, pending, {
      'GET /api/v1/order/status': [statusOf(pending), statusOf(orderFixture())],
    });
    expect(await screen.findByText(/Cette page se met à jour automatiquement/)).toBeInTheDocument();
    await act(async () => jest.advanceTimersByTime(3000));
    expect(await screen.findByText(`/commande/confirmation-cb?order=${REF}`)).toBeInTheDocument();
  });

  it.each(['/commande/confirmation', '/commande/confirmation-virement'])(
    'an order cancelled by a withdrawal before payment (%s): « annulée », no payment awaited nor possible, no bank details',
    async (path) => {
      const cancelled = orderFixture({
        status: 'cancelled',
        payment_method: 'transfer',
        payment_status: 'pending',
        outcome: 'pending',
        confirmation_route: '/commande/confirmation',
        paid: false,
        payment: {
          redirect_url: null,
          bank: {
            holder: 'Arbora SAS',
            iban: 'FR7630006000011234567890189',
            bic: 'AGRIFRPPXXX',
            amount: 8004,
            reference: REF,
          },
          decision: null,
          reason: null,
        },
      });
      open(`${path}?order=${REF}`, cancelled);
      expect(await screen.findByRole('heading', { level: 1, name: 'Votre commande est annulée' })).toBeInTheDocument();
      const panel = screen.getByRole('region', { name: 'Paiement' });
      expect(panel.textContent).toContain('Cette commande est annulée\u00a0: aucun paiement n’est attendu ni possible');
      expect(panel).not.toHaveTextContent(/en cours de vérification|se met à jour|IBAN|Payer/);
      expect(screen.queryByText(/FR76/)).toBeNull();
      expect(screen.getByRole('link', { name: 'Suivre ma commande' })).toHaveAttribute('href', `/mes-commandes/${REF}`);
      expect(screen.getByRole('status', { name: 'adresse' }).textContent ?? '').toBe(`${path}?order=${REF}`);
    },
  );

  it('another customer’s order is the 404 page', async () => {
    const { onError } = open(`/commande/confirmation-cb?order=${REF}`, orderFixture(), {
      [`GET /api/v1/order/${REF}`]: apiError(404, 'NOT_FOUND'),
      'GET /api/v1/order/status': apiError(404, 'NOT_FOUND'),
    });
    await screen.findByRole('alert');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 404, kind: 'http' }));
  });

  it('without a reference, points to the orders list', async () => {
    api = fakeApi({});
    renderPage(<ConfirmationPage />, { route: '/commande/confirmation' });
    expect(await screen.findByRole('link', { name: 'Voir mes commandes' })).toHaveAttribute('href', '/mes-commandes');
  });
});
