import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { renderWithTheme } from '../testing/render-with-theme';
import { theme } from '../theme/theme';
import { Button } from './button';

describe('Button', () => {
  it('is a type="button" that calls onClick, coloured by its variant', async () => {
    const onClick = jest.fn();
    const { container } = renderWithTheme(
      <>
        <Button onClick={onClick}>Ajouter au panier</Button>
        <Button variant="secondary" size="sm">
          Comparer
        </Button>
        <Button variant="ghost" size="lg">
          Voir le détail
        </Button>
      </>,
    );
    const primary = screen.getByRole('button', { name: 'Ajouter au panier' });
    expect(primary).toHaveAttribute('type', 'button');
    expect(primary).toHaveStyle({ background: theme.color.primary, color: theme.color.onPrimary });
    expect(screen.getByRole('button', { name: 'Comparer' })).toHaveStyle({
      background: theme.color.secondary,
    });
    expect(screen.getByRole('button', { name: 'Voir le détail' })).toHaveStyle({
      background: 'transparent',
      minHeight: '3.25rem',
    });
    await userEvent.click(primary);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('while loading stays focusable, ignores clicks and announces the loading state', async () => {
    const onClick = jest.fn();
    const { container } = renderWithTheme(
      <Button loading onClick={onClick}>
        Valider ma commande
      </Button>,
    );
    const button = screen.getByRole('button', {
      name: 'Valider ma commande (chargement en cours)',
    });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).not.toBeDisabled();
    await userEvent.tab();
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('renders as a link when given `to`', async () => {
    const { container } = renderWithTheme(
      <>
        <Button to="/devis">Demander un devis</Button>
        <Button to="https://www.arbora.fr/catalogue.pdf" variant="ghost">
          Télécharger le catalogue
        </Button>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Demander un devis' })).toHaveAttribute('href', '/devis');
    const external = screen.getByRole('link', { name: 'Télécharger le catalogue' });
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('submits a form when asked to', async () => {
    const onSubmit = jest.fn((e: { preventDefault: () => void }) => e.preventDefault());
    renderWithTheme(
      <form aria-label="Recherche" onSubmit={onSubmit}>
        <Button type="submit">Rechercher</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Rechercher' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
