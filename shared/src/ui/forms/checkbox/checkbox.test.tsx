import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createRef } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Checkbox } from './checkbox';

describe('Checkbox', () => {
  it('toggles from its label and carries hint and error', async () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = renderWithTheme(
      <Checkbox
        ref={ref}
        label="J’accepte les conditions générales de vente"
        hint="Consultables en bas de page"
        error="Vous devez accepter les conditions."
        required
      />,
    );
    const box = screen.getByRole('checkbox', { name: 'J’accepte les conditions générales de vente' });
    expect(ref.current).toBe(box);
    expect(box).toBeRequired();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Consultables en bas de page Erreur : Vous devez accepter les conditions.');
    await userEvent.click(screen.getByText('J’accepte les conditions générales de vente'));
    expect(box).toBeChecked();
    expect(await axe(container)).toHaveNoViolations();
  });
});
