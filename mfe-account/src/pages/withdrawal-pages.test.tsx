import { formatMoney, moneyFromWire } from '@arbora/shared/format';
import { apiError, fakeApi, renderPage } from '@arbora/shared/testing';
import { clearSession, sessionStore } from '@arbora/shared/store';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import type { OrderDetail, WithdrawalOutcome } from '@arbora/shared/schemas';
import { customerFixture, orderFixture } from '../testing/fixtures';
import OrderPage, { pageHead } from './order-page';

expect.extend(toHaveNoViolations);
configure({ asyncUtilTimeout: 5_000 });

const REF = 'AR-2025-000501';
let api: ReturnType<typeof fakeApi>;
afterEach(() => api.restore());

/** The fixture order with a second line, made to measure. */
function twoLineOrder(): OrderDetail {
  const order = orderFixture();
  const measured = {
    ...order.cart.list[0]!,
    id: 2,
    name: 'Portail battant coupé sur mesure',
    reference: 'PB-SUR-MESURE',
  };
  return {
    ...order,
    cart: { ...order.cart, list: [...order.cart.list, measured] },
    withdrawal: {
      ...order.withdrawal,
      lines: [
        { line_id: 1, status: 'available', reason: null, withdrawn_at: null },
        { line_id: 2, status: 'excluded', reason: 'made_to_measure', withdrawn_at: null },
      ],
    },
  };
}

/** The API's answer to a withdrawal, saying what follows (`outcome`; none: an API older than shared 3.19). */
const receipt = (order: OrderDetail, outcome?: WithdrawalOutcome) => ({
  ...(outcome ? { outcome } : {}),
  reference: REF,
  withdrawn_at: '2025-03-20T10:05:00.000Z',
  lines: [{ line_id: 1, name: order.cart.list[0]!.name, quantity: 2 }],
  withdrawal: {
    ...order.withdrawal,
    lines: [{ line_id: 1, status: 'withdrawn', reason: null, withdrawn_at: '2025-03-20T10:05:00.000Z' }],
  },
});

