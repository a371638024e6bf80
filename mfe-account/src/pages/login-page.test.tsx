import { fakeApi, renderPage } from '@arbora/shared/testing';
import { clearSession, sessionStore } from '@arbora/shared/store';
import { act, screen, within } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
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

  it('tells a logged-in customer so, with a link to the account', async () => {
    act(() => sessionStore.setState({ loggedIn: true, customer: customerFixture() }));
    const { container } = renderPage(<LoginPage />, { route: '/connexion' });
    expect(screen.getByText(/Vous êtes connecté/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Accéder à mon compte' })).toHaveAttribute('href', '/mon-compte');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('follows the shared session: a logout elsewhere brings the form back', () => {
    act(() => sessionStore.setState({ loggedIn: true, customer: customerFixture() }));
    renderPage(<LoginPage />, { route: '/connexion' });
    act(() => clearSession());
    expect(screen.getByRole('form', { name: 'Connexion' })).toBeInTheDocument();
  });
});
