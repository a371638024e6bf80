import { within } from '@testing-library/react';
import { customerFixture, orderSummaryFixture, ordersPageFixture, siteFixture } from '../testing/fixtures';
import { sessionPageTest } from '../testing/session-page';
import * as AccountHomePage from './account-home-page';

// Issue 36: /mon-compte as the shell server renders it for a session cookie: the greeting, the
// last orders and the construction sites in its HTML (no skeleton), and a hydration that reuses it
// although the browser's session store answers its anonymous first state while it hydrates.

const REF = 'AR-2025-000501';
const pro = customerFixture({ isPro: true, company_name: 'Jardins de l’Erdre' });
const session = sessionPageTest(AccountHomePage, {
  customer: pro,
  routes: {
    'GET /api/v1/order': { body: { data: ordersPageFixture([orderSummaryFixture()]) } },
    'GET /api/v1/construction-site': { body: { data: [siteFixture()] } },
  },
});

describe('/mon-compte for the session', () => {
  it('greets the customer with the last orders and the sites in the server’s HTML, not skeletons', async () => {
    const page = await session.render('/mon-compte');
    expect(page.html).not.toMatch(/account-skeleton|Chargement/);
    within(page.server).getByRole('heading', { level: 1, name: 'Bonjour Camille' });
    expect(within(page.server).getByRole('table', { name: 'Dernières commandes' })).toHaveTextContent(REF);
    within(page.server).getByRole('heading', { level: 3, name: 'Terrasse de la villa de l’Erdre' });
    expect(page.mismatches).toEqual([]);
    within(page.container).getByRole('heading', { level: 1, name: 'Bonjour Camille' });
    page.unmount();
  });

  it('a private customer: the last orders and the construction sites, as the menu’s « Mes chantiers » says', async () => {
    const camille = customerFixture();
    session.serve({ 'GET /api/v1/me': { body: { data: camille } } });
    const page = await session.render('/mon-compte', { as: camille });
    expect(page.html).not.toMatch(/account-skeleton|Chargement/);
    within(page.server).getByRole('link', { name: 'Mes chantiers' });
    within(page.server).getByRole('heading', { level: 2, name: 'Mes chantiers' });
    within(page.server).getByRole('heading', { level: 3, name: 'Terrasse de la villa de l’Erdre' });
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });
});
