import { apiError, fakeApi, recordToasts, renderPage } from '@arbora/shared/testing';
import { t } from '@arbora/shared/messages/account';
import { clearSession } from '@arbora/shared/store';
import { act, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import SignupPage, { pageHead } from './signup-page';

/** A text as getByText compares it: the page's no-break spaces read as spaces. */
const onScreen = (text: string) => text.replace(/\u00a0/g, ' ');

expect.extend(toHaveNoViolations);
// Data arrives after a skeleton: give findBy* room on a loaded machine.
configure({ asyncUtilTimeout: 5_000 });

const VALID_SIRET = '46197306700014';
const FUNCTIONS = [
  { technical_name: 'paysagiste', name: 'Paysagiste' },
  { technical_name: 'menuisier', name: 'Menuisier' },
];

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

function renderSignup(routes: Parameters<typeof fakeApi>[0] = {}) {
  api = fakeApi({
    'GET /api/v1/customer/functions': { body: { data: FUNCTIONS } },
    'POST /api/v1/customer/check-siret': {
      body: {
        data: {
          siret: VALID_SIRET,
          company: { name: 'Paysages Martin', address: '1 rue X', postcode: '44000', city: 'Nantes' },
        },
      },
    },
    'POST /api/v1/customer': ({ body }) => ({
      status: 201,
      body: { data: { email: (body as { email: string }).email, activation_required: true } },
    }),
    ...routes,
  });
  return renderPage(<SignupPage />, { route: '/inscription' });
}

async function settle() {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/** Testing Library collapses white space (U+00A0 included) in the text it reads. */
const flat = (text: string) => text.replace(/\s+/g, ' ');
const field = (name: RegExp | string) => screen.getByLabelText(name);
const signupCalls = () => api.calls.filter((c) => c.method === 'POST' && c.path === '/api/v1/customer');

async function fillPrivate(user: ReturnType<typeof userEvent.setup>, email = 'Jeanne.Test@Exemple.fr') {
  await user.type(field(/^Prénom/), 'Jeanne');
  await user.type(field(/^Nom/), 'Test');
  await user.type(field(/^Adresse e-mail/), email);
  await user.type(field(/^Mot de passe/), 'Terrasse-2026!');
  await user.type(field(/^Confirmation du mot de passe/), 'Terrasse-2026!');
  await user.click(field(/J’accepte les conditions/));
}

describe('SignupPage', () => {
  it('is noindex and accessible, newsletter unticked by default', async () => {
    const { container } = renderSignup();
    expect(pageHead([], {}, {} as never)).toMatchObject({ noindex: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Créer un compte' })).toBeInTheDocument();
    expect(field(/offres et nouveautés/)).not.toBeChecked();
    expect(field(/J’accepte les conditions/)).not.toBeChecked();
    expect(field('Un particulier')).toBeChecked();
    // A professional's fields are in the page (for a browser without scripts) but not laid out.
    expect(field(/Numéro SIRET/)).not.toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('says what the data is used for where it is collected (GDPR), with a link to the privacy policy', () => {
    renderSignup();
    const policy = screen.getByRole('link', { name: 'politique de confidentialité' });
    expect(policy).toHaveAttribute('href', '/politique-de-confidentialite');
    expect(policy.closest('p')?.textContent).toMatch(/servent à gérer votre compte et vos commandes.+jamais cédées/);
  });

  it('shows the SPEC 5 messages on blur: weak password, mismatched confirmation, bad phone', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.type(field(/^Mot de passe/), 'abcdefgh');
    expect(screen.getByText(flat(t('account_password_strength_weak')))).toBeInTheDocument();
    await settle();
    expect(screen.queryByText(onScreen(t('valid_password')))).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(onScreen(t('valid_password')))).toBeInTheDocument();

    await user.clear(field(/^Mot de passe/));
    await user.type(field(/^Mot de passe/), 'Terrasse-2026!');
    expect(screen.getByText(flat(t('account_password_strength_strong')))).toBeInTheDocument();
    await user.type(field(/^Confirmation/), 'Terrasse-2025!');
    await user.tab();
    expect(await screen.findByText(t('passwords_not_matching'))).toBeInTheDocument();

    await user.type(field(/^Téléphone/), '12345');
    await user.tab();
    expect(await screen.findByText(t('valid_phone_number'))).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('signs a private customer up and says the activation e-mail left, whatever the address', async () => {
    const user = userEvent.setup();
    renderSignup();
    await fillPrivate(user);
    await user.click(screen.getByRole('button', { name: t('account_signup_submit') }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Vérifiez votre boîte e-mail' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('jeanne.test@exemple.fr');
    expect(signupCalls()[0]?.body).toEqual({
      email: 'jeanne.test@exemple.fr',
      password: 'Terrasse-2026!',
      password_confirmation: 'Terrasse-2026!',
      civility: null,
      firstname: 'Jeanne',
      lastname: 'Test',
      phone: '',
      is_pro: false,
      company_name: '',
      siret: '',
      function: '',
      newsletter: false,
      terms: true,
    });
    expect(signupCalls()[0]?.headers.Authorization).toBeUndefined();
  });

  it('refuses to send without the terms and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.click(screen.getByRole('button', { name: t('account_signup_submit') }));
    expect((await screen.findAllByText(t('field_required'))).length).toBeGreaterThanOrEqual(3);
    expect(signupCalls()).toHaveLength(0);
  });

  it('checks a professional SIRET with Luhn on blur, then with the registry, and lists the trades', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.click(field('Un professionnel'));
    const siret = await screen.findByLabelText(/Numéro SIRET/);
    await user.type(siret, '46197306700015');
    await user.tab();
    expect(await screen.findByText(onScreen(t('valid_siret')))).toBeInTheDocument();
    expect(api.calls.some((c) => c.path === '/api/v1/customer/check-siret')).toBe(false);

    await user.clear(siret);
    await user.type(siret, '461 973 067 00014');
    await user.tab();
    expect(await screen.findByText(/Entreprise reconnue.*Paysages Martin, Nantes/)).toBeInTheDocument();
    expect(api.calls.find((c) => c.path === '/api/v1/customer/check-siret')?.body).toEqual({ siret: VALID_SIRET });
    expect(await screen.findByRole('option', { name: 'Paysagiste' })).toBeInTheDocument();

    // The registry's name filled the empty « Raison sociale ».
    expect(field(/^Raison sociale/)).toHaveValue('Paysages Martin');
    await user.selectOptions(field(/^Votre activité/), 'paysagiste');
    await fillPrivate(user);
    await user.click(screen.getByRole('button', { name: t('account_signup_submit') }));
    await screen.findByRole('heading', { level: 1, name: 'Vérifiez votre boîte e-mail' });
    expect(signupCalls()[0]?.body).toMatchObject({
      is_pro: true,
      company_name: 'Paysages Martin',
      siret: VALID_SIRET,
      function: 'paysagiste',
    });
  });

  it('keeps the « Raison sociale » the shopper typed when the registry names another', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.click(field('Un professionnel'));
    await user.type(await screen.findByLabelText(/^Raison sociale/), 'Martin Paysages SARL');
    await user.type(screen.getByLabelText(/Numéro SIRET/), VALID_SIRET);
    await user.tab();
    expect(await screen.findByText(/Entreprise reconnue.*Paysages Martin, Nantes/)).toBeInTheDocument();
    expect(field(/^Raison sociale/)).toHaveValue('Martin Paysages SARL');
  });

  it('says when the registry does not know the SIRET', async () => {
    const user = userEvent.setup();
    renderSignup({ 'POST /api/v1/customer/check-siret': apiError(400, 'SIRET_UNKNOWN') });
    await user.click(field('Un professionnel'));
    await user.type(await screen.findByLabelText(/Numéro SIRET/), VALID_SIRET);
    await user.tab();
    expect(await screen.findByText(t('account_siret_unknown'))).toBeInTheDocument();
  });

  it('says a professional account awaits verification when the registry did not confirm its SIRET', async () => {
    const user = userEvent.setup();
    renderSignup({
      'POST /api/v1/customer/check-siret': apiError(400, 'SIRET_UNKNOWN'),
      'POST /api/v1/customer': ({ body }) => ({
        status: 201,
        body: {
          data: { email: (body as { email: string }).email, activation_required: true, siret_status: 'pending' },
        },
      }),
    });
    await user.click(field('Un professionnel'));
    await user.type(await screen.findByLabelText(/Numéro SIRET/), '73282932000074');
    await user.type(field(/^Raison sociale/), 'Arbora SAS');
    await fillPrivate(user);
    await user.click(screen.getByRole('button', { name: t('account_signup_submit') }));
    await screen.findByRole('heading', { level: 1, name: 'Vérifiez votre boîte e-mail' });
    expect(screen.getByText(/Votre compte professionnel est en attente de vérification/)).toBeInTheDocument();
  });

  it('tells RATE_LIMITED in the form', async () => {
    const user = userEvent.setup();
    renderSignup({ 'POST /api/v1/customer': apiError(429, 'RATE_LIMITED') });
    await fillPrivate(user);
    await user.click(screen.getByRole('button', { name: t('account_signup_submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('account_rate_limited'));
    expect(toasts.toasts).toEqual([]);
  });
});
