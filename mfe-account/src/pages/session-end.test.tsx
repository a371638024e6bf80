import { bus } from '@arbora/shared/bus';
import { apiError, fakeApi, recordToasts, renderPage } from '@arbora/shared/testing';
import { clearSession, logout, sessionStore } from '@arbora/shared/store';
import { act, configure, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router';
import { customerFixture, ordersPageFixture } from '../testing/fixtures';
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
});
