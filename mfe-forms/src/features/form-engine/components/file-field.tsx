import { Button } from '@arbora/shared/ui';
import { FileInput } from '@arbora/shared/ui/forms';
import { useEffect, useState, type ChangeEvent } from 'react';
import styled from 'styled-components';
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
  return (
    <div>
      <FileInput
        id={id}
        name={upload.field}
        label={upload.label}
        hint={upload.hint}
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
    </div>
  );
}
