import { t } from '@arbora/shared/messages/account';
import type { FormActionState } from '@arbora/shared/platform';
import { waitFor, within } from '@testing-library/react';
import { addressFixture, customerFixture } from '../testing/fixtures';
import { sessionPageTest } from '../testing/session-page';
import * as PersonalInformationPage from './personal-information-page';

// Issue 36: the address book of /mes-informations-personnelles works without JavaScript, for the
// session cookie. The page's HTML as the shell server sends it: its links open a form, its forms
// post to the page (address-actions.ts), and the page it comes back to says what became of them.

const PAGE = '/mes-informations-personnelles';
const BOOK = `${PAGE}#account-addresses`;
const home = addressFixture();
const office = addressFixture({ id: 12, label: 'Bureau', is_delivery_default: false, is_invoice_default: false });
const customer = customerFixture({ addresses: [home, office] });
const session = sessionPageTest(PersonalInformationPage, { customer });

const book = (root: HTMLElement) =>
  within(root).getByRole('heading', { name: 'Mes adresses' }).closest('section') as HTMLElement;
const card = (root: HTMLElement, name: string) =>
  within(book(root)).getByRole('heading', { name }).closest('li') as HTMLElement;
const render = (route: string, formState?: FormActionState) => session.render(route, { formState });

/** The form a button submits, and what it sends: its method, where, and its fields with the button's. */
function submission(button: HTMLElement) {
  const form = (button as HTMLButtonElement).form!;
  const fields = Object.fromEntries(
    [...form.querySelectorAll('input')].map((input) => [input.name, input.getAttribute('value') ?? input.value]),
  );
  const pressed = button.getAttribute('name');
  if (pressed) fields[pressed] = button.getAttribute('value') ?? '';
  return { method: form.getAttribute('method'), action: form.getAttribute('action'), fields };
}

