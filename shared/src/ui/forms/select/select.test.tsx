import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createRef } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Select } from './select';

const colours = [
  { value: 'gris-anthracite', label: 'Gris anthracite' },
  { value: 'brun-exotique', label: 'Brun exotique' },
  { value: 'sable', label: 'Sable', disabled: true },
];

describe('Select', () => {
  it('lists a placeholder then the options, and is described by hint and error', async () => {
    const ref = createRef<HTMLSelectElement>();
    const { container } = renderWithTheme(
      <Select
        ref={ref}
        label="Coloris"
        placeholder="Choisissez un coloris"
        options={colours}
        hint="Voir les échantillons"
        error="Choisissez un coloris."
        required
        defaultValue=""
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Coloris' });
    expect(ref.current).toBe(select);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choisissez un coloris',
      'Gris anthracite',
      'Brun exotique',
      'Sable',
    ]);
    expect(screen.getByRole('option', { name: 'Sable' })).toBeDisabled();
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAccessibleDescription('Voir les échantillons Erreur : Choisissez un coloris.');
    await userEvent.selectOptions(select, 'brun-exotique');
    expect(select).toHaveValue('brun-exotique');
    expect(await axe(container)).toHaveNoViolations();
  });
});
