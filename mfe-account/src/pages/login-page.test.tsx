import { t } from '@arbora/shared/messages/account';
import { fakeApi, renderPage } from '@arbora/shared/testing';
import { clearSession, sessionStore } from '@arbora/shared/store';
import { LOGGED_OUT_INFO } from '@arbora/shared/routes';
import { act, screen, waitFor, within } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { useLocation } from 'react-router';
import { customerFixture } from '../testing/fixtures';
import LoginPage from './login-page';

expect.extend(toHaveNoViolations);

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  clearSession();
  api = fakeApi({});
});
afterEach(() => api.restore());

describe('LoginPage', () => {
  it('shows a visitor the login form and the ways out of it', async () => {
    const { container } = renderPage(<LoginPage />, { route: '/connexion?redirect=%2Fmes-commandes' });
    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Connexion' });
    expect(within(form).getByLabelText(/Adresse e-mail/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Mot de passe/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mot de passe oublié\u202f?' })).toHaveAttribute(
      'href',
      '/mot-de-passe-oublie',
    );
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/inscription');
    expect(await axe(container)).toHaveNoViolations();
    expect(api.calls).toHaveLength(0);
  });

  it('tells a visitor sent from the checkout why to log in; the form brings them back to it', async () => {
    const { container } = renderPage(<LoginPage />, { route: '/connexion?redirect=%2Fpanier%2Flivraison' });
    // Read with its no-break space before « : » (toHaveTextContent would fold it into a space).
    expect(screen.getByRole('status').textContent).toBe(
      'Connectez-vous ou créez un compte pour commander. Votre panier est conservé\u00a0: une fois connecté, vous passez directement à la livraison et au paiement.',
    );
    // Posted without JavaScript, the login goes back to the delivery step (loginAction's redirect).
    expect(screen.getByRole('form', { name: 'Connexion' })).toHaveAttribute(
      'action',
      '/connexion?redirect=%2Fpanier%2Flivraison',
    );
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/inscription');
    expect(await axe(container)).toHaveNoViolations();
  });

  it.each([
    ['another page that needs login', '/connexion?redirect=%2Fmes-commandes'],
    ['no target', '/connexion'],
    ['another site', `/connexion?redirect=${encodeURIComponent('//ailleurs.example/panier/livraison')}`],
    ['another site behind a tab', `/connexion?redirect=${encodeURIComponent('/\t/ailleurs.example/commande/x')}`],
  ])('says nothing of an order for %s', (_case, route) => {
    renderPage(<LoginPage />, { route });
    expect(screen.queryByText(/pour commander/)).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Connexion' })).toBeInTheDocument();
  });

  it.each([
    [LOGGED_OUT_INFO, 'Vous avez bien été déconnecté. À bientôt.'],
    ['session-expiree', t('account_session_ended')],
  ])('?info=%s is said once: the address loses it (the target kept), the notice stays', async (info, notice) => {
    const route = `/connexion?redirect=%2Fpanier%2Flivraison&info=${info}`;
    renderPage(
      <>
        <LoginPage />
        <Address />
      </>,
      { route },
    );
    await waitFor(() =>
      expect(screen.getByTestId('address').textContent).toBe('/connexion?redirect=%2Fpanier%2Flivraison'),
    );
    expect(screen.getByText(notice)).toBeInTheDocument();
    // The login still goes back to the target, and a refused post does not say the notice again.
    expect(screen.getByRole('form', { name: 'Connexion' })).toHaveAttribute(
      'action',
      '/connexion?redirect=%2Fpanier%2Flivraison',
    );
  });

  it('tells a logged-in customer so, with a link to the account', async () => {
    act(() => sessionStore.setState({ loggedIn: true, customer: customerFixture() }));
    const { container } = renderPage(<LoginPage />, { route: '/connexion' });
    expect(screen.getByText(/Vous êtes connecté/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accéder à mon compte' })).toHaveAttribute('href', '/mon-compte');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('offers a logged-in customer sent from the checkout « Continuer ma commande », back to where the order was', async () => {
    act(() => sessionStore.setState({ loggedIn: true, customer: customerFixture() }));
    const first = renderPage(<LoginPage />, { route: '/connexion?redirect=%2Fpanier%2Flivraison' });
    expect(screen.getByRole('link', { name: 'Continuer ma commande' })).toHaveAttribute('href', '/panier/livraison');
    expect(screen.getByRole('link', { name: 'Accéder à mon compte' })).toHaveAttribute('href', '/mon-compte');
    expect(await axe(first.container)).toHaveNoViolations();
    first.unmount();

    // A confirmation page keeps its order; a page outside the checkout, or another site, gets no such link.
    const confirmation = renderPage(<LoginPage />, {
      route: '/connexion?redirect=%2Fcommande%2Ferreur-cb%3Forder%3DAR-2025-000003',
    });
    expect(screen.getByRole('link', { name: 'Continuer ma commande' })).toHaveAttribute(
      'href',
      '/commande/erreur-cb?order=AR-2025-000003',
    );
    confirmation.unmount();
    for (const redirect of ['/mon-compte/adresses', '//ailleurs.example/panier/livraison', '/\\ailleurs.example']) {
      const other = renderPage(<LoginPage />, { route: `/connexion?redirect=${encodeURIComponent(redirect)}` });
      expect(screen.queryByRole('link', { name: 'Continuer ma commande' })).toBeNull();
      expect(screen.getByRole('link', { name: 'Accéder à mon compte' })).toBeInTheDocument();
      other.unmount();
    }
  });

  it('follows the shared session: a logout elsewhere brings the form back', () => {
    act(() => sessionStore.setState({ loggedIn: true, customer: customerFixture() }));
    renderPage(<LoginPage />, { route: '/connexion' });
    act(() => clearSession());
    expect(screen.getByRole('form', { name: 'Connexion' })).toBeInTheDocument();
  });
});

/** Where the page's router is now (the shell's address bar). */
function Address() {
  const { pathname, search, hash } = useLocation();
  return <output data-testid="address">{pathname + search + hash}</output>;
}