describe('withdrawal from « Mes commandes »', () => {
  beforeEach(() => {
    clearSession();
    act(() => sessionStore.setState({ loggedIn: true, customer: customerFixture() }));
  });

  it('chooses a line, confirms it, then shows the acknowledgement with date and time; a made-to-measure line says why not', async () => {
    const order = twoLineOrder();
    api = fakeApi({
      [`GET /api/v1/order/${REF}`]: { body: { data: order } },
      [`POST /api/v1/order/${REF}/withdrawal`]: { status: 201, body: { data: receipt(order, 'return') } },
    });
    const user = userEvent.setup();
    const { container } = renderPage(<OrderPage />, { route: `/mes-commandes/${REF}`, params: { slug: REF } });
    const section = (await screen.findByRole('heading', { name: 'Rétractation' })).closest('section')!;
    expect(within(section).getByText(/jusqu’au 28 mars 2025 inclus/)).toBeInTheDocument();
    // The words the product page said before the purchase (madeToMeasureFr, @arbora/shared).
    expect(
      within(section).getByText('Produit sur mesure\u00a0: non soumis au droit de rétractation', {
        normalizer: (text) => text,
      }),
    ).toBeInTheDocument();
    expect(within(section).getAllByRole('checkbox')).toHaveLength(1);
    expect(await axe(container)).toHaveNoViolations();

    await user.click(within(section).getByRole('button', { name: 'Renoncer au contrat ici' }));
    expect(within(section).getByText('Choisissez au moins un article.')).toBeInTheDocument();
    await user.click(within(section).getByRole('checkbox', { name: /Lame de terrasse Teck/ }));
    await user.click(within(section).getByRole('button', { name: 'Renoncer au contrat ici' }));
    expect(screen.getByRole('heading', { name: 'Confirmez votre rétractation' })).toHaveFocus();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Confirmer la rétractation' }));
    expect(await screen.findByRole('heading', { name: 'Votre rétractation est enregistrée' })).toBeInTheDocument();
    expect(screen.getByText(/le 20 mars 2025 à 11:05/)).toBeInTheDocument();
    // Delivered goods (the answer's `return`): they go back, the money comes back.
    const next = screen.getByText(/^Retournez ces produits .* nous vous remboursons au plus tard 14/);
    // « 14 jours » never breaks between the number and its unit.
    expect(next.textContent).toContain('dans les 14\u00a0jours');
    expect(next.textContent).toContain('au plus tard 14\u00a0jours');
    const post = api.calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ line_ids: [1] });
    expect(post.headers.Authorization).toBeUndefined(); // the proxy adds it from the cookie
  });

  it('some lines of an order awaiting its transfer: the order shows the total, the line deducted and « Reste à régler », the transfer asks for that amount', async () => {
    const base = orderFixture();
    const second = {
      ...base.cart.list[0]!,
      id: 2,
      name: 'Lame de clôture Gris 1,80\u00a0m',
      reference: 'LC-GRIS-180',
      quantity: 3,
      total_ttc: 300_000,
      total_ecotax_ttc: 6_000,
    };
    const total = 960_000 + 24_000 + 300_000 + 6_000 + 150_000;
    const transfer = (amount: number) => ({
      holder: 'Arbora SAS',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      bic: 'AGRIFRPPXXX',
      reference: REF,
      amount,
      deadline: '2025-03-17T10:00:00.000Z',
    });
    const unpaid = {
      ...base,
      status: 'awaiting_transfer' as const,
      paid: false,
      paid_at: null,
      total_ttc: total,
      cart: { ...base.cart, total_ttc: total, remise: [], list: [...base.cart.list, second] },
      withdrawal: {
        ...base.withdrawal,
        delivered_at: null,
        deadline: null,
        lines: [
          { line_id: 1, status: 'available' as const, reason: null, withdrawn_at: null },
          { line_id: 2, status: 'available' as const, reason: null, withdrawn_at: null },
        ],
      },
      transfer: transfer(total),
      amount_due: { total_ttc: total, withdrawn_ttc: 0, amount_ttc: total, lines: [] },
    };
    const at = '2025-03-12T09:30:00.000Z';
    const after = {
      ...unpaid,
      withdrawal: {
        ...unpaid.withdrawal,
        lines: [
          unpaid.withdrawal.lines[0]!,
          { line_id: 2, status: 'withdrawn' as const, reason: null, withdrawn_at: at },
        ],
      },
      transfer: transfer(total - 306_000),
      amount_due: {
        total_ttc: total,
        withdrawn_ttc: 306_000,
        amount_ttc: total - 306_000,
        lines: [{ line_id: 2, amount_ttc: 306_000 }],
      },
    };
    api = fakeApi({
      [`GET /api/v1/order/${REF}`]: [{ body: { data: unpaid } }, { body: { data: after } }],
      [`POST /api/v1/order/${REF}/withdrawal`]: {
        status: 201,
        body: {
          data: {
            outcome: 'not_charged',
            reference: REF,
            withdrawn_at: at,
            lines: [{ line_id: 2, name: second.name, quantity: 3 }],
            withdrawal: after.withdrawal,
          },
        },
      },
    });
    const money = (amount: number) => formatMoney(moneyFromWire(amount));
    const user = userEvent.setup();
    const page = renderPage(<OrderPage />, { route: `/mes-commandes/${REF}`, params: { slug: REF } });
    const section = (await screen.findByRole('heading', { name: 'Rétractation' })).closest('section')!;
    // Nothing withdrawn yet: no « Reste à régler », the transfer asks for the whole total.
    expect(screen.queryByRole('heading', { name: /Montant à régler après votre rétractation/ })).toBeNull();
    expect(screen.getByRole('region', { name: 'Payer par virement' }).textContent).toContain(money(total));
    await user.click(within(section).getByRole('checkbox', { name: /Lame de clôture Gris/ }));
    await user.click(within(section).getByRole('button', { name: 'Renoncer au contrat ici' }));
    await user.click(screen.getByRole('button', { name: 'Confirmer la rétractation' }));
    const done = (await screen.findByRole('heading', { name: 'Votre rétractation est enregistrée' })).closest(
      'section',
    )!;
    expect(done.textContent).toContain('le montant à régler est diminué de ces articles');
    expect(done.textContent).not.toContain('pas encore diminué');
    expect(done.textContent).toContain(`Reste à régler\u00a0: ${money(total - 306_000)}`);
    // The order's amounts: the total ordered, the line deducted, what is left.
    const due = screen.getByRole('region', { name: 'Montant à régler après votre rétractation' });
    const rows = within(due)
      .getAllByRole('term')
      .map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(rows).toEqual([
      ['Montant de la commande', money(total)],
      [`Article retiré\u00a0: ${second.name} × 3`, `−\u00a0${money(306_000)}`],
      ['Reste à régler', money(total - 306_000)],
    ]);
    // The bank details ask for what is left, not the total.
    const bank = screen.getByRole('region', { name: 'Payer par virement' });
    expect(bank.textContent).toContain(money(total - 306_000));
    expect(bank.textContent).not.toContain(money(total));
    expect(await axe(page.container)).toHaveNoViolations();
  });

  it('an order not paid yet: the acknowledgement says nothing was collected nor will be charged, no return, no refund promised', async () => {
    for (const status of ['pending_payment', 'awaiting_transfer', 'credit_pending'] as const) {
      const order = { ...orderFixture(), status, paid: false, paid_at: null };
      api = fakeApi({
        [`GET /api/v1/order/${REF}`]: { body: { data: order } },
        [`POST /api/v1/order/${REF}/withdrawal`]: { status: 201, body: { data: receipt(order, 'not_charged') } },
      });
      const user = userEvent.setup();
      const page = renderPage(<OrderPage />, { route: `/mes-commandes/${REF}`, params: { slug: REF } });
      const section = (await screen.findByRole('heading', { name: 'Rétractation' })).closest('section')!;
      await user.click(within(section).getByRole('checkbox', { name: /Lame de terrasse Teck/ }));
      await user.click(within(section).getByRole('button', { name: 'Renoncer au contrat ici' }));
      await user.click(screen.getByRole('button', { name: 'Confirmer la rétractation' }));
      const done = (await screen.findByRole('heading', { name: 'Votre rétractation est enregistrée' })).closest(
        'section',
      )!;
      // The no-break space before « : » (jest-dom's text matchers would read it as a space).
      expect(done.textContent).toContain(
        'Cette commande n’est pas encore réglée\u00a0: nous n’avons encaissé aucun paiement, et ces articles ne vous seront ni facturés ni envoyés.',
      );
      // The order is kept (the API did not cancel it): the rest of it is still to be paid.
      expect(done.textContent).toContain('Le reste de la commande est maintenu');
      expect(done).not.toHaveTextContent(/Retournez ces produits/);
      expect(done).not.toHaveTextContent(/remboursement pouvant être différé/);
      expect(done).not.toHaveTextContent(/annulée/);
      page.unmount();
      api.restore();
    }
  });

  it('an unpaid order the API cancels (every line withdrawn): « Votre commande est annulée », its bank details and status follow at once', async () => {
    const transfer = {
      holder: 'Arbora SAS',
      iban: 'FR7630006000011234567890189',
      bic: 'AGRIFRPPXXX',
      reference: REF,
      amount: 1_134_000,
      deadline: '2025-03-27T10:00:00.000Z',
    };
    const unpaid = { ...orderFixture(), status: 'awaiting_transfer' as const, paid: false, paid_at: null, transfer };
    const withdrawn = receipt(unpaid, 'order_cancelled');
    // What the API answers once it cancelled the order: no bank details, the line withdrawn.
    const cancelled = { ...unpaid, status: 'cancelled' as const, transfer: null, withdrawal: withdrawn.withdrawal };
    api = fakeApi({
      [`GET /api/v1/order/${REF}`]: [{ body: { data: unpaid } }, { body: { data: cancelled } }],
      [`POST /api/v1/order/${REF}/withdrawal`]: { status: 201, body: { data: withdrawn } },
    });
    const user = userEvent.setup();
    renderPage(<OrderPage />, { route: `/mes-commandes/${REF}`, params: { slug: REF } });
    expect(await screen.findByRole('region', { name: 'Payer par virement' })).toBeInTheDocument();
    const section = screen.getByRole('heading', { name: 'Rétractation' }).closest('section')!;
    await user.click(within(section).getByRole('checkbox', { name: /Lame de terrasse Teck/ }));
    await user.click(within(section).getByRole('button', { name: 'Renoncer au contrat ici' }));
    await user.click(screen.getByRole('button', { name: 'Confirmer la rétractation' }));
    const done = (await screen.findByRole('heading', { name: 'Votre rétractation est enregistrée' })).closest(
      'section',
    )!;
    expect(done.textContent).toContain(
      'Votre commande est annulée\u00a0: elle n’était pas encore réglée, nous n’avons encaissé aucun paiement et elle ne vous sera ni facturée ni envoyée.',
    );
    expect(done.textContent).toContain('au plus tard 14\u00a0jours après sa réception');
    expect(done).not.toHaveTextContent(/Retournez ces produits|Le reste de la commande/);
    // Nothing left to pay: the bank details are gone; the order says it is cancelled.
    expect(screen.queryByRole('region', { name: 'Payer par virement' })).not.toBeInTheDocument();
    expect(screen.getAllByText('Annulée').length).toBeGreaterThan(0);
    expect(api.calls.filter((c) => c.method === 'GET' && c.path === `/api/v1/order/${REF}`)).toHaveLength(2);
  });

  it('a paid order not delivered yet: the lines will not be sent, the refund within 14 days, nothing to return', async () => {
    const order = orderFixture();
    const undelivered = { ...order, withdrawal: { ...order.withdrawal, delivered_at: null, deadline: null } };
    api = fakeApi({
      [`GET /api/v1/order/${REF}`]: { body: { data: undelivered } },
      [`POST /api/v1/order/${REF}/withdrawal`]: { status: 201, body: { data: receipt(undelivered, 'not_sent') } },
    });
    const user = userEvent.setup();
    renderPage(<OrderPage />, { route: `/mes-commandes/${REF}`, params: { slug: REF } });
    const section = (await screen.findByRole('heading', { name: 'Rétractation' })).closest('section')!;
    await user.click(within(section).getByRole('checkbox', { name: /Lame de terrasse Teck/ }));
    await user.click(within(section).getByRole('button', { name: 'Renoncer au contrat ici' }));
    await user.click(screen.getByRole('button', { name: 'Confirmer la rétractation' }));
    const done = (await screen.findByRole('heading', { name: 'Votre rétractation est enregistrée' })).closest(
      'section',
    )!;
    expect(done.textContent).toContain(
      'Ces articles ne vous ont pas encore été livrés\u00a0: nous ne vous les enverrons pas, et vous n’avez rien à nous retourner. Nous vous remboursons au plus tard 14\u00a0jours après réception de votre déclaration.',
    );
    expect(done).not.toHaveTextContent(/Retournez/);
  });

  it('the acknowledgement reads the API’s answer, not the order: a delivered order the API says is not sent reads « nous ne vous les enverrons pas »', async () => {
    const order = orderFixture();
    expect(order.withdrawal.delivered_at).not.toBeNull();
    api = fakeApi({
      [`GET /api/v1/order/${REF}`]: { body: { data: order } },
      [`POST /api/v1/order/${REF}/withdrawal`]: { status: 201, body: { data: receipt(order, 'not_sent') } },
    });
    const user = userEvent.setup();
    renderPage(<OrderPage />, { route: `/mes-commandes/${REF}`, params: { slug: REF } });
    const section = (await screen.findByRole('heading', { name: 'Rétractation' })).closest('section')!;
    await user.click(within(section).getByRole('checkbox', { name: /Lame de terrasse Teck/ }));
    await user.click(within(section).getByRole('button', { name: 'Renoncer au contrat ici' }));
    await user.click(screen.getByRole('button', { name: 'Confirmer la rétractation' }));
    const done = (await screen.findByRole('heading', { name: 'Votre rétractation est enregistrée' })).closest(
      'section',
    )!;
    expect(done).toHaveTextContent(/nous ne vous les enverrons pas/);
    expect(done).not.toHaveTextContent(/Retournez/);
  });

  it('after the period: no button, each line says the period is over; a refusal from the API is told in French', async () => {
    const order = orderFixture();
    api = fakeApi({
      [`GET /api/v1/order/${REF}`]: {
        body: {
          data: {
            ...order,
            withdrawal: {
              ...order.withdrawal,
              open: false,
              lines: [{ line_id: 1, status: 'excluded', reason: 'period_over', withdrawn_at: null }],
            },
          },
        },
      },
    });
    renderPage(<OrderPage />, { route: `/mes-commandes/${REF}`, params: { slug: REF } });
    const over = await screen.findByText(/délai de rétractation de 14 jours après la livraison est dépassé/);
    // « 14 jours » never breaks between the number and its unit.
    expect(over.textContent).toContain('de 14\u00a0jours après');
    expect(screen.queryByRole('button', { name: 'Renoncer au contrat ici' })).toBeNull();
  });

  it.each([
    ['as the API answers it (every line « order_not_concluded »)', 'excluded'],
    ['even if the API offered its lines', 'available'],
  ] as const)('an order whose payment was refused has no withdrawal, %s', async (_case, lineStatus) => {
    const order = orderFixture();
    const refused: OrderDetail = {
      ...order,
      status: 'payment_failed',
      payment_status: 'failed',
      paid_at: null,
      withdrawal: {
        open: lineStatus === 'available',
        delivered_at: null,
        deadline: null,
        lines: [
          lineStatus === 'available'
            ? { line_id: 1, status: 'available', reason: null, withdrawn_at: null }
            : { line_id: 1, status: 'excluded', reason: 'order_not_concluded', withdrawn_at: null },
        ],
      },
    };
    api = fakeApi({ [`GET /api/v1/order/${REF}`]: { body: { data: refused } } });
    const { container } = renderPage(<OrderPage />, { route: `/mes-commandes/${REF}`, params: { slug: REF } });
    expect(await screen.findByRole('link', { name: 'Retour à mes commandes' })).toBeInTheDocument();
    expect(screen.getByText('Lame de terrasse Teck 3,60 m')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rétractation' })).toBeNull();
    expect(screen.queryByRole('form', { name: 'Rétractation' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Renoncer au contrat ici' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByText(/Commande non conclue|rétract/i)).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('a cancelled order has no withdrawal either', async () => {
    const order = orderFixture();
    const lines = [
      { line_id: 1, status: 'excluded' as const, reason: 'order_not_concluded' as const, withdrawn_at: null },
    ];
    api = fakeApi({
      [`GET /api/v1/order/${REF}`]: {
        body: { data: { ...order, status: 'cancelled', withdrawal: { ...order.withdrawal, open: false, lines } } },
      },
    });
    renderPage(<OrderPage />, { route: `/mes-commandes/${REF}`, params: { slug: REF } });
    expect(await screen.findByRole('link', { name: 'Retour à mes commandes' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Rétractation' })).toBeNull();
  });

  it.each([
    ['cancelled', 'Commande annulée\u00a0: cet article ne vous sera pas envoyé.'],
    ['payment_failed', 'Commande non conclue (paiement refusé ou commande annulée).'],
  ] as const)(
    'an order withdrawn from, then %s: the line left (a free sample) says why, with the order’s status',
    async (status, says) => {
      const order = twoLineOrder();
      const sample = { ...order.cart.list[1]!, name: 'Échantillon Teck', reference: 'ECH-TECK' };
      api = fakeApi({
        [`GET /api/v1/order/${REF}`]: {
          body: {
            data: {
              ...order,
              status,
              paid: false,
              paid_at: null,
              cart: { ...order.cart, list: [order.cart.list[0]!, sample] },
              withdrawal: {
                open: false,
                delivered_at: null,
                deadline: null,
                lines: [
                  { line_id: 1, status: 'withdrawn', reason: null, withdrawn_at: '2025-03-20T10:05:00.000Z' },
                  { line_id: 2, status: 'excluded', reason: 'order_not_concluded', withdrawn_at: null },
                ],
              },
            },
          },
        },
      });
      renderPage(<OrderPage />, { route: `/mes-commandes/${REF}`, params: { slug: REF } });
      const section = (await screen.findByRole('heading', { name: 'Rétractation' })).closest('section')!;
      const line = within(section).getByText('Échantillon Teck', { exact: false }).closest('li')!;
      expect(line.textContent).toContain(says);
      expect(within(section).getByText(/Rétractation enregistrée le 20 mars 2025/)).toBeInTheDocument();
    },
  );

  it('an order awaiting a transfer shows IBAN, BIC, reference, amount and deadline', async () => {
    const order = orderFixture();
    const transfer = {
      holder: 'Arbora SAS',
      iban: 'FR76 3000 6000 0112 3456 7890 189',
      bic: 'AGRIFRPPXXX',
      reference: REF,
      amount: 1_134_000,
      deadline: '2025-03-17T10:00:00.000Z',
    };
    api = fakeApi({
      [`GET /api/v1/order/${REF}`]: { body: { data: { ...order, status: 'awaiting_transfer', transfer } } },
    });
    renderPage(<OrderPage />, { route: `/mes-commandes/${REF}`, params: { slug: REF } });
    const bank = await screen.findByLabelText('Coordonnées bancaires');
    for (const text of [transfer.iban, transfer.bic, REF, '17 mars 2025']) expect(bank).toHaveTextContent(text);
    expect(bank).toHaveTextContent(/113,40\s€/);
  });

  it('no bank details once the order is paid', async () => {
    api = fakeApi({ [`GET /api/v1/order/${REF}`]: { body: { data: orderFixture() } } });
    renderPage(<OrderPage />, { route: `/mes-commandes/${REF}`, params: { slug: REF } });
    await screen.findByRole('heading', { name: 'Rétractation' });
    expect(screen.queryByLabelText('Coordonnées bancaires')).toBeNull();
  });
});

describe('withdrawal without logging in (/retractation)', () => {
  beforeEach(() => clearSession());

  it('finds the order by reference and e-mail (POST, nothing in the URL), then withdraws', async () => {
    const order = twoLineOrder();
    const lines = order.cart.list.map(({ id, name, reference, quantity }) => ({ id, name, reference, quantity }));
    api = fakeApi({
      'POST /api/v1/withdrawal/lookup': {
        body: { data: { reference: REF, created_at: order.created_at, lines, withdrawal: order.withdrawal } },
      },
      'POST /api/v1/withdrawal': { status: 201, body: { data: receipt(order, 'return') } },
    });
    const user = userEvent.setup();
    const { container } = renderPage(<OrderPage />, { route: '/retractation' });
    expect(pageHead(undefined as never, {}, {} as never)).toMatchObject({ title: 'Se rétracter d’une commande' });
    expect(await axe(container)).toHaveNoViolations();
    await user.type(screen.getByLabelText(/Référence de la commande/), REF);
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'camille@exemple.fr');
    await user.click(screen.getByRole('button', { name: 'Retrouver ma commande' }));
    await user.click(await screen.findByRole('checkbox', { name: /Lame de terrasse Teck/ }));
    await user.click(screen.getByRole('button', { name: 'Renoncer au contrat ici' }));
    await user.click(screen.getByRole('button', { name: 'Confirmer la rétractation' }));
    expect(await screen.findByRole('heading', { name: 'Votre rétractation est enregistrée' })).toBeInTheDocument();
    expect(api.calls.map((c) => [c.method, c.url.pathname])).toEqual([
      ['POST', '/api/v1/withdrawal/lookup'],
      ['POST', '/api/v1/withdrawal'],
    ]);
    for (const call of api.calls) expect(call.url.href).not.toMatch(/camille|AR-2025/);
    expect(api.calls[1]!.body).toEqual({ reference: REF, email: 'camille@exemple.fr', line_ids: [1] });
    // Delivered: the goods go back.
    expect(screen.getByText(/^Retournez ces produits/)).toBeInTheDocument();
  });

  it.each([
    [
      'order_cancelled',
      'Votre commande est annulée\u00a0: elle n’était pas encore réglée, nous n’avons encaissé aucun paiement et elle ne vous sera ni facturée ni envoyée.',
    ],
    [
      'not_charged',
      'Cette commande n’est pas encore réglée\u00a0: nous n’avons encaissé aucun paiement, et ces articles ne vous seront ni facturés ni envoyés. Le reste de la commande est maintenu',
    ],
    [
      'not_sent',
      'Ces articles ne vous ont pas encore été livrés\u00a0: nous ne vous les enverrons pas, et vous n’avez rien à nous retourner.',
    ],
    ['return', 'Retournez ces produits dans leur état d’origine dans les 14\u00a0jours\u00a0;'],
  ] as const)('a guest’s acknowledgement says what follows as the API answered it: %s', async (outcome, says) => {
    // The order as the lookup found it says nothing of the outcome (undelivered, no status): the answer does.
    const order = orderFixture();
    const undelivered = { ...order, withdrawal: { ...order.withdrawal, delivered_at: null, deadline: null } };
    const lines = order.cart.list.map(({ id, name, reference, quantity }) => ({ id, name, reference, quantity }));
    api = fakeApi({
      'POST /api/v1/withdrawal/lookup': {
        body: { data: { reference: REF, created_at: order.created_at, lines, withdrawal: undelivered.withdrawal } },
      },
      'POST /api/v1/withdrawal': { status: 201, body: { data: receipt(undelivered, outcome) } },
    });
    const user = userEvent.setup();
    renderPage(<OrderPage />, { route: '/retractation' });
    await user.type(screen.getByLabelText(/Référence de la commande/), REF);
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'camille@exemple.fr');
    await user.click(screen.getByRole('button', { name: 'Retrouver ma commande' }));
    await user.click(await screen.findByRole('checkbox', { name: /Lame de terrasse Teck/ }));
    await user.click(screen.getByRole('button', { name: 'Renoncer au contrat ici' }));
    await user.click(screen.getByRole('button', { name: 'Confirmer la rétractation' }));
    const done = (await screen.findByRole('heading', { name: 'Votre rétractation est enregistrée' })).closest(
      'section',
    )!;
    expect(done.textContent).toContain(says);
    for (const other of [
      'Votre commande est annulée',
      'Le reste de la commande',
      'nous ne vous les enverrons',
      'Retournez',
    ])
      if (!says.includes(other)) expect(done.textContent).not.toContain(other);
    expect(done).not.toHaveTextContent(/L’accusé de réception vous dit aussi la suite/);
  });

  it('an answer without `outcome` (an API older than shared 3.19): the generic text pointing to the e-mail, nothing guessed from the order', async () => {
    const order = orderFixture();
    const lines = order.cart.list.map(({ id, name, reference, quantity }) => ({ id, name, reference, quantity }));
    api = fakeApi({
      'POST /api/v1/withdrawal/lookup': {
        body: { data: { reference: REF, created_at: order.created_at, lines, withdrawal: order.withdrawal } },
      },
      'POST /api/v1/withdrawal': { status: 201, body: { data: receipt(order) } },
    });
    const user = userEvent.setup();
    renderPage(<OrderPage />, { route: '/retractation' });
    await user.type(screen.getByLabelText(/Référence de la commande/), REF);
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'camille@exemple.fr');
    await user.click(screen.getByRole('button', { name: 'Retrouver ma commande' }));
    await user.click(await screen.findByRole('checkbox', { name: /Lame de terrasse Teck/ }));
    await user.click(screen.getByRole('button', { name: 'Renoncer au contrat ici' }));
    await user.click(screen.getByRole('button', { name: 'Confirmer la rétractation' }));
    const done = (await screen.findByRole('heading', { name: 'Votre rétractation est enregistrée' })).closest(
      'section',
    )!;
    expect(done.textContent).toContain('L’accusé de réception vous dit aussi la suite pour votre commande\u00a0:');
    // Delivered, yet no « Retournez »: the page does not work out what the API did not say.
    expect(done).not.toHaveTextContent(/Retournez|annulée|nous ne vous les enverrons/);
  });

  it('a guest finds an order the withdrawal cancelled: the line left reads « Commande annulée », not « non conclue »', async () => {
    const order = orderFixture();
    const lines = [
      { id: 1, name: order.cart.list[0]!.name, reference: order.cart.list[0]!.reference, quantity: 2 },
      { id: 2, name: 'Échantillon Teck', reference: 'ECH-TECK', quantity: 1 },
    ];
    const withdrawal = {
      open: false,
      delivered_at: null,
      deadline: null,
      lines: [
        { line_id: 1, status: 'withdrawn' as const, reason: null, withdrawn_at: '2025-03-20T10:05:00.000Z' },
        { line_id: 2, status: 'excluded' as const, reason: 'order_not_concluded' as const, withdrawn_at: null },
      ],
    };
    api = fakeApi({
      'POST /api/v1/withdrawal/lookup': {
        body: { data: { reference: REF, created_at: order.created_at, lines, withdrawal } },
      },
    });
    const user = userEvent.setup();
    renderPage(<OrderPage />, { route: '/retractation' });
    await user.type(screen.getByLabelText(/Référence de la commande/), REF);
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'camille@exemple.fr');
    await user.click(screen.getByRole('button', { name: 'Retrouver ma commande' }));
    const line = (await screen.findByText('Échantillon Teck', { exact: false })).closest('li')!;
    expect(line.textContent).toContain('Commande annulée\u00a0: cet article ne vous sera pas envoyé.');
    expect(line).not.toHaveTextContent(/non conclue/);
  });

  it('points a logged-in customer to « Mes commandes » by a link, with French non-breaking spaces (no « alone at a line’s end)', () => {
    api = fakeApi({});
    renderPage(<OrderPage />, { route: '/retractation' });
    const link = screen.getByRole('link', { name: 'Mes commandes' });
    expect(link).toHaveAttribute('href', '/mes-commandes');
    expect(link.closest('p')?.textContent).toContain('Client connecté\u00a0? Passez par «\u00a0Mes commandes\u00a0».');
    expect(link.closest('p')?.textContent).toContain('Vous avez 14\u00a0jours après la livraison');
  });

  it('a reference and e-mail that do not match: a French message, the form stays', async () => {
    api = fakeApi({ 'POST /api/v1/withdrawal/lookup': apiError(404, 'WITHDRAWAL_ORDER_NOT_FOUND') });
    const user = userEvent.setup();
    renderPage(<OrderPage />, { route: '/retractation' });
    await user.type(screen.getByLabelText(/Référence de la commande/), REF);
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'autre@exemple.fr');
    await user.click(screen.getByRole('button', { name: 'Retrouver ma commande' }));
    expect(await screen.findByText(/Aucune commande ne correspond à cette référence/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Référence de la commande/)).toBeInTheDocument();
  });
});
