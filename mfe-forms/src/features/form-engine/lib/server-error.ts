import { isHttpError } from '@arbora/shared/errors';
import { isMessageKey, type MessageKey } from '@arbora/shared/messages/forms';

export interface ServerRefusal {
  /** the French message shown above the submit button */
  key: MessageKey;
  /** messages (keys or text) for fields the server named, by field name */
  fields: Record<string, string>;
}

const CODE_KEYS: Record<string, MessageKey> = {
  UPLOAD_REJECTED: 'form_upload_rejected',
  PAYLOAD_TOO_LARGE: 'form_payload_too_large',
  CONTEST_ALREADY_ENTERED: 'contest_already_entered',
  RATE_LIMITED: 'form_rate_limited',
};

/** `data.email` → `email` (the API names fields by their path in the body). */
const fieldOf = (path: string) => path.replace(/^data\./, '');

/**
 * What to tell the sender about a failed POST /v1/forms/send. A network failure or a 5xx means the
 * API is out of reach: the form stays filled and says so.
 */
export function serverRefusal(error: unknown, uploadField?: string): ServerRefusal {
  if (!isHttpError(error) || error.status >= 500) return { key: 'form_api_unavailable', fields: {} };
  const code = error.code ?? '';
  if (error.status === 429) return { key: 'form_rate_limited', fields: {} };
  if (error.status === 413)
    return { key: 'form_payload_too_large', fields: uploadField ? { [uploadField]: 'form_payload_too_large' } : {} };
  if (code === 'CONTEST_ALREADY_ENTERED')
    return { key: 'contest_already_entered', fields: { email: 'contest_already_entered' } };
  if (code === 'UPLOAD_REJECTED')
    return { key: 'form_upload_rejected', fields: uploadField ? { [uploadField]: 'form_upload_rejected' } : {} };
  if (code === 'VALIDATION_ERROR') {
    const issues = (error.data as { issues?: { field: string; message: string }[] } | undefined)?.issues ?? [];
    const fields: Record<string, string> = {};
    for (const issue of issues) {
      const name = fieldOf(issue.field);
      if (name && !(name in fields)) fields[name] = isMessageKey(issue.message) ? issue.message : 'form_fields_refused';
    }
    return { key: 'form_fields_refused', fields };
  }
  return { key: CODE_KEYS[code] ?? 'default_form_error_message', fields: {} };
}
