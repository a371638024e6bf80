import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createRef } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Radio } from './radio';
import { RadioGroup } from './radio-group';

describe('RadioGroup and Radio', () => {
  it('groups options under a legend with the group hint and error', async () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = renderWithTheme(
      <RadioGroup
        label="Mode de livraison"
        hint="Les délais sont indiqués au panier"
        error="Choisissez un mode de livraison."
        required
      >
        <Radio ref={ref} name="livraison" value="domicile" label="À domicile" hint="Sur rendez-vous" />
        <Radio name="livraison" value="relais" label="En point relais" />
      </RadioGroup>,
    );
    const group = screen.getByRole('radiogroup', { name: 'Mode de livraison' });
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription(
      'Les délais sont indiqués au panier Erreur : Choisissez un mode de livraison.',
    );
    const home = screen.getByRole('radio', { name: 'À domicile' });
    expect(ref.current).toBe(home);
    expect(home).toHaveAccessibleDescription('Sur rendez-vous');
    await userEvent.click(screen.getByText('En point relais'));
    expect(screen.getByRole('radio', { name: 'En point relais' })).toBeChecked();
    expect(home).not.toBeChecked();
    expect(await axe(container)).toHaveNoViolations();
  });
});
