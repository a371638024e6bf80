import { t } from '@arbora/shared/messages/forms';
import { clearSession, sessionStore } from '@arbora/shared/store';
import { apiError, fakeApi, renderPage } from '@arbora/shared/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { Route, Routes } from 'react-router';
import { pageContext } from '@arbora/shared/platform';
import FormPage, { pageHead } from './form-page';

expect.extend(toHaveNoViolations);

let api: ReturnType<typeof fakeApi>;
const SENT = { body: { data: { sent: true, confirmation_route: '/form/confirmation' } } };
beforeEach(() => clearSession());
afterEach(() => api?.restore());
/** The form's POSTs (the page also reads the customer service's settings). */
const sends = () => api.calls.filter((c) => c.method === 'POST');

/** The page at `route`, and a stand-in confirmation route to land on. */
function renderForm(route: string, params: Record<string, string> = {}) {
  return renderPage(
    <Routes>
      <Route path="*" element={<FormPage />} />
      <Route path="/form/confirmation" element={<p>Page de confirmation</p>} />
      <Route path="/devis/confirmation" element={<p>Page de confirmation</p>} />
    </Routes>,
    { route, params },
  );
}

async function fillContact(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByLabelText(/^Sujet/), 'produit');
  await user.type(screen.getByLabelText(/^Votre message/), 'Quelle garantie pour les lames ?');
  await user.type(screen.getByLabelText(/^Prénom/), 'Léa');
  await user.type(screen.getByLabelText(/^Nom/), 'Martin');
  await user.type(screen.getByLabelText(/^Adresse e-mail/), 'lea.martin@exemple.fr');
  await user.type(screen.getByLabelText(/^Code postal/), '44000');
  await user.click(screen.getByLabelText(/^J’accepte qu’Arbora/));
}

