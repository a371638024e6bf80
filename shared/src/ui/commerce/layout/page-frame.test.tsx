import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { PageFrame } from './page-frame';

describe('PageFrame', () => {
  it('one h1 over the content, in the page gutters', async () => {
    const { container } = renderWithTheme(
      <PageFrame title="Mon panier">
        <p>Contenu</p>
      </PageFrame>,
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Mon panier' })).not.toHaveAttribute('id');
    expect(container.firstElementChild).toHaveStyle({ maxWidth: '75rem' });
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('a narrow page with its trail and a title a form can name itself by', async () => {
    const { container } = renderWithTheme(
      <PageFrame
        title="Demande de devis"
        width="narrow"
        titleId="form-title"
        breadcrumbs={[
          { label: 'Accueil', route: '/' },
          { label: 'Demande de devis', route: '/devis' },
        ]}
      >
        <form aria-labelledby="form-title" />
      </PageFrame>,
    );
    expect(screen.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Demande de devis' })).toBeInTheDocument();
    expect(container.firstElementChild).toHaveStyle({ maxWidth: '48rem' });
    expect(await axe(container)).toHaveNoViolations();
  });
});
