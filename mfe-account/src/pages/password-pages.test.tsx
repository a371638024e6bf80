import { apiError, fakeApi, recordToasts, renderPage } from '@arbora/shared/testing';
import { t } from '@arbora/shared/messages/account';
import { LOGGED_OUT_INFO } from '@arbora/shared/routes';
import { clearSession } from '@arbora/shared/store';
import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { Route, Routes } from 'react-router';
import ActivatePage from './activate-page';
import ForgotPasswordPage from './forgot-password-page';
import LoginPage from './login-page';
import PasswordResetPage from './password-reset-page';

/** A text as getByText compares it: the page's no-break spaces read as spaces. */
const onScreen = (text: string) => text.replace(/\u00a0/g, ' ');

expect.extend(toHaveNoViolations);
// Data arrives after a skeleton: give findBy* room on a loaded machine.
configure({ asyncUtilTimeout: 5_000 });

const TOKEN = 'tok_abcdefghijklmnop1234';
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

/** The page under test, plus the login page the flows end on (its `?info=` notice). */
function renderAt(route: string, page: React.ReactElement, routes: Parameters<typeof fakeApi>[0]) {
  api = fakeApi(routes);
  const path = new URL(route, 'http://x').pathname;
  return renderPage(
    <Routes>
      <Route path={path} element={page} />
      <Route path="/connexion" element={<LoginPageWithQuery />} />
    </Routes>,
    { route },
  );
}

// The login page reads `?info=` through usePageRoute (the shell's context); here it follows the router.
function LoginPageWithQuery() {
  return <LoginPage />;
}

describe('ActivatePage', () => {
  it('activates once with the token, then sends the shopper to log in with a message', async () => {
    renderAt(`/account/activate?token=${TOKEN}`, <ActivatePage />, {
      'POST /api/v1/customer/activate': { body: { data: { activated: true, email: 'a@b.fr' } } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(api.calls.map((c) => [c.path, c.body])).toEqual([['/api/v1/customer/activate', { token: TOKEN }]]);
  });

  it('says when the link is used or expired and offers a new activation e-mail', async () => {
    const user = userEvent.setup();
    const { container } = renderAt(`/account/activate?token=${TOKEN}`, <ActivatePage />, {
      'POST /api/v1/customer/activate': apiError(400, 'ACCOUNT_TOKEN_INVALID'),
      'POST /api/v1/user/activation/resend': [{ body: { data: { sent: true } } }, apiError(429, 'RATE_LIMITED')],
    });
    expect(await screen.findByText(t('account_activation_invalid'))).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Recevoir un nouvel e-mail d’activation' });
    expect(await axe(container)).toHaveNoViolations();
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'Jeanne@Exemple.fr');
    await user.click(screen.getByRole('button', { name: t('account_activation_resend_submit') }));
    expect(await screen.findByText(onScreen(t('account_activation_resent')))).toBeInTheDocument();
    expect(form).toBeInTheDocument();
    expect(api.calls.map((c) => [c.path, c.body]).at(-1)).toEqual([
      '/api/v1/user/activation/resend',
      { username: 'jeanne@exemple.fr' },
    ]);
    // Not the password-reset e-mail any more.
    expect(api.calls.some((c) => c.path.endsWith('/user/rewind'))).toBe(false);
    expect(toasts.toasts).toEqual([]);
    await user.click(screen.getByRole('button', { name: t('account_activation_resend_submit') }));
    expect(await screen.findByText(t('account_rate_limited'))).toBeInTheDocument();
  });

  it('does not call the API without a token', async () => {
    renderAt('/account/activate', <ActivatePage />, {});
    expect(await screen.findByText(t('account_activation_invalid'))).toBeInTheDocument();
    expect(api.calls).toHaveLength(0);
  });
});

describe('ForgotPasswordPage', () => {
  it('answers the same for any address and tells RATE_LIMITED', async () => {
    const user = userEvent.setup();
    renderAt('/mot-de-passe-oublie', <ForgotPasswordPage />, {
      'POST /api/v1/user/rewind': [{ body: { data: { sent: true } } }, apiError(429, 'RATE_LIMITED')],
    });
    await user.click(screen.getByRole('button', { name: t('account_rewind_submit') }));
    expect(await screen.findByText(t('field_required'))).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Adresse e-mail/), 'inconnu@exemple.fr');
    await user.click(screen.getByRole('button', { name: t('account_rewind_submit') }));
    expect(await screen.findByText(t('account_rewind_sent'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t('account_rewind_submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('account_rate_limited'));
  });
});

describe('PasswordResetPage', () => {
  it('checks the SPEC 5 rules on blur, then changes the password and sends the shopper to log in', async () => {
    const user = userEvent.setup();
    renderAt(`/changement-mot-de-passe?token=${TOKEN}`, <PasswordResetPage />, {
      'POST /api/v1/user/change-password': { body: { data: { token: 'new-jwt' } } },
    });
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'court');
    await user.tab();
    expect(await screen.findByText(onScreen(t('valid_password')))).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Nouveau mot de passe/));
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'Terrasse-2026!');
    await user.type(screen.getByLabelText(/^Confirmation/), 'Terrasse-2027!');
    await user.tab();
    expect(await screen.findByText(t('passwords_not_matching'))).toBeInTheDocument();
    await user.clear(screen.getByLabelText(/^Confirmation/));
    await user.type(screen.getByLabelText(/^Confirmation/), 'Terrasse-2026!');
    await user.click(screen.getByRole('button', { name: t('account_reset_submit') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(api.calls[0]?.body).toEqual({
      token: TOKEN,
      password: 'Terrasse-2026!',
      password_confirmation: 'Terrasse-2026!',
    });
  });

  it('says when the link is used or expired', async () => {
    const user = userEvent.setup();
    renderAt(`/changement-mot-de-passe?token=${TOKEN}`, <PasswordResetPage />, {
      'POST /api/v1/user/change-password': apiError(400, 'ACCOUNT_TOKEN_INVALID'),
    });
    await user.type(screen.getByLabelText(/^Nouveau mot de passe/), 'Terrasse-2026!');
    await user.type(screen.getByLabelText(/^Confirmation/), 'Terrasse-2026!');
    await user.click(screen.getByRole('button', { name: t('account_reset_submit') }));
    expect(await screen.findByText(t('account_reset_invalid'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Recevoir un nouveau lien' })).toHaveAttribute(
      'href',
      '/mot-de-passe-oublie',
    );
  });
});

describe('LoginPage notices', () => {
  it.each([
    ['compte-active', 'account_activated'],
    ['mot-de-passe-modifie', 'account_password_reset_done'],
    ['session-expiree', 'account_session_ended'],
  ] as const)('?info=%s says %s', (info, key) => {
    api = fakeApi({});
    const params = new URLSearchParams({ info });
    renderPage(<LoginPage />, { route: `/connexion?${params}` });
    expect(screen.getByText(t(key))).toBeInTheDocument();
  });

  it('?info=deconnecte (« Se déconnecter » without JavaScript, the shell ended the session) says so', () => {
    api = fakeApi({});
    renderPage(<LoginPage />, { route: `/connexion?info=${LOGGED_OUT_INFO}` });
    expect(screen.getByText('Vous avez bien été déconnecté. À bientôt.')).toBeInTheDocument();
  });
});
