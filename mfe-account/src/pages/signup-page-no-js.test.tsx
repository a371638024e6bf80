import { t } from '@arbora/shared/messages/account';
import { formActionKey, PageRouteProvider, pageContext, type FormActionState } from '@arbora/shared/platform';
import { clearSession } from '@arbora/shared/store';
import { fakeApi } from '@arbora/shared/testing';
import { theme } from '@arbora/shared/ui';
import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, within } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import SignupPage, { pageQueries } from './signup-page';

// The signup posted without JavaScript and refused by the server (its `pageAction`): the page the
// shell server renders again with the action's state, as a visitor without scripts gets it, then
// that HTML hydrated.

const PAGE = '/inscription';

function tree(client: QueryClient) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[PAGE]}>
          <PageRouteProvider params={{}} ctx={pageContext(PAGE, '', false)}>
            <Suspense fallback={<p>Chargement…</p>}>
              <SignupPage />
            </Suspense>
          </PageRouteProvider>
        </MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
}

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  act(() => clearSession());
  api = fakeApi({ 'GET /api/v1/customer/functions': { body: { data: [] } } });
});
const mounted: (() => void)[] = [];
afterEach(() => {
  for (const unmount of mounted.splice(0)) unmount();
  api.restore();
});

/** The page as the shell server renders it after a refused post: `server` never hydrated, `container` hydrated. */
async function refusedPage(state: FormActionState) {
  const server = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  server.setQueryData(formActionKey(PAGE), state);
  const html = renderToString(tree(server));
  const serverView = document.createElement('div');
  serverView.innerHTML = html;
  const browser = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  hydrate(browser, dehydrate(server));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.appendChild(container);
  const mismatches: unknown[] = [];
  const root = await act(async () =>
    hydrateRoot(container, tree(browser), { onRecoverableError: (error) => mismatches.push(error) }),
  );
  mounted.push(() => {
    act(() => root.unmount());
    container.remove();
  });
  return { html, server: serverView, container, mismatches };
}

const PRIVATE: FormActionState = {
  values: {
    _csrf: 'x',
    account_type: 'private',
    civility: 'Mme',
    firstname: 'Jeanne',
    lastname: '',
    email: 'jeanne@exemple',
    phone: '0612345678',
    newsletter: 'on',
  },
  errors: { lastname: 'field_required', email: 'valid_email', password: 'valid_password', terms: 'field_required' },
};

const form = (root: HTMLElement) => within(root).getByRole('form', { name: 'Création de compte' });

