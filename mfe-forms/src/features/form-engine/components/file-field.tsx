import { Button, visuallyHiddenStyles } from '@arbora/shared/ui';
import { FileInput } from '@arbora/shared/ui/forms';
import { useEffect, useState, type ChangeEvent } from 'react';
import styled, { css } from 'styled-components';
import { ACCEPT } from '../lib/files';
import type { UploadDef } from '../types';

const Previews = styled.ul`
  list-style: none;
  margin: ${({ theme }) => theme.space.sm} 0 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  li {
    display: grid;
    gap: ${({ theme }) => theme.space.xxs};
    width: 8rem;
    font-size: ${({ theme }) => theme.fontSize.sm};
    overflow-wrap: anywhere;
  }
  img {
    width: 8rem;
    height: 6rem;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surfaceMuted};
  }
`;

/**
 * The file field in French whatever the browser's language: a <label> drawn as a button
 * (« Choisir des fichiers ») opens the native picker, without JavaScript too; the native button is
 * hidden. Once the script runs, the input is hidden as well (still focused by Tab, opened by Space
 * or Enter, its focus ring drawn on the button) and the line beside the button says what is chosen
 * (« Aucun fichier choisi », the names). Before that, the browser's own line says it.
 */
const Picker = styled.div<{ $enhanced: boolean }>`
  input[type='file']::file-selector-button {
    display: none;
  }
  ${({ $enhanced }) =>
    $enhanced &&
    css`
      input[type='file'] {
        ${visuallyHiddenStyles}
      }
    `}
  &:has(input[type='file']:focus-visible) [data-file-button] {
    outline: ${({ theme }) => theme.focusRing.outline};
    outline-offset: ${({ theme }) => theme.focusRing.offset};
  }
`;

const PickRow = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  margin-top: ${({ theme }) => theme.space.xxs};
`;

const PickButton = styled.label`
  display: inline-block;
  padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.sm}`};
  border: 2px solid ${({ theme }) => theme.color.primary};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.primary};
  font-size: ${({ theme }) => theme.fontSize.md};
  font-weight: ${({ theme }) => theme.fontWeight.bold};
  cursor: pointer;
`;

const Chosen = styled.span`
  color: ${({ theme }) => theme.color.text};
  overflow-wrap: anywhere;
`;

/** True once the script runs (never on the server, nor without JavaScript). */
function useEnhanced(): boolean {
  const [enhanced, setEnhanced] = useState(false);
  useEffect(() => setEnhanced(true), []);
  return enhanced;
}

/** What the line beside the button says: « Aucun fichier choisi », else the names. */
export function chosenText(files: readonly File[]): string {
  return files.length ? files.map((file) => file.name).join(', ') : 'Aucun fichier choisi';
}

/** Object URLs for the previews, made and revoked in an effect (never during render: no `URL` on the server). */
function usePreviewUrls(files: readonly File[], enabled: boolean): string[] {
  const [urls, setUrls] = useState<string[]>([]);
  useEffect(() => {
    // No previews where object URLs do not exist (older engines, jsdom): the file names still show.
    if (!enabled || typeof URL.createObjectURL !== 'function') return undefined;
    const made = files.map((file) => URL.createObjectURL(file));
    setUrls(made);
    return () => made.forEach((url) => URL.revokeObjectURL(url));
  }, [files, enabled]);
  return urls;
}

interface FileFieldProps {
  id: string;
  upload: UploadDef;
  files: readonly File[];
  error?: string;
  onChange: (files: File[]) => void;
}

/** Photos of a quote (up to 5, previews, each removable) or a CV (one document). */
export function FileField({ id, upload, files, error, onChange }: FileFieldProps) {
  const photos = upload.kinds === 'photo';
  const urls = usePreviewUrls(files, photos);
  const add = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again (after removing it) fires a change.
    event.target.value = '';
    onChange(photos ? [...files, ...chosen] : chosen.slice(0, 1));
  };
  const remove = (index: number) => onChange(files.filter((_, i) => i !== index));
  const enhanced = useEnhanced();
  const chosenId = `${id}-choisis`;
  const labelTextId = `${id}-nom`;
  // The button and the line live in the hint, above the input: the input keeps its name (labelled by
  // the field's label text alone: the button is a second <label>, whose words a browser would add
  // to the name even hidden); the hint, line included, describes it.
  const hint = (
    <>
      {upload.hint}
      <PickRow>
        <PickButton htmlFor={id} data-file-button="" aria-hidden="true">
          {photos ? 'Choisir des fichiers' : 'Choisir un fichier'}
        </PickButton>
        {enhanced ? <Chosen id={chosenId}>{chosenText(files)}</Chosen> : null}
      </PickRow>
    </>
  );
  return (
    <Picker $enhanced={enhanced}>
      <FileInput
        id={id}
        name={upload.field}
        label={<span id={labelTextId}>{upload.label}</span>}
        aria-labelledby={labelTextId}
        hint={hint}
        error={error}
        required={upload.required}
        accept={ACCEPT[upload.kinds]}
        multiple={photos}
        onChange={add}
      />
      {files.length > 0 && (
        <Previews aria-label={photos ? 'Photos jointes' : 'Fichier joint'}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {photos && urls[index] && <img src={urls[index]} alt="" width={128} height={96} />}
              <span>{file.name}</span>
              <Button variant="secondary" size="sm" aria-label={`Retirer ${file.name}`} onClick={() => remove(index)}>
                Retirer
              </Button>
            </li>
          ))}
        </Previews>
      )}
    </Picker>
  );
}
