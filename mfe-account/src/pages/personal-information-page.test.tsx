import { apiError, fakeApi, renderPage } from '@arbora/shared/testing';
import { t } from '@arbora/shared/messages/account';
import { clearSession, sessionStore } from '@arbora/shared/store';
import { act, configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { addressFixture, customerFixture } from '../testing/fixtures';
import PersonalInformationPage from './personal-information-page';

expect.extend(toHaveNoViolations);
// Data arrives after a skeleton: give findBy* room on a loaded machine.
configure({ asyncUtilTimeout: 5_000 });

const home = addressFixture();
const office = addressFixture({ id: 12, label: 'Bureau', is_delivery_default: false, is_invoice_default: false });
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  clearSession();
  act(() => sessionStore.setState({ loggedIn: true, customer: customerFixture() }));
});
afterEach(() => api.restore());

function renderInfo(routes: Parameters<typeof fakeApi>[0] = {}) {
  api = fakeApi({
    'GET /api/v1/me': { body: { data: customerFixture({ addresses: [home, office] }) } },
    ...routes,
  });
  return renderPage(<PersonalInformationPage />, { route: '/mes-informations-personnelles' });
}

describe('PersonalInformationPage', () => {
  it('edits the personal information and refreshes the session’s customer', async () => {
    const user = userEvent.setup();
    const { container } = renderInfo({
      'POST /api/v1/customer/update': ({ body }) => ({
        body: { data: customerFixture({ ...(body as object), addresses: [home, office] }) },
      }),
    });
    const form = await screen.findByRole('form', { name: 'Informations personnelles' });
    expect(await axe(container)).toHaveNoViolations();
    const firstname = within(form).getByLabelText(/^Prénom/);
    await user.clear(firstname);
    await user.tab();
    expect(await within(form).findByText(t('field_required'))).toBeInTheDocument();
    await user.type(firstname, 'Camilla');
    await user.click(within(form).getByRole('button', { name: t('account_save') }));
    expect(await within(form).findByText(t('account_info_saved'))).toBeInTheDocument();
    const update = api.calls.find((c) => c.path === '/api/v1/customer/update');
    expect(update?.body).toEqual({
      civility: 'Mme',
      firstname: 'Camilla',
      lastname: 'Durand',
      phone: '0612345678',
      newsletter: false,
    });
    expect(api.calls.filter((c) => c.path === '/api/v1/me').length).toBeGreaterThanOrEqual(2);
  });

  it('changes the password with the current one and keeps the session (the proxy keeps the new token in the cookie)', async () => {
    const user = userEvent.setup();
    renderInfo({
      'POST /api/v1/user/change-password': [apiError(400, 'USER_NOT_AUTHORIZED'), { body: { data: {} } }],
    });
    const form = screen.getByRole('form', { name: 'Changer de mot de passe' });
    await user.type(within(form).getByLabelText(/^Mot de passe actuel/), 'faux');
    await user.type(within(form).getByLabelText(/^Nouveau mot de passe/), 'Terrasse-2026!');
    await user.type(within(form).getByLabelText(/^Confirmation/), 'Terrasse-2026!');
    await user.click(within(form).getByRole('button'));
    expect(await within(form).findByRole('alert')).toHaveTextContent(t('account_current_password_wrong'));
    expect(sessionStore.getState().loggedIn).toBe(true);
    await user.click(within(form).getByRole('button'));
    expect(await within(form).findByText(t('account_password_changed'))).toBeInTheDocument();
    expect(sessionStore.getState().loggedIn).toBe(true);
  });

  it('adds an address with the default flags', async () => {
    const user = userEvent.setup();
    const added = addressFixture({ id: 13, label: 'Chalet', is_delivery_default: true, is_invoice_default: false });
    renderInfo({
      'POST /api/v1/customer/7/address': {
        body: {
          data: { address: added, addresses: [{ ...home, is_delivery_default: false }, office, added] },
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: t('account_add_address') }));
    const form = screen.getByRole('form', { name: 'Nouvelle adresse' });
    const label = within(form).getByLabelText(/^Nom de l’adresse/);
    // The hint's colon held to its word.
    const hint = document.getElementById(label.getAttribute('aria-describedby')?.split(' ')[0] ?? '');
    expect(hint?.textContent).toBe('Par exemple\u00a0: Maison, Bureau');
    await user.type(label, 'Chalet');
    await user.type(within(form).getByLabelText(/^Prénom/), 'Camille');
    await user.type(within(form).getByLabelText(/^Nom\*?$/), 'Durand');
    await user.type(within(form).getByLabelText(/^Adresse\*?$/), '1 route du Lac');
    await user.type(within(form).getByLabelText(/^Code postal/), '7400');
    await user.tab();
    expect(await within(form).findByText(/code postal à 5 chiffres/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText(/^Code postal/), '0');
    await user.type(within(form).getByLabelText(/^Ville/), 'Annecy');
    await user.type(within(form).getByLabelText(/^Téléphone/), '0450000000');
    await user.click(within(form).getByLabelText('Adresse de livraison par défaut'));
    await user.click(within(form).getByRole('button', { name: t('account_save') }));
    expect(await screen.findByText(t('account_address_saved'))).toBeInTheDocument();
    const post = api.calls.find((c) => c.method === 'POST' && c.path === '/api/v1/customer/7/address');
    expect(post?.body).toMatchObject({ label: 'Chalet', postcode: '74000', is_delivery_default: true });
    const list = screen.getByRole('list', { name: 'Mes adresses' });
    expect(within(list).getAllByText('Livraison par défaut')).toHaveLength(1);
    expect(within(list).getByRole('heading', { name: 'Chalet' })).toBeInTheDocument();
  });

  it('moves the default invoice flag to another address in place (PUT, the address in the query)', async () => {
    const user = userEvent.setup();
    const moved = { ...office, is_invoice_default: true };
    const homeAfter = { ...home, is_invoice_default: false };
    renderInfo({
      'PUT /api/v1/customer/7/address/12': { body: { data: { address: moved, addresses: [homeAfter, moved] } } },
    });
    const card = (await screen.findByRole('heading', { name: 'Bureau' })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: 'Facturer ici par défaut' }));
    expect(await screen.findByText(t('account_address_saved'))).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /api/v1/customer/7/address/12',
    ]);
    const put = api.calls.find((c) => c.method === 'PUT')!;
    // SPEC 7: only POST sends a body; the address rides in the query.
    expect(put.body).toBeUndefined();
    expect(Object.fromEntries(put.url.searchParams)).toMatchObject({
      label: 'Bureau',
      street: '3 quai de la Fosse',
      is_delivery_default: 'false',
      is_invoice_default: 'true',
    });
    const list = screen.getByRole('list', { name: 'Mes adresses' });
    const bureau = within(list).getByRole('heading', { name: 'Bureau' }).closest('li')!;
    expect(within(bureau).getByText('Facturation par défaut')).toBeInTheDocument();
    const maison = within(list).getByRole('heading', { name: 'Maison' }).closest('li')!;
    expect(within(maison).queryByText('Facturation par défaut')).not.toBeInTheDocument();
    expect(within(maison).getByText('Livraison par défaut')).toBeInTheDocument();
  });

  it('edits an address in place: one PUT with the edited fields, never an add and a delete', async () => {
    const user = userEvent.setup();
    const edited = { ...office, street: '10 rue Kervégan' };
    renderInfo({
      'PUT /api/v1/customer/7/address/12': { body: { data: { address: edited, addresses: [home, edited] } } },
    });
    const card = (await screen.findByRole('heading', { name: 'Bureau' })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: t('account_edit') }));
    const form = await screen.findByRole('form', { name: 'Modifier l’adresse Bureau' });
    const street = within(form).getByLabelText(/^Adresse\*?$/);
    await user.clear(street);
    await user.type(street, '10 rue Kervégan');
    await user.click(within(form).getByRole('button', { name: t('account_save') }));
    expect(await screen.findByText(t('account_address_saved'))).toBeInTheDocument();
    expect(api.calls.filter((c) => c.method !== 'GET').map((c) => `${c.method} ${c.path}`)).toEqual([
      'PUT /api/v1/customer/7/address/12',
    ]);
    expect(api.calls.at(-1)?.url.searchParams.get('street')).toBe('10 rue Kervégan');
    expect(screen.getByText('10 rue Kervégan', { exact: false })).toBeInTheDocument();
  });

  it('says under each phone field what it accepts, as the signup form does', async () => {
    const user = userEvent.setup();
    renderInfo();
    const info = await screen.findByRole('form', { name: 'Informations personnelles' });
    expect(within(info).getByLabelText(/^Téléphone/)).toHaveAccessibleDescription('Facultatif. Commence par 0 ou +33.');
    await user.click(screen.getByRole('button', { name: t('account_add_address') }));
    const address = await screen.findByRole('form', { name: 'Nouvelle adresse' });
    expect(within(address).getByLabelText(/^Téléphone/)).toHaveAccessibleDescription('Commence par 0 ou +33.');
  });

  it('deletes an address only after confirmation', async () => {
    const user = userEvent.setup();
    renderInfo({
      'DELETE /api/v1/customer/7/address/12': { body: { data: { address: null, addresses: [home] } } },
    });
    const card = (await screen.findByRole('heading', { name: 'Bureau' })).closest('li')!;
    await user.click(within(card).getByRole('button', { name: t('account_delete') }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent(/Supprimer l’adresse Bureau/);
    await user.click(within(dialog).getByRole('button', { name: t('account_cancel') }));
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(card).getByRole('button', { name: t('account_delete') }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: t('account_delete') }));
    expect(await screen.findByText(t('account_address_deleted'))).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Bureau' })).not.toBeInTheDocument();
  });
});
