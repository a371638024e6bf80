import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { createRef } from 'react';
import { renderWithTheme } from '../../testing/render-with-theme';
import { FileInput } from './file-input';

describe('FileInput', () => {
  it('is labelled, described, and hands the chosen file to the input', async () => {
    const ref = createRef<HTMLInputElement>();
    const { container } = renderWithTheme(
      <FileInput
        ref={ref}
        label="Votre CV"
        hint="PDF ou Word, 5 Mo maximum"
        accept=".pdf,.doc,.docx"
        error="Le fichier dépasse 5 Mo."
        required
      />,
    );
    const input = screen.getByLabelText(/^Votre CV/);
    expect(input).toBe(ref.current);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('PDF ou Word, 5 Mo maximum Erreur : Le fichier dépasse 5 Mo.');
    const file = new File(['%PDF-1.7'], 'cv-claire-martin.pdf', { type: 'application/pdf' });
    await userEvent.upload(input, file);
    expect(ref.current?.files?.[0]?.name).toBe('cv-claire-martin.pdf');
    expect(await axe(container)).toHaveNoViolations();
  });
});
