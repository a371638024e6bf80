import { t } from '@arbora/shared/messages/account';
import { within } from '@testing-library/react';
import { customerFixture, orderFixture, siteDetailFixture, siteFixture } from '../testing/fixtures';
import { sessionPageTest } from '../testing/session-page';
import * as ConstructionSitePage from './construction-site-page';
import * as OrderPage from './order-page';

// Issue 36: a signed-in customer's PDF downloads without JavaScript: links to the /api proxy,
// which adds the session cookie's token, in the server's HTML and the same once hydrated.

const REF = 'AR-2025-000501';
const pro = customerFixture({ isPro: true, company_name: 'Jardins de l’Erdre' });
const sites = { 'GET /api/v1/construction-site': { body: { data: [siteFixture()] } } };

describe('the invoice of a paid order', () => {
  const session = sessionPageTest(OrderPage, {
    customer: pro,
    routes: { [`GET /api/v1/order/${REF}`]: { body: { data: orderFixture() } } },
  });

  it('is a link to the /api proxy that downloads the PDF, the same once hydrated', async () => {
    const page = await session.render(`/mes-commandes/${REF}`, { params: { slug: REF } });
    const link = within(page.server).getByRole('link', { name: t('account_invoice_download') });
    expect(link).toHaveAttribute('href', `/api/v1/order/${REF}/invoice`);
    expect(link).toHaveAttribute('download', `facture-${REF}.pdf`);
    expect(within(page.container).getByRole('link', { name: t('account_invoice_download') })).toHaveAttribute(
      'href',
      `/api/v1/order/${REF}/invoice`,
    );
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });
});

describe('the documents of a construction site', () => {
  const session = sessionPageTest(ConstructionSitePage, {
    customer: pro,
    routes: { ...sites, 'GET /api/v1/construction-site/31': { body: { data: siteDetailFixture() } } },
  });

  it('are links to the /api proxy that download each PDF', async () => {
    const page = await session.render('/mes-chantiers/terrasse-villa-erdre', {
      params: { slug: 'terrasse-villa-erdre' },
    });
    const link = within(page.server).getByRole('link', { name: /Télécharger le PDF Devis DV-2025-0588/ });
    expect(link).toHaveAttribute('href', '/api/v1/construction-site/31/document/devis/DV-2025-0588');
    expect(link).toHaveAttribute('download', 'devis-DV-2025-0588.pdf');
    expect(page.mismatches).toEqual([]);
    page.unmount();
  });
});
