import { apiError, fakeApi, type FakeAnswer, recordToasts, renderPage } from '@arbora/shared/testing';
import { t } from '@arbora/shared/messages/account';
import { clearSession, sessionStore } from '@arbora/shared/store';
import { act, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { customerFixture, DEMO_EMAIL, DEMO_PASSWORD, loginResponseFixture } from '../../../testing/fixtures';
import { LoginForm } from './login-form';

expect.extend(toHaveNoViolations);

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

type LoginAnswer = FakeAnswer | (() => Promise<FakeAnswer>);
const accepted: FakeAnswer = { body: { data: loginResponseFixture() } };

/** `answers` are served in order, one per login call (the last one repeats). */
function renderForm(...answers: LoginAnswer[]) {
  let served = 0;
  api = fakeApi({
    'POST /api/v1/user/login': () => {
      const answer = answers[Math.min(served++, answers.length - 1)] ?? accepted;
      return typeof answer === 'function' ? answer() : answer;
    },
    'GET /api/v1/me': { body: { data: customerFixture() } },
  });
  renderPage(<LoginForm />, { route: '/connexion' });
  return {
    email: screen.getByLabelText(/Adresse e-mail/),
    password: screen.getByLabelText(/Mot de passe/),
    submit: screen.getByRole('button', { name: 'Se connecter' }),
  };
}

/** Lets react-hook-form's asynchronous validation settle, so an absent error is really absent. */
async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

const loginCalls = () => api.calls.filter((call) => call.url.pathname === '/api/v1/user/login');

describe('LoginForm', () => {
  it('has labelled fields the browser can fill (username, current-password)', () => {
    const { email, password } = renderForm();
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('autocomplete', 'username');
    expect(email).toBeRequired();
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toBeRequired();
  });

  it('validates on blur with the shared rules, not while typing', async () => {
    const user = userEvent.setup();
    const { email, password } = renderForm();
    await user.click(email);
    await user.tab();
    expect(await screen.findByText(t('field_required'))).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');

    await user.click(email);
    await user.type(email, 'camille@arbora');
    await settle();
    expect(screen.queryByText(t('valid_email'))).not.toBeInTheDocument();
    await user.click(password);
    expect(await screen.findByText(t('valid_email'))).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(expect.stringContaining(t('valid_email')));

    await user.tab();
    expect(await screen.findByText(t('field_required'))).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('sends nothing when submitted empty and marks both fields', async () => {
    const user = userEvent.setup();
    const { email, password, submit } = renderForm();
    await user.click(submit);
    expect(await screen.findAllByText(t('field_required'))).toHaveLength(2);
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveFocus();
    expect(api.calls).toHaveLength(0);
  });

  it('logs in through the shared store with the typed values, the password as typed', async () => {
    const user = userEvent.setup();
    const { email, password, submit } = renderForm();
    await user.type(email, `  ${DEMO_EMAIL} `);
    await user.type(password, ` ${DEMO_PASSWORD}`);
    await user.click(submit);

    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(loginCalls()).toHaveLength(1);
    expect(loginCalls()[0]?.body).toEqual({ username: DEMO_EMAIL, password: ` ${DEMO_PASSWORD}` });
    expect(loginCalls()[0]?.headers.Authorization).toBeUndefined();
    expect(sessionStore.getState().loggedIn).toBe(true);
    expect(sessionStore.getState().customer?.firstname).toBe('Camille');
    expect(toasts.toasts).toEqual([expect.objectContaining({ severity: 'success', message: 'login_success' })]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says the credentials are wrong in the form only (announced once, no toast), and stays logged out', async () => {
    const user = userEvent.setup();
    const { email, password, submit } = renderForm(apiError(401, 'USER_NOT_AUTHORIZED'), accepted);
    await user.type(email, DEMO_EMAIL);
    await user.type(password, 'Faux-mot-de-passe1');
    await user.click(submit);

    expect(await screen.findByRole('alert')).toHaveTextContent(t('incorrect_credentials'));
    expect(toasts.toasts).toEqual([]);
    expect(sessionStore.getState().loggedIn).toBe(false);
    expect(submit).not.toHaveAttribute('aria-disabled');

    // A successful new attempt removes the message.
    await user.clear(password);
    await user.type(password, DEMO_PASSWORD);
    await user.click(submit);
    await settle();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(sessionStore.getState().loggedIn).toBe(true);
  });

  it('tells too many attempts (RATE_LIMITED) in the form, once', async () => {
    const user = userEvent.setup();
    const { email, password, submit } = renderForm(apiError(429, 'RATE_LIMITED'));
    await user.type(email, DEMO_EMAIL);
    await user.type(password, DEMO_PASSWORD);
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(t('account_rate_limited'));
    expect(toasts.toasts).toEqual([]);
  });

  it('shows the default message when the server fails', async () => {
    const user = userEvent.setup();
    const { email, password, submit } = renderForm(apiError(500, 'INTERNAL_ERROR'));
    await user.type(email, DEMO_EMAIL);
    await user.type(password, DEMO_PASSWORD);
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent(t('default_form_error_message'));
    expect(toasts.toasts).toHaveLength(1);
  });

  it('is busy while the login is in flight and does not send it twice', async () => {
    const user = userEvent.setup();
    let answer: (value: FakeAnswer) => void = () => undefined;
    const { email, password, submit } = renderForm(() => new Promise((resolve) => (answer = resolve)));
    await user.type(email, DEMO_EMAIL);
    await user.type(password, DEMO_PASSWORD);
    await user.click(submit);
    await settle();

    expect(submit).toHaveAttribute('aria-disabled', 'true');
    expect(submit).toHaveAttribute('aria-busy', 'true');
    await user.click(submit);
    await user.type(password, '{Enter}');
    fireEvent.submit(screen.getByRole('form', { name: 'Connexion' }));
    await settle();
    expect(loginCalls()).toHaveLength(1);

    await act(async () => answer({ body: { data: loginResponseFixture() } }));
    await settle();
    expect(submit).not.toHaveAttribute('aria-disabled');
    expect(loginCalls()).toHaveLength(1);
  });

  it('has no axe violations, empty or with errors', async () => {
    const user = userEvent.setup();
    const { submit } = renderForm(apiError(401, 'USER_NOT_AUTHORIZED'));
    const form = screen.getByRole('form', { name: 'Connexion' });
    expect(await axe(form)).toHaveNoViolations();
    await user.click(submit);
    await screen.findAllByText(t('field_required'));
    expect(await axe(form)).toHaveNoViolations();
  });
});
