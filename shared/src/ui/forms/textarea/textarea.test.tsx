import { screen } from '@testing-library/react';
import { axe } from 'jest-axe';
import { createRef } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { Textarea } from './textarea';

describe('Textarea', () => {
  it('is labelled, described by hint and error, and forwards its ref', async () => {
    const ref = createRef<HTMLTextAreaElement>();
    const { container } = renderWithTheme(
      <Textarea
        ref={ref}
        label="Votre message"
        hint="Dimensions, coloris, délais souhaités"
        error="Ce champ est obligatoire."
        required
      />,
    );
    const textarea = screen.getByRole('textbox', { name: 'Votre message' });
    expect(ref.current).toBe(textarea);
    expect(textarea).toBeRequired();
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAttribute('rows', '5');
    expect(textarea).toHaveAccessibleDescription(
      'Dimensions, coloris, délais souhaités Erreur : Ce champ est obligatoire.',
    );
    expect(await axe(container)).toHaveNoViolations();
  });
});
