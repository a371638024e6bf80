import { api } from '@arbora/shared/api';
import type { FormName } from '@arbora/shared/schemas';
import { useMutation } from '@tanstack/react-query';

export interface SendFormInput {
  form: FormName;
  data: Record<string, unknown>;
  /** files by field (`photos`, `cv`): sent as multipart when there are any */
  files?: { field: string; files: readonly File[] };
}

export interface SendFormResult {
  sent: true;
  confirmation_route: string;
}

/** POST /v1/forms/send: JSON `{ form, data }`, or multipart (`form`, `data` as JSON, the files). */
export function sendForm({ form, data, files }: SendFormInput): Promise<SendFormResult> {
  if (!files || files.files.length === 0) return api.post<SendFormResult>('/forms/send', { body: { form, data } });
  const body = new FormData();
  body.append('form', form);
  body.append('data', JSON.stringify(data));
  for (const file of files.files) body.append(files.field, file, file.name);
  return api.post<SendFormResult>('/forms/send', { body });
}

// The form tells every refusal in the page (kept beside the fields): no toast repeating it.
export const useSendForm = () => useMutation({ mutationFn: sendForm, meta: { apiErrors: false } });