describe('the signup page without JavaScript, after the server refused it', () => {
  it('sums the errors up at the top: a titled list, each a link to its field, focused as the page loads', async () => {
    const page = await refusedPage(PRIVATE);
    const summary = within(form(page.server)).getByRole('alert');
    // Before every field of the form.
    const first = form(page.server).querySelector('input:not([type="hidden"])')!;
    expect(summary.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(summary).getByRole('heading', { level: 2 }).textContent).toBe(
      'Le formulaire contient 4\u00a0erreurs',
    );
    expect(summary).toHaveAttribute('autofocus');
    expect(summary).toHaveAttribute('tabindex', '-1');
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      `Nom\u00a0: ${t('field_required')}`,
      `Adresse e-mail\u00a0: ${t('valid_email')}`,
      `Mot de passe\u00a0: ${t('valid_password')}`,
      `Conditions générales\u00a0: ${t('field_required')}`,
    ]);
    // Each link leads to its field's control (one id each).
    const controls = links.map((link) => page.server.querySelector(link.getAttribute('href')!));
    expect(controls.map((control) => control?.getAttribute('name'))).toEqual([
      'lastname',
      'email',
      'password',
      'terms',
    ]);
    expect(page.mismatches).toEqual([]);
  });

  it('keeps everything typed but the password, each field with its own message', async () => {
    const page = await refusedPage(PRIVATE);
    // The hydrated page (the same HTML: no mismatch) lets the field's description be read.
    expect(page.mismatches).toEqual([]);
    const root = form(page.container);
    const control = (name: string) => root.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    expect(control('firstname')).toHaveValue('Jeanne');
    expect(control('email')).toHaveValue('jeanne@exemple');
    expect(control('phone')).toHaveValue('0612345678');
    expect(control('civility')).toHaveValue('Mme');
    expect(control('newsletter')).toBeChecked();
    expect(control('terms')).not.toBeChecked();
    expect(control('password')).toHaveValue('');
    expect(page.html).not.toContain('Jardin');
    for (const [name, key] of [
      ['lastname', 'field_required'],
      ['email', 'valid_email'],
      ['password', 'valid_password'],
      ['terms', 'field_required'],
    ] as const) {
      expect(control(name)).toHaveAttribute('aria-invalid', 'true');
      expect(control(name)).toHaveAccessibleDescription(expect.stringContaining(t(key)));
    }
  });

  it('a professional’s refusal keeps the company and its SIRET, and says the SIRET’s refusal at the field and at the top', async () => {
    const page = await refusedPage({
      values: {
        account_type: 'pro',
        company_name: 'Paysages Martin',
        siret: '46197306700015',
        firstname: 'Jeanne',
        lastname: 'Martin',
        email: 'jeanne@exemple.fr',
        terms: 'on',
      },
      errors: { siret: 'account_siret_unknown' },
    });
    expect(page.mismatches).toEqual([]);
    const root = form(page.container);
    expect(within(root).getByRole('radio', { name: 'Un professionnel' })).toBeChecked();
    expect(within(root).getByRole('textbox', { name: /Raison sociale/ })).toHaveValue('Paysages Martin');
    const siret = within(root).getByRole('textbox', { name: /Numéro SIRET/ });
    expect(siret).toHaveValue('46197306700015');
    expect(siret).toHaveAccessibleDescription(expect.stringContaining(t('account_siret_unknown')));
    expect(within(root).getByRole('alert').textContent).toContain(`Numéro SIRET\u00a0: ${t('account_siret_unknown')}`);
    expect(within(root).getByRole('link', { name: /^Numéro SIRET/ })).toHaveAttribute('href', `#${siret.id}`);
    expect(page.mismatches).toEqual([]);
  });

  it('has a professional’s fields and trades in its HTML, for a browser without scripts to show once « Un professionnel » is ticked', async () => {
    expect(pageQueries({}, pageContext(PAGE, '', false)).map((query) => query.queryKey)).toEqual([
      ['account', 'customer-functions'],
    ]);
    const page = await refusedPage(PRIVATE);
    const pro = within(page.server).getByTestId('pro-fields');
    for (const name of ['company_name', 'siret', 'function'])
      expect(pro.querySelector(`[name="${name}"]`)).not.toBeNull();
    // Laid out by its radio's state where no script runs (e2e signup-no-js ticks it).
    const css = [...document.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    expect(css).toMatch(
      /form:has\(input\[name='account_type'\]\[value='pro'\]:checked\) \.[\w-]+\{display:contents;\}/,
    );
  });

  it('says a refusal of the whole form (too many attempts) at the top, not only by the button', async () => {
    const page = await refusedPage({
      values: { ...PRIVATE.values, lastname: 'Martin', email: 'jeanne@exemple.fr', terms: 'on' },
      errors: {},
      message: 'account_rate_limited',
    });
    const alerts = within(form(page.server)).getAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent(t('account_rate_limited'));
    expect(alerts[0]).toHaveAttribute('autofocus');
  });

  it('hydrates into the same page, and the summary’s link moves the focus to its field', async () => {
    const page = await refusedPage(PRIVATE);
    expect(page.mismatches).toEqual([]);
    // The hydration moves no focus (the browser's autofocus did, as the HTML arrived).
    expect(document.activeElement).toBe(document.body);
    const link = within(page.container).getByRole('link', { name: /^Mot de passe/ });
    act(() => link.click());
    expect(document.activeElement).toBe(page.container.querySelector('[name="password"]'));
  });
});