describe('FormPage: the form engine on the contact form', () => {
  it('validates on blur with the French messages, not while typing', async () => {
    api = fakeApi({});
    const user = userEvent.setup();
    renderForm('/contactez-nous');
    const email = screen.getByLabelText(/^Adresse e-mail/);
    await user.type(email, 'lea@');
    expect(screen.queryByText(t('valid_email'))).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(t('valid_email'))).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Téléphone/), '12345');
    await user.tab();
    expect(await screen.findByText(t('valid_phone_number'))).toBeInTheDocument();
    // Leaving the postcode empty (the tab above landed there) says it is required, as any field.
    await user.click(screen.getByLabelText(/^Prénom/));
    expect(await screen.findByLabelText(/^Code postal/)).toHaveAccessibleDescription(
      expect.stringContaining(t('field_required')),
    );
    await user.tab();
    await waitFor(() =>
      expect(screen.getByLabelText(/^Prénom/)).toHaveAccessibleDescription(
        expect.stringContaining(t('field_required')),
      ),
    );
  });

  it('on a refused submit, focuses a summary whose links lead to the fields', async () => {
    api = fakeApi({});
    const user = userEvent.setup();
    const { container } = renderForm('/contactez-nous');
    await user.click(screen.getByRole('button', { name: 'Envoyer mon message' }));
    const summary = await screen.findByRole('group', { name: /Le formulaire contient des erreurs/ });
    await waitFor(() => expect(summary).toHaveFocus());
    const links = within(summary).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(
      expect.arrayContaining([`Sujet\u00a0: ${t('field_required')}`, `Adresse e-mail\u00a0: ${t('field_required')}`]),
    );
    await user.click(within(summary).getByRole('link', { name: /^Sujet/ }));
    expect(screen.getByLabelText(/^Sujet/)).toHaveFocus();
    // Fixing a field does not reshape the summary (the submit button must not move under a click)
    await user.type(screen.getByLabelText(/^Adresse e-mail/), 'lea@exemple.fr');
    await user.tab();
    await waitFor(() => expect(screen.getByLabelText(/^Adresse e-mail/)).not.toHaveAttribute('aria-invalid'));
    expect(within(summary).getAllByRole('link')).toHaveLength(links.length);
    expect(sends()).toHaveLength(0);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('sends once however many clicks, then goes to the confirmation', async () => {
    let release: () => void = () => undefined;
    api = fakeApi({ 'POST /api/v1/forms/send': () => new Promise((resolve) => (release = () => resolve(SENT))) });
    const user = userEvent.setup();
    renderForm('/contactez-nous');
    await fillContact(user);
    const button = screen.getByRole('button', { name: 'Envoyer mon message' });
    await user.click(button);
    await user.click(button);
    await user.dblClick(button);
    await waitFor(() => expect(sends()).toHaveLength(1));
    act(() => release());
    expect(await screen.findByText('Page de confirmation')).toBeInTheDocument();
    expect(sends()).toHaveLength(1);
    expect(sends()[0]?.body).toMatchObject({
      form: 'contact',
      data: { subject: 'produit', email: 'lea.martin@exemple.fr', consent: true, website: '' },
    });
  });

  it.each([
    [apiError(429, 'RATE_LIMITED'), 'form_rate_limited'],
    [
      apiError(400, 'VALIDATION_ERROR', { issues: [{ field: 'data.email', message: 'valid_email' }] }),
      'form_fields_refused',
    ],
    [apiError(503, 'SERVICE_UNAVAILABLE'), 'form_api_unavailable'],
  ] as const)('shows a server refusal in the page and keeps what was typed (%#)', async (answer, key) => {
    api = fakeApi({ 'POST /api/v1/forms/send': answer });
    const user = userEvent.setup();
    renderForm('/contactez-nous');
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer mon message' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(t(key));
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByLabelText(/^Prénom/)).toHaveValue('Léa');
    expect(screen.getByLabelText(/^Votre message/)).toHaveValue('Quelle garantie pour les lames ?');
    if (key === 'form_fields_refused')
      expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveAccessibleDescription(
        /Veuillez saisir une adresse e-mail valide/,
      );
  });

  it('an API out of reach keeps the form and says so', async () => {
    api = fakeApi({ 'POST /api/v1/forms/send': () => Promise.reject(new TypeError('Failed to fetch')) });
    const user = userEvent.setup();
    renderForm('/contactez-nous');
    await fillContact(user);
    await user.click(screen.getByRole('button', { name: 'Envoyer mon message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(t('form_api_unavailable'));
    expect(screen.getByLabelText(/^Nom/)).toHaveValue('Martin');
  });

  it('hides the honeypot from people and assistive technologies, and explains the use of the data', () => {
    api = fakeApi({});
    renderForm('/contactez-nous');
    const trap = screen.getByTestId('honeypot');
    expect(trap).toHaveAttribute('aria-hidden', 'true');
    expect(within(trap).getByRole('textbox', { hidden: true })).toHaveAttribute('tabindex', '-1');
    expect(screen.queryByRole('textbox', { name: /ne pas remplir/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute(
      'href',
      '/politique-de-confidentialite',
    );
    expect(screen.getByLabelText(/^J’accepte qu’Arbora/)).toBeRequired();
  });

  it('fills in a logged-in customer', async () => {
    api = fakeApi({});
    act(() =>
      sessionStore.setState({
        loggedIn: true,
        isPro: true,
        customer: {
          id: 1,
          firstname: 'Camille',
          lastname: 'Durand',
          email: 'camille@exemple.fr',
          phone: '0612345678',
          company_name: 'Paysages Durand',
          siret: '73282932000074',
          addresses: [{ street: '3 rue des Lilas', postcode: '44000', city: 'Nantes', is_delivery_default: true }],
        } as never,
      }),
    );
    api = fakeApi({
      'GET /api/v1/page': { body: { data: { items: [], pagination: { page: 1, perPage: 100, total: 0, pages: 0 } } } },
    });
    renderForm('/prenez-rendez-vous-pro');
    expect(await screen.findByLabelText(/^Prénom/)).toHaveValue('Camille');
    expect(screen.getByLabelText(/^Adresse e-mail/)).toHaveValue('camille@exemple.fr');
    expect(screen.getByLabelText(/^Raison sociale/)).toHaveValue('Paysages Durand');
    expect(screen.getByLabelText(/^SIRET/)).toHaveValue('73282932000074');
    expect(screen.getByLabelText(/^Code postal/)).toHaveValue('44000');
  });
});

describe('pageHead of the forms area: its title and the BreadcrumbList of its trail', () => {
  const items = (path: string, params: Record<string, string> = {}) =>
    (pageHead([], params, pageContext(path, '', false))?.jsonLd?.[0] as { itemListElement: unknown[] }).itemListElement;

  it('gives a hub the home page and itself', () => {
    expect(pageHead([], {}, pageContext('/devis', '', false))?.title).toBe('Demander un devis gratuit');
    expect(items('/devis')).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: '/' },
      { '@type': 'ListItem', position: 2, name: 'Demander un devis gratuit', item: '/devis' },
    ]);
  });

  it('puts a quote under its hub, and a stand-alone form under the home page', () => {
    expect(items('/devis/devis-terrasse', { kind: 'devis-terrasse' })).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: '/' },
      { '@type': 'ListItem', position: 2, name: 'Devis', item: '/devis' },
      { '@type': 'ListItem', position: 3, name: 'Devis terrasse composite', item: '/devis/devis-terrasse' },
    ]);
    expect(items('/contactez-nous')).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Accueil', item: '/' },
      { '@type': 'ListItem', position: 2, name: 'Contactez-nous', item: '/contactez-nous' },
    ]);
  });
});
