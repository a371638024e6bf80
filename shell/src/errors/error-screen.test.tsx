import { errorScreenText } from '@arbora/shared/messages';
import { screen, within } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { renderWithProviders } from '../testing/render-with-providers';
import { ErrorScreen } from './error-screen';

expect.extend(toHaveNoViolations);

// The menus query fails here (no API): the 404 page lists the header's static fallback sections.
beforeEach(() => {
  global.fetch = jest.fn(() => Promise.reject(new Error('offline'))) as unknown as typeof fetch;
});

/** A straight apostrophe between letters, or an ordinary space before « : ; ! ? ». */
const UNTYPESET = /\p{L}'\p{L}| [:;!?]/u;

describe('ErrorScreen (SPEC 2.1)', () => {
  it.each([400, 401, 403, 404, 503])('shows the title and description of status %i', (status) => {
    const { container } = renderWithProviders(<ErrorScreen status={status} />);
    const { title, description } = errorScreenText(status);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(description ?? '')).toBeInTheDocument();
    expect(container.querySelector('section')).toHaveAttribute('data-status', String(status));
  });

  it('shows the French 404 texts with curly apostrophes', () => {
    renderWithProviders(<ErrorScreen status={404} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByText('La page que vous recherchez n’existe pas ou a été déplacée.')).toBeInTheDocument();
  });

  it.each([400, 401, 403, 404, 418, 500, 503])('status %i: French typography only', (status) => {
    const { container } = renderWithProviders(<ErrorScreen status={status} />);
    expect(container.textContent).not.toMatch(UNTYPESET);
  });

  it('shows a title and no description for 500', () => {
    const { container } = renderWithProviders(<ErrorScreen status={500} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
    // the section holds the status, the title and the link only
    expect(container.querySelectorAll('section p')).toHaveLength(1);
    expect(container.querySelector('section p')).toHaveTextContent('500');
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('links back to the home page', () => {
    renderWithProviders(<ErrorScreen status={404} />, { route: '/Pas_Une_Page' });
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });

  it('never shows a technical message nor echoes the path', () => {
    const { container } = renderWithProviders(<ErrorScreen status={404} />, { route: '/nimporte-quoi' });
    expect(screen.queryByTestId('error-message')).toBeNull();
    expect(container.textContent).not.toMatch(/not found|nimporte-quoi/i);
  });

  it('offers the site search on a 404: a GET form to /recherche with the box named q', () => {
    renderWithProviders(<ErrorScreen status={404} />);
    const search = screen.getByRole('search', { name: 'Rechercher un produit ou un conseil' });
    expect(search).toHaveAttribute('action', '/recherche');
    expect(search).toHaveAttribute('method', 'get');
    expect(within(search).getByRole('combobox', { name: 'Rechercher sur le site' })).toHaveAttribute('name', 'q');
  });

  it('offers the main sections and the contact page on a 404', () => {
    renderWithProviders(<ErrorScreen status={404} />);
    const links = within(screen.getByRole('navigation', { name: 'Parcourir nos rubriques' })).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/c-clotures',
      '/terrasse-composite',
      '/portail-composite',
      '/realisations',
      '/devis',
      '/contactez-nous',
    ]);
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithProviders(<ErrorScreen status={404} />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
