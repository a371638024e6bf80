import type { TagWithCount } from '@arbora/shared/schemas';
import { renderPage } from '@arbora/shared/testing';
import { screen, within } from '@testing-library/react';
import { TagFilters } from './tag-filters';

const tag = (id: number, type: string, technical_name: string, name: string, count: number): TagWithCount => ({
  id,
  type,
  technical_name,
  name,
  count,
});

const REALISATION_TAGS = [
  tag(1, 'realisation', 'terrasse', 'Terrasse', 12),
  tag(2, 'realisation', 'cloture', 'Clôture', 8),
  tag(3, 'colour', 'gris-anthracite', 'Gris anthracite', 6),
  tag(4, 'colour', 'teck', 'Teck', 3),
  tag(5, 'location', 'bretagne', 'Bretagne', 4),
];

const group = (name: string) => screen.getByRole('list', { name });
const all = (name: string) => within(group(name)).getAllByRole('link')[0]!;

describe('TagFilters', () => {
  it('starts every group with its own « all » choice, current while nothing is filtered', () => {
    renderPage(<TagFilters base="/realisations" tags={REALISATION_TAGS} current={null} />);
    for (const [name, label] of [
      ['Projet', 'Tous les projets'],
      ['Couleur', 'Toutes les couleurs'],
      ['Région', 'Toutes les régions'],
    ]) {
      expect(all(name!)).toHaveTextContent(label!);
      expect(all(name!)).toHaveAttribute('href', '/realisations');
      expect(all(name!)).toHaveAttribute('aria-current', 'page');
    }
    // Only the first group had one (« Tout voir »), and none said which filter it cleared.
    expect(screen.queryByRole('link', { name: 'Tout voir' })).toBeNull();
  });

  it('clears the chosen filter from its own group; the other groups show « all » as their choice', () => {
    renderPage(<TagFilters base="/realisations" tags={REALISATION_TAGS} current="teck" />);
    expect(within(group('Couleur')).getByRole('link', { name: 'Teck (3)' })).toHaveAttribute('aria-current', 'page');
    expect(all('Couleur')).toHaveAttribute('href', '/realisations');
    expect(all('Couleur')).not.toHaveAttribute('aria-current');
    // Another group filters nothing: its « all » is its current choice, and leaves the page as it is.
    expect(all('Projet')).toHaveAttribute('href', '/realisations/teck');
    expect(all('Projet')).toHaveAttribute('aria-current', 'true');
    expect(all('Région')).toHaveAttribute('href', '/realisations/teck');
  });

  it('a listing with one group (the blog) has no group title: its « all » says what it lists', () => {
    const blog = [tag(7, 'blog', 'tendances', 'Tendances', 4), tag(8, 'blog', 'entretien', 'Entretien', 30)];
    renderPage(<TagFilters base="/blog" tags={blog} current="entretien" />);
    expect(screen.queryByRole('heading')).toBeNull();
    const filters = screen.getByRole('navigation', { name: 'Filtrer par thème' });
    const links = within(filters).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toEqual(['Tous les thèmes', 'Tendances (4)', 'Entretien (30)']);
    expect(links[0]).toHaveAttribute('href', '/blog');
    expect(links[0]).not.toHaveAttribute('aria-current');
  });

  it('a tag the groups do not show (no page has it yet): every « all » clears it', () => {
    renderPage(<TagFilters base="/realisations" tags={REALISATION_TAGS} current="portail" />);
    expect(all('Projet')).toHaveAttribute('href', '/realisations');
    expect(all('Couleur')).toHaveAttribute('href', '/realisations');
    expect(all('Couleur')).not.toHaveAttribute('aria-current');
  });

  it('every chip is a 44 px tap target (2.75rem), not its text’s 31 px', () => {
    renderPage(<TagFilters base="/realisations" tags={REALISATION_TAGS} current={null} />);
    for (const link of screen.getAllByRole('link')) expect(link).toHaveStyle({ minHeight: '2.75rem' });
  });
});
