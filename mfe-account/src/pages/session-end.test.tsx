import { bus } from '@arbora/shared/bus';
import { apiError, fakeApi, recordToasts, renderPage } from '@arbora/shared/testing';
import { clearSession, logout, sessionStore } from '@arbora/shared/store';
import { t } from '@arbora/shared/messages/account';
import { act, configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { addressFixture, customerFixture, ordersPageFixture } from '../testing/fixtures';
import OrdersPage from './orders-page';
import PersonalInformationPage from './personal-information-page';

configure({ asyncUtilTimeout: 5_000 });

let api: ReturnType<typeof fakeApi>;
let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  clearSession();
  toasts = recordToasts();
  act(() => sessionStore.setState({ loggedIn: true, customer: customerFixture() }));
});
afterEach(() => {
  api.restore();
  toasts.stop();
});

/** What the shell does on any logged-in → logged-out change (use-session-navigation.ts): go home. */
function ShellLike() {
  const navigate = useNavigate();
  useEffect(() => {
    let loggedIn: boolean | null = null;
    return bus.on('session:changed', (s) => {
      const before = loggedIn;
      loggedIn = s.loggedIn;
      if (before === true && !s.loggedIn) void navigate('/');
    });
  }, [navigate]);
  return null;
}

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{pathname + search}</p>;
}

/** The URL of the page on screen (the login page's own is `where`). */
function Here() {
  const { pathname, search } = useLocation();
  return <p data-testid="here">{pathname + search}</p>;
}

function renderGuarded(route: string, page: React.ReactElement, routes: Parameters<typeof fakeApi>[0]) {
  api = fakeApi(routes);
  const path = new URL(route, 'http://x').pathname;
  return renderPage(
    <>
      <ShellLike />
      <Routes>
        <Route path={path} element={page} />
        <Route path="/connexion" element={<Where />} />
        <Route path="/" element={<Where />} />
      </Routes>
    </>,
    { route },
  );
}

describe('a revoked token on a guarded account page (SPEC 4 and 8)', () => {
  it('logs the customer out with the message and sends them to log in, with the page to come back to', async () => {
    renderGuarded('/mes-commandes/-p--2', <OrdersPage />, {
      'GET /api/v1/order': [apiError(500, 'blacklisted_token'), apiError(500, 'token_required')],
    });
    const where = await screen.findByTestId('where');
    expect(where).toHaveTextContent('/connexion?redirect=%2Fmes-commandes%2F-p--2&info=session-expiree');
    expect(sessionStore.getState().loggedIn).toBe(false);
    expect(toasts.toasts).toContainEqual({ severity: 'warn', message: 'account_session_ended' });
  });

  it('keeps the query of the page it was on', async () => {
    renderGuarded('/mes-informations-personnelles?onglet=adresses', <PersonalInformationPage />, {
      'GET /api/v1/me': [apiError(500, 'invalid_token'), apiError(500, 'token_required')],
    });
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/connexion?redirect=%2Fmes-informations-personnelles%3Fonglet%3Dadresses&info=session-expiree',
    );
  });

  it('a logout the customer asks for still goes home', async () => {
    renderGuarded('/mes-commandes', <OrdersPage />, {
      'GET /api/v1/order': { body: { data: ordersPageFixture([], 1, 0) } },
      'GET /api/v1/user/logout': { body: { data: { logged_out: true } } },
    });
    await screen.findByText(/pas encore passé de commande/);
    await act(() => logout());
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
  });

  describe('on the address book, the page to come back to is the form open at that moment', () => {
    const office = addressFixture({ id: 12, label: 'Bureau', is_delivery_default: false, is_invoice_default: false });
    const customer = customerFixture({ addresses: [office] });
    const edited = { ...office, street: '10 rue Kervégan' };
    const page = (
      <>
        <PersonalInformationPage />
        <Here />
      </>
    );

    async function saveStreet() {
      const user = userEvent.setup();
      const form = await screen.findByRole('form', { name: 'Modifier l’adresse Bureau' });
      const street = within(form).getByLabelText(/^Adresse\*?$/);
      await user.clear(street);
      await user.type(street, '10 rue Kervégan');
      await user.click(within(form).getByRole('button', { name: t('account_save') }));
      return user;
    }

    it('a form opened by its link before the page was interactive, then saved in place, leaves the URL', async () => {
      // The flaky e2e run: « Modifier » followed as a link (?adresse=12) before the hydration.
      renderGuarded('/mes-informations-personnelles?adresse=12#account-addresses', page, {
        'GET /api/v1/me': { body: { data: customer } },
        'GET /api/v1/customer/functions': { body: { data: [] } },
        'PUT /api/v1/customer/7/address/12': { body: { data: { address: edited, addresses: [edited] } } },
        'POST /api/v1/customer/update': [apiError(500, 'blacklisted_token'), apiError(500, 'token_required')],
      });
      const user = await saveStreet();
      expect(await screen.findByText(t('account_address_saved'))).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('here')).toHaveTextContent(/^\/mes-informations-personnelles$/));
      // The « Enregistrer » button went with the form: the address book's heading has the focus.
      expect(screen.getByRole('heading', { name: 'Mes adresses' })).toHaveFocus();

      const info = screen.getByRole('form', { name: 'Informations personnelles' });
      await user.click(within(info).getByRole('button', { name: t('account_save') }));
      expect(await screen.findByTestId('where')).toHaveTextContent(
        /^\/connexion\?redirect=%2Fmes-informations-personnelles&info=session-expiree$/,
      );
    });

    it('an address being edited in place when its save is refused comes back to that address’s form', async () => {
      renderGuarded('/mes-informations-personnelles', page, {
        'GET /api/v1/me': { body: { data: customer } },
        'GET /api/v1/customer/functions': { body: { data: [] } },
        'PUT /api/v1/customer/7/address/12': [apiError(500, 'blacklisted_token'), apiError(500, 'token_required')],
      });
      const card = (await screen.findByRole('heading', { name: 'Bureau' })).closest('li')!;
      await userEvent.setup().click(within(card).getByRole('button', { name: t('account_edit') }));
      expect(await screen.findByTestId('here')).toHaveTextContent(/^\/mes-informations-personnelles\?adresse=12$/);
      await saveStreet();
      expect(await screen.findByTestId('where')).toHaveTextContent(
        /^\/connexion\?redirect=%2Fmes-informations-personnelles%3Fadresse%3D12&info=session-expiree$/,
      );
    });

    it('« Annuler » closes the form and its parameter', async () => {
      renderGuarded('/mes-informations-personnelles?adresse=12', page, {
        'GET /api/v1/me': { body: { data: customer } },
        'GET /api/v1/customer/functions': { body: { data: [] } },
      });
      const form = await screen.findByRole('form', { name: 'Modifier l’adresse Bureau' });
      await userEvent.setup().click(within(form).getByRole('link', { name: t('account_cancel') }));
      expect(await screen.findByRole('heading', { name: 'Bureau' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByTestId('here')).toHaveTextContent(/^\/mes-informations-personnelles$/));
      expect(screen.getByRole('heading', { name: 'Mes adresses' })).toHaveFocus();
    });
  });
});
