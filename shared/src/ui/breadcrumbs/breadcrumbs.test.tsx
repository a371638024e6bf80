import { screen, within } from '@testing-library/react';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../testing/render-with-theme';
import { Breadcrumbs } from './breadcrumbs';

const items = [
  { label: 'Accueil', route: '/' },
  { label: 'Devis', route: '/devis' },
  { label: 'Devis terrasse', route: '/devis/devis-terrasse' },
];

describe('Breadcrumbs', () => {
  it('is a labelled nav with an ordered list and the current page last', async () => {
    const { container } = renderWithTheme(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    const links = within(nav).getAllByRole('link');
    expect(within(nav).getByRole('list').tagName).toBe('OL');
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Accueil', '/'],
      ['Devis', '/devis'],
      ['Devis terrasse', '/devis/devis-terrasse'],
    ]);
    expect(links[2]).toHaveAttribute('aria-current', 'page');
    expect(links[0]).not.toHaveAttribute('aria-current');
    expect(links[1]).not.toHaveAttribute('aria-current');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('renders nothing without items', () => {
    renderWithTheme(<Breadcrumbs items={[]} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
