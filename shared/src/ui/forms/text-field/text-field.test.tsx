import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createRef } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { theme } from '../../theme/theme';
import { TextField } from './text-field';

describe('TextField', () => {
  it('ties label and hint to the input, and marks required fields', async () => {
    const { container } = renderWithTheme(
      <TextField label="Téléphone" type="tel" hint="Exemple : 06 12 34 56 78" required autoComplete="tel" />,
    );
    const input = screen.getByRole('textbox', { name: 'Téléphone' });
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('Exemple : 06 12 34 56 78');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('announces the error after the hint and flags the input invalid', async () => {
    const { container } = renderWithTheme(
      <TextField
        label="Numéro SIRET"
        hint="14 chiffres"
        error="Le numéro SIRET n’est pas valide."
        aria-describedby="siret-help"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Numéro SIRET' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids[0]).toBe('siret-help');
    expect(ids).toHaveLength(3);
    expect(input).toHaveAccessibleDescription('14 chiffres Erreur : Le numéro SIRET n’est pas valide.');
    expect(input).toHaveStyle({ borderColor: theme.color.danger });
    expect(await axe(container)).toHaveNoViolations();
  });

  it('treats an empty error as no error', () => {
    renderWithTheme(<TextField label="Ville" error="" />);
    const input = screen.getByRole('textbox', { name: 'Ville' });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('forwards its ref to the native input', async () => {
    const ref = createRef<HTMLInputElement>();
    renderWithTheme(<TextField label="Code postal" ref={ref} />);
    expect(ref.current).toBeInstanceOf(HTMLInputElement);
    await userEvent.type(screen.getByRole('textbox', { name: 'Code postal' }), '44000');
    expect(ref.current?.value).toBe('44000');
  });

  it('keeps the room of its message while it has none, so the next control does not move', () => {
    const { container, rerender } = renderWithTheme(<TextField label="Code postal" error="Code postal invalide." />);
    expect(container.querySelector('[data-error-slot]')).toBeNull();
    const message = screen.getByText('Code postal invalide.', { exact: false });
    rerender(<TextField label="Code postal" error={undefined} />);
    expect(message).not.toBeInTheDocument();
    const slot = container.querySelector('[data-error-slot]');
    expect(slot).toHaveAttribute('aria-hidden', 'true');
    // Same room as the message: one line of the same size.
    expect(getComputedStyle(slot!).minHeight).toBe('1.4em');
    expect(screen.getByRole('textbox', { name: 'Code postal' })).not.toHaveAccessibleDescription();
  });
});
