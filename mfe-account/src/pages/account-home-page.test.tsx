import { fakeApi, type FakeAnswer, recordToasts, renderPage } from '@arbora/shared/testing';
import { t } from '@arbora/shared/messages/account';
import { LOGOUT_FORM_PATH } from '@arbora/shared/routes';
import { clearSession, sessionStore } from '@arbora/shared/store';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import {
  customerFixture,
  DEMO_EMAIL,
  DEMO_PASSWORD,
  loginResponseFixture,
  orderSummaryFixture,
  ordersPageFixture,
  siteFixture,
} from '../testing/fixtures';
import AccountHomePage from './account-home-page';

expect.extend(toHaveNoViolations);
// Data arrives after a skeleton: give findBy* room on a loaded machine.
configure({ asyncUtilTimeout: 5_000 });

let api: ReturnType<typeof fakeApi>;
let toasts: ReturnType<typeof recordToasts>;
beforeEach(() => {
  clearSession();
  toasts = recordToasts();
});
afterEach(() => {
  api.restore();
  toasts.stop();
});

const logIn = () => act(() => sessionStore.setState({ loggedIn: true, customer: customerFixture() }));

function renderHome(logout: FakeAnswer | (() => Promise<FakeAnswer>) = { body: { data: { logged_out: true } } }) {
  api = fakeApi({
    'POST /api/v1/user/login': { body: { data: loginResponseFixture() } },
    'GET /api/v1/me': { body: { data: customerFixture() } },
    'GET /api/v1/user/logout': logout,
    'GET /api/v1/order': { body: { data: ordersPageFixture([orderSummaryFixture()]) } },
    'GET /api/v1/construction-site': { body: { data: [siteFixture()] } },
  });
  return renderPage(<AccountHomePage />, { route: '/mon-compte' });
}

describe('AccountHomePage', () => {
  it('greets a logged-in customer by first name and links the account sections', async () => {
    logIn();
    const { container } = renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Bonjour Camille' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Mon compte' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Mes informations personnelles', '/mes-informations-personnelles'],
      ['Mes commandes', '/mes-commandes'],
      ['Mes chantiers', '/mes-chantiers'],
    ]);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    // Customer data comes after a skeleton, in the browser.
    expect(await screen.findByRole('link', { name: 'AR-2025-000501' })).toHaveAttribute(
      'href',
      '/mes-commandes/AR-2025-000501',
    );
    // A private customer has construction sites too (SPEC 1, 6): the menu's « Mes chantiers » and this part agree.
    const sites = screen.getByRole('heading', { level: 2, name: 'Mes chantiers' }).closest('section')!;
    expect(await within(sites).findByRole('link', { name: 'Terrasse de la villa de l’Erdre' })).toHaveAttribute(
      'href',
      '/mes-chantiers/terrasse-villa-erdre',
    );
    expect(within(sites).getByRole('link', { name: 'Voir tous mes chantiers' })).toHaveAttribute(
      'href',
      '/mes-chantiers',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows a professional their construction sites', async () => {
    act(() => sessionStore.setState({ loggedIn: true, customer: customerFixture({ isPro: true }), isPro: true }));
    renderHome();
    expect(await screen.findByRole('link', { name: 'Terrasse de la villa de l’Erdre' })).toHaveAttribute(
      'href',
      '/mes-chantiers/terrasse-villa-erdre',
    );
  });

  it('logs out through the shared store, which ends the session and says so', async () => {
    const user = userEvent.setup();
    logIn();
    renderHome();
    await user.click(screen.getByRole('button', { name: 'Se déconnecter' }));

    expect(await screen.findByRole('form', { name: 'Connexion' })).toBeInTheDocument();
    const logoutCall = api.calls.find((call) => call.url.pathname === '/api/v1/user/logout');
    // The session goes as the HttpOnly cookie (the /api proxy adds the token, and clears the cookie).
    expect(logoutCall).toBeDefined();
    expect(logoutCall?.headers.Authorization).toBeUndefined();
    expect(sessionStore.getState()).toMatchObject({ loggedIn: false, customer: null });
    expect(toasts.toasts).toEqual([expect.objectContaining({ severity: 'success', message: 'logout_success' })]);
  });

  it('posts « Se déconnecter » to the shell as a form before the script runs (no JavaScript)', () => {
    logIn();
    renderHome();
    const form = screen.getByRole('button', { name: 'Se déconnecter' }).closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', LOGOUT_FORM_PATH);
    expect(form?.querySelector('input[type="hidden"][name="_csrf"]')).not.toBeNull();
  });

  it('keeps the logout button busy while the call runs', async () => {
    const user = userEvent.setup();
    let answer: (value: FakeAnswer) => void = () => undefined;
    logIn();
    renderHome(() => new Promise((resolve) => (answer = resolve)));
    const button = screen.getByRole('button', { name: 'Se déconnecter' });
    await user.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    await act(async () => answer({ body: { data: { logged_out: true } } }));
    expect(api.calls.filter((call) => call.url.pathname === '/api/v1/user/logout')).toHaveLength(1);
    expect(sessionStore.getState().loggedIn).toBe(false);
  });

  it('shows a visitor the login form, then the account once logged in (no navigation)', async () => {
    const user = userEvent.setup();
    const { container } = renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeInTheDocument();
    // Login and signup side by side.
    expect(screen.getByRole('heading', { name: 'Déjà client' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Nouveau client' })).toBeInTheDocument();
    for (const link of screen.getAllByRole('link', { name: 'Créer un compte' }))
      expect(link).toHaveAttribute('href', '/inscription');
    expect(await axe(container)).toHaveNoViolations();

    await user.type(screen.getByLabelText(/Adresse e-mail/), DEMO_EMAIL);
    await user.type(screen.getByLabelText(/Mot de passe/), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Bonjour Camille' })).toBeInTheDocument();
    expect(toasts.toasts).toEqual([expect.objectContaining({ message: 'login_success' })]);
    expect(screen.queryByText(t('incorrect_credentials'))).not.toBeInTheDocument();
  });

  it('says « Bonjour » alone while the customer is not loaded', () => {
    act(() => sessionStore.setState({ loggedIn: true, customer: null }));
    renderHome();
    expect(screen.getByRole('heading', { level: 1, name: 'Bonjour' })).toBeInTheDocument();
  });
});
