import { plasticTheme, theme, type ArboraTheme } from '@arbora/shared/ui';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { MemoryRouter } from 'react-router';
import { ThemeProvider } from 'styled-components';
import StyleguidePage from './styleguide-page';

expect.extend(toHaveNoViolations);
// Every shared component at once: on a busy machine one test takes more than Jest's 5 s.
jest.setTimeout(60_000);

function renderPage(activeTheme: ArboraTheme = theme) {
  return render(
    <MemoryRouter initialEntries={['/styleguide']}>
      <ThemeProvider theme={activeTheme}>
        <StyleguidePage />
      </ThemeProvider>
    </MemoryRouter>,
  );
}

describe('StyleguidePage', () => {
  it('shows every chapter, reachable from the table of contents', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Guide de style Arbora' })).toBeInTheDocument();
    const toc = screen.getByRole('navigation', { name: 'Sommaire du guide de style' });
    const links = within(toc).getAllByRole('link');
    expect(links).toHaveLength(8);
    for (const link of links) {
      const id = link.getAttribute('href')?.split('#')[1] ?? '';
      const section = document.getElementById(id);
      expect(section).not.toBeNull();
      expect(within(section as HTMLElement).getByRole('heading', { level: 2 })).toHaveTextContent(
        link.textContent ?? '',
      );
    }
  });

  it('renders one of each component', () => {
    renderPage();
    expect(screen.getAllByRole('button', { name: 'Ajouter au panier' })).toHaveLength(3);
    expect(screen.getByRole('form', { name: 'Demande de devis (exemple)' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Produit' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Pose' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /recontacté/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/Photos du terrain/)).toHaveAttribute('type', 'file');
    expect(screen.getByRole('navigation', { name: 'Fil d’Ariane' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Page 5' })).toHaveAttribute('href', '/blog/-p--5');
    expect(screen.getByRole('tablist', { name: 'Informations produit (exemple)' })).toBeInTheDocument();
    expect(screen.getAllByRole('img', { name: 'Note : 4,5 sur 5' }).length).toBeGreaterThan(0);
    expect(screen.getAllByRole('article').length).toBeGreaterThanOrEqual(3);
    expect(screen.getAllByText(/^dont éco-participation/, { selector: 'p' })).toHaveLength(2);
    expect(screen.getByRole('status')).toBeInTheDocument();
    // The FAQ: a closed native disclosure whose summary holds the question.
    const question = screen.getByRole('heading', { name: 'Comment entretenir ma terrasse composite ?' });
    expect(question.closest('details')).not.toHaveAttribute('open');
  });

  it('states the site’s one warranty (20 years, api/src/seed/site-facts.ts), as the shop’s pages do', () => {
    const { container } = renderPage();
    expect(container.textContent).toContain('garanties 20 ans');
    expect(container.textContent).not.toMatch(/\b25 ans\b/);
  });

  it('has no axe violations with either theme', async () => {
    const { container, unmount } = renderPage();
    expect(await axe(container)).toHaveNoViolations();
    unmount();
    const plastic = renderPage(plasticTheme);
    expect(await axe(plastic.container)).toHaveNoViolations();
  });

  it('shows the errors of an empty form and focuses the first invalid field', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer ma demande' }));
    const name = screen.getByRole('textbox', { name: 'Nom et prénom' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Erreur : Ce champ est obligatoire.');
    expect(name).toHaveFocus();
    expect(screen.getByRole('radiogroup', { name: 'Pose' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('opens a toast from the notification demo and the modal from its button', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Erreur' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Une erreur est survenue, veuillez réessayer.');
    const opener = screen.getByRole('button', { name: 'Être alerté du retour en stock' });
    await userEvent.click(opener);
    expect(screen.getByRole('dialog', { name: 'Alerte de disponibilité' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
  });
});
