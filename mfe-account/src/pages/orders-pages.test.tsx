import { apiConfig, configureApi } from '@arbora/shared/api';
import { apiError, fakeApi, renderPage } from '@arbora/shared/testing';
import { isHttpError } from '@arbora/shared/errors';
import { t } from '@arbora/shared/messages/account';
import { clearSession, sessionStore } from '@arbora/shared/store';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { customerFixture, LINE_NAME, orderFixture, orderSummaryFixture, ordersPageFixture } from '../testing/fixtures';
import OrderPage, { pageHead as orderHead } from './order-page';
import OrdersPage, { pageHead as ordersHead } from './orders-page';

expect.extend(toHaveNoViolations);
// Data arrives after a skeleton: give findBy* room on a loaded machine.
configure({ asyncUtilTimeout: 5_000 });

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  clearSession();
  act(() => sessionStore.setState({ loggedIn: true, customer: customerFixture() }));
});
afterEach(() => api.restore());

describe('OrdersPage', () => {
  it('shows a skeleton, then the orders with date, reference, status and total; pages by -p--N', async () => {
    api = fakeApi({
      'GET /api/v1/order': { body: { data: ordersPageFixture([orderSummaryFixture()], 2, 3) } },
    });
    const { container } = renderPage(<OrdersPage />, { route: '/mes-commandes/-p--2', params: { page: '-p--2' } });
    expect(screen.getByTestId('account-skeleton')).toHaveAttribute('aria-busy', 'true');
    const row = (await screen.findByRole('link', { name: 'AR-2025-000501' })).closest('tr')!;
    expect(within(row).getByText('Payée')).toBeInTheDocument();
    expect(within(row).getByText('10 mars 2025')).toBeInTheDocument();
    expect(row).toHaveTextContent(/1\s234,56\s€/);
    expect(api.calls[0]?.url.searchParams.get('page')).toBe('2');
    expect(api.calls[0]?.headers.Authorization).toBeUndefined(); // the proxy adds it from the cookie
    expect(screen.getByRole('link', { name: 'Page précédente' })).toHaveAttribute('href', '/mes-commandes');
    expect(screen.getByRole('link', { name: 'Page suivante' })).toHaveAttribute('href', '/mes-commandes/-p--3');
    expect(ordersHead([], {}, {} as never)).toMatchObject({ noindex: true });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('gives the 404 screen for a page past the last', async () => {
    api = fakeApi({ 'GET /api/v1/order': { body: { data: ordersPageFixture([], 4, 3) } } });
    const errors: unknown[] = [];
    renderPage(<OrdersPage />, {
      route: '/mes-commandes/-p--4',
      params: { page: '-p--4' },
      onError: (e) => errors.push(e),
    });
    expect(await screen.findByText('Erreur')).toBeInTheDocument();
    expect(errors[0]).toMatchObject({ status: 404 });
  });

  it('says when there is no order yet', async () => {
    api = fakeApi({ 'GET /api/v1/order': { body: { data: ordersPageFixture([], 1, 0) } } });
    renderPage(<OrdersPage />, { route: '/mes-commandes' });
    expect(await screen.findByText(/pas encore passé de commande/)).toBeInTheDocument();
  });
});

describe('OrderPage', () => {
  it('shows lines, totals, addresses and payment', async () => {
    api = fakeApi({ 'GET /api/v1/order/AR-2025-000501': { body: { data: orderFixture() } } });
    const { container } = renderPage(<OrderPage />, {
      route: '/mes-commandes/AR-2025-000501',
      params: { slug: 'AR-2025-000501' },
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Commande AR-2025-000501' })).toBeInTheDocument();
    expect(await screen.findByText('Lame de terrasse Teck 3,60 m')).toBeInTheDocument();
    // Each line by the site's one rule: TTC, éco-participation included (48,00 € + 1,20 €).
    const row = screen.getByText('Lame de terrasse Teck 3,60 m').closest('tr')!;
    // The name as the API sends it: « 3,60 m » keeps its no-break space (the query above reads it as a space).
    expect(row.textContent).toContain(LINE_NAME);
    expect(within(row).getByRole('cell', { name: /^49,20\s€\sTTC$/ })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: /^98,40\s€\sTTC$/ })).toBeInTheDocument();
    expect(row).not.toHaveTextContent(/HT/);
    const totals = screen.getByLabelText('Montants de la commande');
    // One basis, TTC, adding up: 98,40 (éco-participation included) + 15,00 − 0,00 = 113,40.
    expect(totals).toHaveTextContent(
      /^Articlesdont éco-participation\s:\s2,40\s€98,40\s€Livraison15,00\s€Remise BIENVENUE10−\s0,00\s€Total TTCdont TVA \(20\s%\)\s:\s18,90\s€113,40\s€$/,
    );
    expect(screen.getByText('8 rue Crébillon', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Carte bancaire')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: t('account_invoice_download') })).toBeInTheDocument();
    expect(orderHead([], { slug: 'AR-2025-000501' }, {} as never)).toMatchObject({ noindex: true });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a professional his order HT first: the lines, the TTC beside them, then the amounts HT and the totals (his page, after hydration)', async () => {
    act(() => sessionStore.setState({ isPro: true }));
    api = fakeApi({ 'GET /api/v1/order/AR-2025-000501': { body: { data: orderFixture() } } });
    const { container } = renderPage(<OrderPage />, {
      route: '/mes-commandes/AR-2025-000501',
      params: { slug: 'AR-2025-000501' },
    });
    const row = (await screen.findByText('Lame de terrasse Teck 3,60 m')).closest('tr')!;
    expect(await within(row).findByRole('cell', { name: /^41,00\s€\sHT \(49,20\s€\sTTC\)$/ })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: /^82,00\s€\sHT \(98,40\s€\sTTC\)$/ })).toBeInTheDocument();
    // As in the checkout (ProOrderSummary): the amounts HT adding up to « Total HT », the VAT, then
    // « Total TTC », the amount paid: 82,00 + 12,50 − 0,00 = 94,50 HT; + 18,90 = 113,40 TTC.
    expect(screen.getByLabelText('Montants de la commande')).toHaveTextContent(
      /^Articlesdont éco-participation\s:\s2,00\s€\sHT82,00\s€\sHTLivraison12,50\s€\sHTRemise BIENVENUE10−\s0,00\s€\sHTTotal HT94,50\s€TVA \(20\s%\)18,90\s€Total TTC113,40\s€$/,
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('prints the addresses’ phone numbers in pairs, as a French reader writes them', async () => {
    const order = orderFixture();
    const typed = {
      ...order,
      delivery_address: { ...order.delivery_address, phone: '0240000000' },
      billing_address: { ...order.billing_address, phone: '+33612345678' },
    };
    api = fakeApi({ 'GET /api/v1/order/AR-2025-000501': { body: { data: typed } } });
    renderPage(<OrderPage />, { route: '/mes-commandes/AR-2025-000501', params: { slug: 'AR-2025-000501' } });
    expect(await screen.findByText('Tél. 02 40 00 00 00', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Tél. +33 6 12 34 56 78', { exact: false })).toBeInTheDocument();
    expect(screen.queryByText(/0240000000|\+33612345678/)).not.toBeInTheDocument();
  });

  it('prints the civility as a letter writes it (« M. », « Mme »), not as stored', async () => {
    const order = orderFixture();
    const named = {
      ...order,
      delivery_address: { ...order.delivery_address, civility: 'M' as const, firstname: 'Paul', lastname: 'Durand' },
      billing_address: { ...order.billing_address, civility: 'Mme' as const, firstname: 'Jeanne', lastname: 'Martin' },
    };
    api = fakeApi({ 'GET /api/v1/order/AR-2025-000501': { body: { data: named } } });
    renderPage(<OrderPage />, { route: '/mes-commandes/AR-2025-000501', params: { slug: 'AR-2025-000501' } });
    expect(await screen.findByText('M. Paul Durand', { exact: false })).toBeInTheDocument();
    expect(screen.getByText('Mme Jeanne Martin', { exact: false })).toBeInTheDocument();
  });

  it('a free sample line reads « Gratuit », as in the cart, not « 0,00 € TTC »', async () => {
    const order = orderFixture();
    const sample = {
      ...order.cart.list[0]!,
      id: 2,
      type: 'sample' as const,
      quantity: 1,
      name: 'Échantillon Teck',
      ...{ unit_ht: 0, unit_ttc: 0, unit_ecotax: 0, unit_ecotax_ttc: 0 },
      ...{ total_ht: 0, total_ttc: 0, total_ecotax: 0, total_ecotax_ttc: 0 },
    };
    const withSample = { ...order, cart: { ...order.cart, list: [...order.cart.list, sample] } };
    api = fakeApi({ 'GET /api/v1/order/AR-2025-000501': { body: { data: withSample } } });
    renderPage(<OrderPage />, { route: '/mes-commandes/AR-2025-000501', params: { slug: 'AR-2025-000501' } });
    const row = (await screen.findByText('Échantillon Teck')).closest('tr')!;
    expect(within(row).getAllByRole('cell', { name: 'Gratuit' })).toHaveLength(2);
    expect(row).not.toHaveTextContent(/0,00/);
  });

  it('a relay-farm order shows the farm with the carrier’s French name, not the home address nor a technical name', async () => {
    const order = {
      ...orderFixture(),
      carrier: 'relais_ferme',
      relay_point_id: 1,
      pickup: {
        kind: 'relay' as const,
        id: 1,
        name: 'Ferme des Trois Chênes',
        address: 'Lieu-dit La Brosse',
        postcode: '44240',
        city: 'Sucé-sur-Erdre',
        opening_hours: 'Du mardi au samedi',
      },
    };
    api = fakeApi({ 'GET /api/v1/order/AR-2025-000501': { body: { data: order } } });
    renderPage(<OrderPage />, { route: '/mes-commandes/AR-2025-000501', params: { slug: 'AR-2025-000501' } });
    const delivery = (await screen.findByRole('heading', { name: 'Livraison' })).closest('section')!;
    expect(delivery).toHaveTextContent('Relais fermier');
    expect(delivery).toHaveTextContent(/Ferme relais\s:\sFerme des Trois Chênes/);
    expect(delivery).toHaveTextContent('44240 Sucé-sur-Erdre');
    expect(delivery).not.toHaveTextContent('quai de la Fosse');
    expect(document.body).not.toHaveTextContent(/relais_ferme|retrait_magasin|\(colis\)/);
  });

  it('downloads the invoice of a paid order as PDF with the bearer token, and says when it fails', async () => {
    const user = userEvent.setup();
    api = fakeApi({ 'GET /api/v1/order/AR-2025-000501': { body: { data: orderFixture() } } });
    renderPage(<OrderPage />, { route: '/mes-commandes/AR-2025-000501', params: { slug: 'AR-2025-000501' } });
    const button = await screen.findByRole('link', { name: t('account_invoice_download') });
    const fetched: { url: string; auth?: string }[] = [];
    let ok = true;
    const previous = apiConfig().fetch;
    configureApi({
      fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
        fetched.push({ url: String(input), auth: (init.headers as Record<string, string>).Authorization });
        return {
          ok,
          status: ok ? 200 : 404,
          headers: new Headers({ 'content-disposition': 'attachment; filename="facture-FA-2025-000007.pdf"' }),
          blob: async () => new Blob(['%PDF-1.7']),
        } as Response;
      }) as typeof fetch,
    });
    Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:pdf'), revokeObjectURL: jest.fn() });
    const names: string[] = [];
    const clicks = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      names.push(this.download);
    });
    try {
      await user.click(button);
      expect(fetched[0]?.url).toContain('/api/v1/order/AR-2025-000501/invoice?');
      expect(fetched[0]?.auth).toBeUndefined(); // the session cookie goes, the proxy adds the token
      expect(names).toEqual(['facture-FA-2025-000007.pdf']);
      expect(screen.queryByText(t('account_document_download_failed'))).not.toBeInTheDocument();
      ok = false;
      await user.click(button);
      expect(await screen.findByText(t('account_document_download_failed'))).toBeInTheDocument();
      expect(names).toHaveLength(1);
    } finally {
      configureApi({ fetch: previous });
      clicks.mockRestore();
    }
  });

  it('an order whose card was declined reads « Paiement refusé » in its status and its payment, never « échoué »', async () => {
    const refused = { ...orderFixture(), status: 'payment_failed' as const, payment_status: 'failed' as const };
    api = fakeApi({ 'GET /api/v1/order/AR-2025-000501': { body: { data: { ...refused, paid_at: null } } } });
    renderPage(<OrderPage />, { route: '/mes-commandes/AR-2025-000501', params: { slug: 'AR-2025-000501' } });
    expect(await screen.findByText('Lame de terrasse Teck 3,60 m')).toBeInTheDocument();
    const status = screen.getByText(/^Commande du /);
    expect(within(status).getByText('Paiement refusé')).toBeInTheDocument();
    const payment = screen.getByRole('heading', { name: 'Paiement' }).closest('section')!;
    expect(within(payment).getByText('Paiement refusé')).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/échoué/i);
  });

  it('a cancelled order nothing was paid for reads « Aucun paiement encaissé », not « Paiement en attente »', async () => {
    const cancelled = { ...orderFixture(), status: 'cancelled' as const, payment_status: 'pending' as const };
    api = fakeApi({ 'GET /api/v1/order/AR-2025-000501': { body: { data: { ...cancelled, paid_at: null } } } });
    renderPage(<OrderPage />, { route: '/mes-commandes/AR-2025-000501', params: { slug: 'AR-2025-000501' } });
    expect(await screen.findByText('Lame de terrasse Teck 3,60 m')).toBeInTheDocument();
    const payment = screen.getByRole('heading', { name: 'Paiement' }).closest('section')!;
    expect(within(payment).getByText('Aucun paiement encaissé')).toBeInTheDocument();
    expect(within(payment).queryByText(/en attente/i)).not.toBeInTheDocument();
  });

  it('offers to pay again an order whose payment was refused: a link to the checkout’s page that does, named by reference only', async () => {
    const refused = {
      ...orderFixture(),
      status: 'payment_failed' as const,
      payment_status: 'failed' as const,
      outcome: 'card_error' as const,
      confirmation_route: '/commande/erreur-cb',
      paid: false,
      paid_at: null,
    };
    api = fakeApi({ 'GET /api/v1/order/AR-2025-000501': { body: { data: refused } } });
    const page = renderPage(<OrderPage />, {
      route: '/mes-commandes/AR-2025-000501',
      params: { slug: 'AR-2025-000501' },
    });
    const link = await screen.findByRole('link', { name: 'Payer ma commande' });
    // A plain link (works before JavaScript): the checkout's card-error page and its « Payer à nouveau ».
    expect(link).toHaveAttribute('href', '/commande/erreur-cb?order=AR-2025-000501');
    expect(screen.getByText(/Votre banque a refusé le paiement\. Votre commande est conservée/)).toBeInTheDocument();
    page.unmount();

    // A refused financing: its own page (which offers the same form), its own words.
    api.restore();
    const credit = {
      ...refused,
      payment_method: 'credit' as const,
      payment_status: 'refused' as const,
      outcome: 'credit' as const,
      confirmation_route: '/commande/confirmation-credit',
    };
    api = fakeApi({ 'GET /api/v1/order/AR-2025-000501': { body: { data: credit } } });
    renderPage(<OrderPage />, { route: '/mes-commandes/AR-2025-000501', params: { slug: 'AR-2025-000501' } });
    expect(await screen.findByRole('link', { name: 'Payer ma commande' })).toHaveAttribute(
      'href',
      '/commande/confirmation-credit?order=AR-2025-000501',
    );
    expect(screen.getByText(/Votre demande de financement n’a pas été acceptée\./)).toBeInTheDocument();
  });

  it('offers no new payment for an order paid, awaiting a transfer or cancelled (the API would refuse it)', async () => {
    for (const status of ['paid', 'awaiting_transfer', 'cancelled'] as const) {
      api = fakeApi({ 'GET /api/v1/order/AR-2025-000501': { body: { data: { ...orderFixture(), status } } } });
      const page = renderPage(<OrderPage />, {
        route: '/mes-commandes/AR-2025-000501',
        params: { slug: 'AR-2025-000501' },
      });
      expect(await screen.findByText('Lame de terrasse Teck 3,60 m')).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Payer ma commande' })).toBeNull();
      page.unmount();
      api.restore();
    }
  });

  it('never breaks an order number (« AR-2025- / 000501 » on a phone): in the title and the list, one unbreakable word', async () => {
    api = fakeApi({ 'GET /api/v1/order/AR-2025-000501': { body: { data: orderFixture() } } });
    const page = renderPage(<OrderPage />, {
      route: '/mes-commandes/AR-2025-000501',
      params: { slug: 'AR-2025-000501' },
    });
    const title = await screen.findByRole('heading', { level: 1, name: 'Commande AR-2025-000501' });
    const number = within(title).getByText('AR-2025-000501');
    expect(getComputedStyle(number).whiteSpace).toBe('nowrap');
    page.unmount();
    api.restore();

    api = fakeApi({ 'GET /api/v1/order': { body: { data: ordersPageFixture([orderSummaryFixture()]) } } });
    renderPage(<OrdersPage />, { route: '/mes-commandes', params: {} });
    const link = await screen.findByRole('link', { name: 'AR-2025-000501' });
    expect(getComputedStyle(within(link).getByText('AR-2025-000501')).whiteSpace).toBe('nowrap');
  });

  it('promises no invoice for an order whose payment was refused', async () => {
    const refused = { ...orderFixture(), status: 'payment_failed' as const, payment_status: 'failed' as const };
    api = fakeApi({ 'GET /api/v1/order/AR-2025-000501': { body: { data: { ...refused, paid_at: null } } } });
    renderPage(<OrderPage />, { route: '/mes-commandes/AR-2025-000501', params: { slug: 'AR-2025-000501' } });
    expect(await screen.findByText('Lame de terrasse Teck 3,60 m')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Facture' })).toBeNull();
    expect(screen.queryByText(t('account_invoice_unavailable'))).toBeNull();
    expect(screen.getByRole('link', { name: 'Retour à mes commandes' })).toBeInTheDocument();
  });

  it('says the invoice comes later for an order not paid yet', async () => {
    api = fakeApi({
      'GET /api/v1/order/AR-2025-000502': {
        body: { data: { ...orderFixture(), reference: 'AR-2025-000502', status: 'awaiting_transfer', paid_at: null } },
      },
    });
    renderPage(<OrderPage />, { route: '/mes-commandes/AR-2025-000502', params: { slug: 'AR-2025-000502' } });
    expect(await screen.findByText(t('account_invoice_unavailable'))).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: t('account_invoice_download') })).not.toBeInTheDocument();
  });

  it('gives the 404 screen for another customer’s order, or a slug that is no reference', async () => {
    api = fakeApi({ 'GET /api/v1/order/AR-2025-000999': apiError(404, 'NOT_FOUND') });
    const errors: unknown[] = [];
    const first = renderPage(<OrderPage />, { params: { slug: 'AR-2025-000999' }, onError: (e) => errors.push(e) });
    expect(await screen.findByText('Erreur')).toBeInTheDocument();
    expect(errors[0]).toMatchObject({ status: 404 });
    first.unmount();

    const more: unknown[] = [];
    renderPage(<OrderPage />, { params: { slug: 'pas-une-reference' }, onError: (e) => more.push(e) });
    await screen.findByText('Erreur');
    expect(more[0]).toMatchObject({ status: 404 });
    expect(isHttpError(more[0])).toBe(true);
  });
});
