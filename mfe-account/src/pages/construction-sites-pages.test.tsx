import { apiConfig, configureApi } from '@arbora/shared/api';
import { fakeApi, renderPage } from '@arbora/shared/testing';
import { clearSession, sessionStore } from '@arbora/shared/store';
import { act, configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { customerFixture, siteDetailFixture, siteFixture } from '../testing/fixtures';
import ConstructionSitePage from './construction-site-page';
import ConstructionSitesPage from './construction-sites-page';

expect.extend(toHaveNoViolations);
// Data arrives after a skeleton: give findBy* room on a loaded machine.
configure({ asyncUtilTimeout: 5_000 });

let api: ReturnType<typeof fakeApi>;
beforeEach(() => {
  clearSession();
  act(() => sessionStore.setState({ loggedIn: true, customer: customerFixture({ isPro: true }), isPro: true }));
  api = fakeApi({
    'GET /api/v1/construction-site': { body: { data: [siteFixture()] } },
    'GET /api/v1/construction-site/31': { body: { data: siteDetailFixture() } },
  });
});
afterEach(() => api.restore());

describe('ConstructionSitesPage', () => {
  it('lists the sites with a link to each', async () => {
    const { container } = renderPage(<ConstructionSitesPage />, { route: '/mes-chantiers' });
    expect(await screen.findByRole('link', { name: 'Terrasse de la villa de l’Erdre' })).toHaveAttribute(
      'href',
      '/mes-chantiers/terrasse-villa-erdre',
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});

describe('ConstructionSitePage', () => {
  it('shows the documents and downloads one as PDF with the bearer token', async () => {
    const user = userEvent.setup();
    const { container } = renderPage(<ConstructionSitePage />, { params: { slug: 'terrasse-villa-erdre' } });
    const button = await screen.findByRole('link', { name: /Télécharger le PDF Devis DV-2025-0588/ });
    expect(await axe(container)).toHaveNoViolations();

    const fetched: { url: string; auth?: string }[] = [];
    const previous = apiConfig().fetch;
    configureApi({
      fetch: (async (input: RequestInfo | URL, init: RequestInit = {}) => {
        fetched.push({ url: String(input), auth: (init.headers as Record<string, string>).Authorization });
        return { ok: true, status: 200, blob: async () => new Blob(['%PDF-1.7']) } as Response;
      }) as typeof fetch,
    });
    const created = jest.fn(() => 'blob:pdf');
    Object.assign(URL, { createObjectURL: created, revokeObjectURL: jest.fn() });
    const clicks = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    try {
      await user.click(button);
      expect(fetched[0]?.url).toContain('/api/v1/construction-site/31/document/devis/DV-2025-0588');
      expect(fetched[0]?.auth).toBeUndefined(); // the session cookie goes, the proxy adds the token
      expect(clicks).toHaveBeenCalled();
    } finally {
      configureApi({ fetch: previous });
      clicks.mockRestore();
    }
  });

  it('gives the 404 screen for a site that is not the customer’s', async () => {
    const errors: unknown[] = [];
    renderPage(<ConstructionSitePage />, { params: { slug: 'chantier-d-un-autre' }, onError: (e) => errors.push(e) });
    expect(await screen.findByText('Erreur')).toBeInTheDocument();
    expect(errors[0]).toMatchObject({ status: 404 });
  });
});
