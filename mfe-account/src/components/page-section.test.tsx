import { renderPage } from '@arbora/shared/testing';
import { screen } from '@testing-library/react';
import { PageSection } from './page-section';

describe('PageSection', () => {
  it('shows the trail above the page’s heading, as every other page of the site does', () => {
    renderPage(
      <PageSection
        title="Mes commandes"
        breadcrumbs={[
          { label: 'Mon compte', route: '/mon-compte' },
          { label: 'Mes commandes', route: '/mes-commandes' },
        ]}
      >
        <p>Aucune commande.</p>
      </PageSection>,
    );
    const trail = screen.getByRole('navigation', { name: /fil d/i });
    const heading = screen.getByRole('heading', { level: 1, name: 'Mes commandes' });
    expect(trail.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Mon compte' })).toHaveAttribute('href', '/mon-compte');
  });
});
