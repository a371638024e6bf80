import { theme } from '@arbora/shared/ui';
import { renderPage } from '@arbora/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import type { UploadDef } from '../types';
import { FileField } from './file-field';

// The file field speaks French whatever the browser's language (Chromium in English says « Choose
// Files » / « No file chosen »): a French button (a <label> of the input), the chosen files named in
// French, the native input still the one the keyboard and a post without JavaScript use.

const PHOTOS: UploadDef = {
  field: 'photos',
  label: 'Photos de votre terrain',
  hint: 'Jusqu’à 5 photos JPEG, PNG ou WebP.',
  max: 5,
  required: false,
  kinds: 'photo',
};
const CV: UploadDef = { ...PHOTOS, field: 'cv', label: 'Votre CV', hint: 'PDF, DOC, DOCX ou ODT.', kinds: 'document' };

function Field({ upload }: { upload: UploadDef }) {
  const [files, setFiles] = useState<File[]>([]);
  return <FileField id={`devis-${upload.field}`} upload={upload} files={files} onChange={setFiles} />;
}

const png = (name: string) => new File(['x'], name, { type: 'image/png' });

describe('FileField', () => {
  it('a French button that is a label of the native input; the input keeps the field’s name', () => {
    renderPage(<Field upload={PHOTOS} />);
    const input = screen.getByLabelText('Photos de votre terrain');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleName('Photos de votre terrain');
    const button = screen.getByText('Choisir des fichiers');
    expect(button.tagName).toBe('LABEL');
    expect(button).toHaveAttribute('for', input.id);
    expect(input).toHaveAccessibleDescription(/Jusqu’à 5 photos.*Aucun fichier choisi/);
    expect(screen.getByText('Aucun fichier choisi')).toBeVisible();
  });

  it('names the chosen files in French; a single document says « Choisir un fichier »', async () => {
    const user = userEvent.setup();
    renderPage(<Field upload={PHOTOS} />);
    const input = screen.getByLabelText('Photos de votre terrain');
    await user.upload(input, [png('jardin-1.png'), png('jardin-2.png')]);
    expect(input).toHaveAccessibleDescription(/jardin-1\.png, jardin-2\.png/);
    expect(screen.queryByText('Aucun fichier choisi')).toBeNull();

    renderPage(<Field upload={CV} />);
    expect(screen.getByText('Choisir un fichier').tagName).toBe('LABEL');
  });

  it('reached with the keyboard: Tab focuses the native input (the picker opens from it)', async () => {
    const user = userEvent.setup();
    renderPage(<Field upload={PHOTOS} />);
    await user.tab();
    expect(screen.getByLabelText('Photos de votre terrain')).toHaveFocus();
  });

  it('without JavaScript (the server’s HTML): the French button and the native input, no stale « none chosen »', () => {
    const html = renderToString(
      <ThemeProvider theme={theme}>
        <Field upload={PHOTOS} />
      </ThemeProvider>,
    );
    const doc = new DOMParser().parseFromString(html, 'text/html');
    const input = doc.querySelector('input[type="file"]')!;
    expect(input.getAttribute('name')).toBe('photos');
    // Named by the field's label text alone (not the button's words, a second <label>), and no
    // aria-label repeating the label (html-validate's no-redundant-aria-label).
    expect(input.hasAttribute('aria-label')).toBe(false);
    expect(doc.getElementById(input.getAttribute('aria-labelledby')!)?.textContent).toBe('Photos de votre terrain');
    const label = doc.querySelector(`label[for="${input.id}"][data-file-button]`);
    expect(label?.textContent).toBe('Choisir des fichiers');
    // Until the script runs, the browser's own line says what is chosen: ours would not change.
    expect(doc.body.textContent).not.toContain('Aucun fichier choisi');
  });
});
