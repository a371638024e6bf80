import { fakeApi } from '@arbora/shared/testing';
import { clearSession } from '@arbora/shared/store';
import { act, within } from '@testing-library/react';
import {
  addressFixture,
  customerFixture,
  LINE_NAME,
  orderFixture,
  siteDetailFixture,
  siteFixture,
} from '../testing/fixtures';
import { renderForSession } from '../testing/server-render';
import * as ConstructionSitePage from './construction-site-page';
import * as ConstructionSitesPage from './construction-sites-page';
import * as OrderPage from './order-page';
import * as PersonalInformationPage from './personal-information-page';

// Issue 36 point 2: the account's pages are in the server's HTML for the session cookie (no
// skeleton, no « Chargement… »), and the browser's hydration reuses that HTML as it is.

const customer = customerFixture({ addresses: [addressFixture()] });
let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  act(() => clearSession());
  api = fakeApi({
    'GET /api/v1/me': { body: { data: customer } },
    'GET /api/v1/order/AR-2025-000501': { body: { data: orderFixture() } },
    'GET /api/v1/construction-site': { body: { data: [siteFixture()] } },
    'GET /api/v1/construction-site/31': { body: { data: siteDetailFixture() } },
    'GET /api/v1/customer/functions': { body: { data: [{ technical_name: 'paysagiste', name: 'Paysagiste' }] } },
  });
});
afterEach(() => api.restore());

const NO_SKELETON = /account-skeleton|Chargement/;

describe('account pages rendered on the server for the session', () => {
  it('the order detail: its number, its lines and the withdrawal', async () => {
    const page = await renderForSession(OrderPage, {
      route: '/mes-commandes/AR-2025-000501',
      params: { slug: 'AR-2025-000501' },
      customer,
    });
    expect(page.html).not.toMatch(NO_SKELETON);
    expect(page.html).toMatch(/<h1[^>]*>Commande <span[^>]*>AR-2025-000501<\/span><\/h1>/);
    expect(page.html).toContain(LINE_NAME);
    expect(page.html).toContain('Rétractation');
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it('a professional’s order detail: HT first in the server’s HTML, the summary ending on « Total TTC »', async () => {
    const pro = customerFixture({ isPro: true, company_name: 'Jardins de l’Erdre' });
    const page = await renderForSession(OrderPage, {
      route: '/mes-commandes/AR-2025-000501',
      params: { slug: 'AR-2025-000501' },
      customer: pro,
    });
    const totals = within(page.server).getByLabelText('Montants de la commande');
    // What the browser shows before (or without) JavaScript: the amounts HT, « Total HT », the VAT, « Total TTC ».
    expect(totals).toHaveTextContent(
      /^Articles.*82,00\s€\sHT.*Total HT94,50\s€TVA \(20\s%\)18,90\s€Total TTC113,40\s€$/,
    );
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it('the construction sites: the list, and one site with its documents', async () => {
    const list = await renderForSession(ConstructionSitesPage, { route: '/mes-chantiers', customer });
    expect(list.html).not.toMatch(NO_SKELETON);
    expect(list.html).toContain('href="/mes-chantiers/terrasse-villa-erdre"');
    expect(list.html).toContain('Terrasse de la villa de l’Erdre');
    expect(list.mismatches).toEqual([]);
    list.unmount();

    const site = await renderForSession(ConstructionSitePage, {
      route: '/mes-chantiers/terrasse-villa-erdre',
      params: { slug: 'terrasse-villa-erdre' },
      customer,
    });
    expect(site.html).not.toMatch(NO_SKELETON);
    expect(site.html).toContain('Terrasse de la villa de l’Erdre');
    expect(site.html).toContain('DV-2025-0588');
    expect(site.mismatches).toEqual([]);
    site.unmount();
  });

  it('the personal information: the form filled with the customer, and the address book', async () => {
    const page = await renderForSession(PersonalInformationPage, { route: '/mes-informations-personnelles', customer });
    expect(page.html).not.toMatch(NO_SKELETON);
    const form = within(page.server).getByRole('form', { name: 'Informations personnelles' });
    expect(within(form).getByRole('textbox', { name: /Prénom/ })).toHaveValue('Camille');
    expect(within(form).getByRole('textbox', { name: /^Nom/ })).toHaveValue('Durand');
    // Posted to the page (its `pageAction`, personal-information-no-js.test.tsx): never the fields in a URL.
    for (const name of ['Informations personnelles', 'Changer de mot de passe']) {
      const shown = within(page.server).getByRole('form', { name });
      expect(shown).toHaveAttribute('method', 'post');
    }
    expect(page.html).toContain('Maison');
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });

  it('a professional’s personal information: the company and the trade chosen', async () => {
    const pro = customerFixture({ isPro: true, company_name: 'Jardins de l’Erdre', function: 'paysagiste' });
    api.restore();
    api = fakeApi({
      'GET /api/v1/me': { body: { data: pro } },
      'GET /api/v1/customer/functions': { body: { data: [{ technical_name: 'paysagiste', name: 'Paysagiste' }] } },
    });
    const page = await renderForSession(PersonalInformationPage, {
      route: '/mes-informations-personnelles',
      customer: pro,
    });
    const form = within(page.server).getByRole('form', { name: 'Informations personnelles' });
    expect(within(form).getByRole('textbox', { name: /Raison sociale/ })).toHaveValue('Jardins de l’Erdre');
    expect(within(form).getByRole('combobox', { name: /Votre activité/ })).toHaveValue('paysagiste');
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });
});