describe('the address book without JavaScript', () => {
  it('opens the forms through the page (GET), and moves a default flag with a post of its own', async () => {
    const page = await render(PAGE);
    const office = card(page.server, 'Bureau');
    expect(submission(within(office).getByRole('button', { name: t('account_edit') }))).toEqual({
      method: 'get',
      action: BOOK,
      fields: { adresse: '12' },
    });
    expect(submission(within(office).getByRole('button', { name: t('account_delete') }))).toEqual({
      method: 'get',
      action: BOOK,
      fields: { supprimer: '12' },
    });
    expect(submission(within(office).getByRole('button', { name: 'Livrer ici par défaut' }))).toMatchObject({
      method: 'post',
      action: BOOK,
      fields: { _action: 'adresse-par-defaut', id: '12', defaut: 'livraison' },
    });
    expect(submission(within(office).getByRole('button', { name: 'Facturer ici par défaut' })).fields).toMatchObject({
      defaut: 'facturation',
    });
    expect(within(office).getByRole('button', { name: 'Livrer ici par défaut' }).closest('form')).toContainElement(
      office.querySelector('input[name="_csrf"]') as HTMLElement,
    );
    // The default address has no flag to move onto it.
    expect(within(card(page.server, 'Maison')).queryByRole('button', { name: /par défaut/ })).toBeNull();
    expect(submission(within(book(page.server)).getByRole('button', { name: t('account_add_address') }))).toEqual({
      method: 'get',
      action: BOOK,
      fields: { adresse: 'nouvelle' },
    });
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it('opens an empty form for a new address that posts to the page, and one filled for an edit', async () => {
    let page = await render(`${PAGE}?adresse=nouvelle`);
    let form = within(book(page.server)).getByRole('form', { name: 'Nouvelle adresse' });
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', BOOK);
    expect(form.querySelector('input[name="_csrf"]')).not.toBeNull();
    expect(form.querySelector('input[name="_action"]')).toHaveValue('adresse');
    expect(form.querySelector('input[name="id"]')).toBeNull();
    expect(within(form).getByRole('textbox', { name: /^Adresse/ })).toHaveValue('');
    expect(within(form).getByRole('link', { name: t('account_cancel') })).toHaveAttribute('href', BOOK);
    page.unmount();

    page = await render(`${PAGE}?adresse=12`);
    form = within(book(page.server)).getByRole('form', { name: 'Modifier l’adresse Bureau' });
    expect(form.querySelector('input[name="id"]')).toHaveValue('12');
    expect(within(form).getByRole('textbox', { name: /^Adresse/ })).toHaveValue('3 quai de la Fosse');
    expect(within(form).getByRole('combobox', { name: /Civilité/ })).toHaveValue('Mme');
    expect(within(form).getByRole('checkbox', { name: 'Adresse de livraison par défaut' })).not.toBeChecked();
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it('asks to confirm a deletion in the page, posting it with the address', async () => {
    const page = await render(`${PAGE}?supprimer=12`);
    const form = within(book(page.server)).getByRole('form', { name: 'Supprimer l’adresse' });
    expect(form.textContent).toContain(t('account_delete_address_confirm', { label: 'Bureau' }));
    expect(submission(within(form).getByRole('button', { name: t('account_delete') }))).toMatchObject({
      method: 'post',
      action: BOOK,
      fields: { _action: 'suppression-adresse', id: '12' },
    });
    expect(within(form).getByRole('link', { name: t('account_cancel') })).toHaveAttribute('href', BOOK);
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it.each([
    ['adresse', 'account_address_saved'],
    ['suppression-adresse', 'account_address_deleted'],
  ] as const)('says what was done on the page it comes back to (?enregistre=%s)', async (form, key) => {
    const page = await render(`${PAGE}?enregistre=${form}#account-addresses`);
    expect(within(book(page.server)).getByRole('status')).toHaveTextContent(t(key));
    expect(within(page.server).getByRole('form', { name: 'Informations personnelles' })).not.toHaveTextContent(t(key));
    // Hydrated: the address loses it (a reload, a shared link would say it again), the page still says it.
    await waitFor(() => expect(page.address()).toBe(PAGE));
    expect(within(book(page.container)).getByRole('status')).toHaveTextContent(t(key));
    page.unmount();
  });

  it('renders a refused address again, open, with what was typed and the French messages', async () => {
    const page = await render(PAGE, {
      values: { _action: 'adresse', id: '12', label: 'Bureau', street: '10 rue Kervégan', postcode: '440', city: '' },
      errors: { postcode: 'Veuillez saisir un code postal à 5 chiffres.', city: 'field_required' },
    });
    const form = within(book(page.server)).getByRole('form', { name: 'Modifier l’adresse Bureau' });
    expect(within(form).getByRole('textbox', { name: /^Adresse/ })).toHaveValue('10 rue Kervégan');
    expect(within(form).getByRole('textbox', { name: /^Code postal/ })).toHaveValue('440');
    expect(within(form).getByRole('textbox', { name: /^Ville/ })).toHaveValue('');
    expect(form).toHaveTextContent('Veuillez saisir un code postal à 5 chiffres.');
    expect(form).toHaveTextContent(t('field_required'));
    // Another form of the page is not the one refused.
    expect(within(page.server).getByRole('form', { name: 'Informations personnelles' })).not.toHaveTextContent(
      t('field_required'),
    );
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it('tells a refused default flag or deletion in French where it was asked', async () => {
    let page = await render(PAGE, {
      values: { _action: 'adresse-par-defaut', id: '12', defaut: 'livraison' },
      errors: {},
      message: 'account_rate_limited',
    });
    expect(within(book(page.server)).getByRole('alert')).toHaveTextContent(t('account_rate_limited'));
    expect(within(book(page.server)).getByRole('list', { name: 'Mes adresses' })).toHaveTextContent('Bureau');
    page.unmount();

    page = await render(PAGE, {
      values: { _action: 'suppression-adresse', id: '12' },
      errors: {},
      message: 'account_rate_limited',
    });
    const form = within(book(page.server)).getByRole('form', { name: 'Supprimer l’adresse' });
    expect(within(form).getByRole('alert')).toHaveTextContent(t('account_rate_limited'));
    page.unmount();
  });
});
