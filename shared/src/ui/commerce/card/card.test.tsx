import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../../testing/render-with-theme';
import { theme } from '../../theme/theme';
import { Card } from './card';

describe('Card', () => {
  it('renders the requested element on the surface colour with the padding token', async () => {
    const { container } = renderWithTheme(
      <Card as="article" padding="lg" aria-labelledby="t">
        <h2 id="t">Livraison en point relais</h2>
        <p>Retrait sous 5 jours ouvrés.</p>
      </Card>,
    );
    const card = screen.getByRole('article', { name: 'Livraison en point relais' });
    expect(card).toHaveStyle({ background: theme.color.surface, padding: '1.5rem' });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('has a muted tone without shadow', () => {
    renderWithTheme(<Card tone="muted">Astuce</Card>);
    expect(screen.getByText('Astuce')).toHaveStyle({
      background: theme.color.surfaceMuted,
      boxShadow: 'none',
    });
  });
});
