import { errorScreenText } from '@arbora/shared/messages';
import { screen } from '@testing-library/react';
import { axe, toHaveNoViolations } from 'jest-axe';
import { renderWithProviders } from '../testing/render-with-providers';
import { ErrorScreen } from './error-screen';

expect.extend(toHaveNoViolations);

describe('ErrorScreen (SPEC 2.1)', () => {
  it.each([400, 401, 403, 404, 503])('shows the title and description of status %i', (status) => {
    const { container } = renderWithProviders(<ErrorScreen status={status} />);
    const { title, description } = errorScreenText(status);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(title);
    expect(screen.getByText(description ?? '')).toBeInTheDocument();
    expect(container.querySelector('section')).toHaveAttribute('data-status', String(status));
  });

  it('shows the French 404 texts', () => {
    renderWithProviders(<ErrorScreen status={404} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeInTheDocument();
    expect(screen.getByText("La page que vous recherchez n'existe pas ou a été déplacée.")).toBeInTheDocument();
  });

  it('shows a title and no description for 500', () => {
    const { container } = renderWithProviders(<ErrorScreen status={500} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Une erreur est survenue' })).toBeInTheDocument();
    // the section holds the status, the title and the link only
    expect(container.querySelectorAll('section p')).toHaveLength(1);
    expect(container.querySelector('section p')).toHaveTextContent('500');
  });

  it('links back to the home page', () => {
    renderWithProviders(<ErrorScreen status={404} />, { route: '/Pas_Une_Page' });
    expect(screen.getByRole('link', { name: "Retour à l'accueil" })).toHaveAttribute('href', '/');
  });

  it('shows the technical message small when given', () => {
    renderWithProviders(<ErrorScreen status={404} message="Page not found /Pas_Une_Page" />);
    expect(screen.getByTestId('error-message')).toHaveTextContent('Page not found /Pas_Une_Page');
  });

  it('has no accessibility violations', async () => {
    const { container } = renderWithProviders(<ErrorScreen status={404} message="Page not found /x" />);
    expect(await axe(container)).toHaveNoViolations();
  });
});
