import { t } from '@arbora/shared/messages/account';
import { pageContext } from '@arbora/shared/platform';
import { waitFor, within } from '@testing-library/react';
import { customerFixture } from '../testing/fixtures';
import { sessionPageTest } from '../testing/session-page';
import * as PersonalInformationPage from './personal-information-page';

// Issue 36: the profile and password forms work without JavaScript, for the session cookie. The
// page's HTML as the shell server sends it after the page's action answered.

const PAGE = '/mes-informations-personnelles';
const customer = customerFixture();
const session = sessionPageTest(PersonalInformationPage, { customer });

const profileForm = (root: HTMLElement) => within(root).getByRole('form', { name: 'Informations personnelles' });
const passwordForm = (root: HTMLElement) => within(root).getByRole('form', { name: 'Changer de mot de passe' });

describe('the personal information page without JavaScript', () => {
  it('posts each form to the page with the visitor’s token and its own name', async () => {
    const page = await session.render(`${PAGE}?enregistre=informations`);
    for (const [form, name] of [
      [profileForm(page.server), 'informations'],
      [passwordForm(page.server), 'mot-de-passe'],
    ] as const) {
      expect(form).toHaveAttribute('method', 'post');
      expect(form).toHaveAttribute('action', PAGE);
      expect(form.querySelector('input[name="_csrf"]')).not.toBeNull();
      expect(form.querySelector('input[name="_action"]')).toHaveValue(name);
    }
    page.unmount();
  });

  it('says the profile is saved on the page it comes back to, in that form only', async () => {
    const page = await session.render(`${PAGE}?enregistre=informations`);
    expect(within(profileForm(page.server)).getByRole('status')).toHaveTextContent(t('account_info_saved'));
    expect(within(passwordForm(page.server)).queryByRole('status')).toBeNull();
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it.each([
    ['informations', profileForm, 'account_info_saved'],
    ['mot-de-passe', passwordForm, 'account_password_changed'],
  ] as const)(
    'once hydrated, takes ?enregistre=%s out of the address and keeps saying it (a reload does not)',
    async (name, form, key) => {
      const page = await session.render(`${PAGE}?utm_source=lettre&enregistre=${name}`);
      // A replace navigation: the other parameters kept.
      await waitFor(() => expect(page.address()).toBe(`${PAGE}?utm_source=lettre`));
      expect(within(form(page.container)).getByRole('status')).toHaveTextContent(t(key));
      expect(page.mismatches).toEqual([]);
      page.unmount();
    },
  );

  it('shows the login e-mail as text, not a field, and says how to change it', async () => {
    const page = await session.render(PAGE);
    const form = profileForm(page.server);
    // Read-only: no field that looks editable (nor a tab stop, nor a posted value).
    expect(within(form).queryByRole('textbox', { name: /e-mail/i })).toBeNull();
    expect(form.querySelector(`input[value="${customer.email}"]`)).toBeNull();
    const term = within(form).getByRole('term');
    expect(term).toHaveTextContent('Adresse e-mail');
    const value = term.nextElementSibling as HTMLElement;
    expect(value).toHaveTextContent(customer.email);
    // No e-mail change in the API (customer/update): the customer service changes it.
    const how = value.nextElementSibling as HTMLElement;
    expect(how).toHaveTextContent(/Pour la changer, écrivez-nous par le formulaire « Contactez-nous »/);
    expect(within(how).getByRole('link', { name: 'Contactez-nous' })).toHaveAttribute('href', '/contactez-nous');
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it('says the password is changed on the page it comes back to', async () => {
    const page = await session.render(`${PAGE}?enregistre=mot-de-passe`);
    expect(within(passwordForm(page.server)).getByRole('status')).toHaveTextContent(t('account_password_changed'));
    expect(within(profileForm(page.server)).queryByRole('status')).toBeNull();
    page.unmount();
  });

  it('renders a refused profile again with what was typed and the French messages', async () => {
    const page = await session.render(PAGE, {
      formState: {
        values: { _action: 'informations', civility: 'M', firstname: '', lastname: 'Martin', phone: '12' },
        errors: { firstname: 'field_required', phone: 'valid_phone_number' },
      },
    });
    const form = profileForm(page.server);
    expect(within(form).getByRole('textbox', { name: /^Nom/ })).toHaveValue('Martin');
    expect(within(form).getByRole('textbox', { name: /Prénom/ })).toHaveValue('');
    expect(within(form).getByRole('combobox', { name: /Civilité/ })).toHaveValue('M');
    expect(within(form).getByRole('textbox', { name: /Téléphone/ })).toHaveValue('12');
    expect(form).toHaveTextContent(t('field_required'));
    expect(form).toHaveTextContent(t('valid_phone_number'));
    // The password form is not the one refused.
    expect(passwordForm(page.server)).not.toHaveTextContent(t('field_required'));
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it('renders a refused password change with its French message and every field empty', async () => {
    const page = await session.render(PAGE, {
      formState: { values: { _action: 'mot-de-passe' }, errors: {}, message: 'account_current_password_wrong' },
    });
    const form = passwordForm(page.server);
    expect(within(form).getByRole('alert')).toHaveTextContent(t('account_current_password_wrong'));
    for (const input of form.querySelectorAll('input[type="password"]')) expect(input).toHaveValue('');
    expect(within(profileForm(page.server)).queryByRole('alert')).toBeNull();
    page.unmount();
  });

  it('answers a post that names no form of the page with a 400 and a French message', async () => {
    const formData = new FormData();
    formData.append('firstname', 'Camilla');
    const result = await PersonalInformationPage.pageAction({
      formData,
      params: {},
      ctx: pageContext(PAGE, '', false),
    });
    expect(result).toMatchObject({ status: 400, state: { message: 'default_form_error_message' } });
    expect(session.api().calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
