import type { MessageKey } from '@arbora/shared/messages/forms';
import type { UploadDef } from '../types';

/** UPLOAD_MAX_BYTES of the API: 5 MB a file. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'webp'];
const DOCUMENT_EXTENSIONS = ['pdf', 'doc', 'docx', 'odt'];

export const ACCEPT = {
  photo: 'image/jpeg,image/png,image/webp,.jpg,.jpeg,.png,.webp',
  document:
    '.pdf,.doc,.docx,.odt,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.oasis.opendocument.text',
} as const;

const extensionOf = (name: string) => name.toLowerCase().split('.').pop() ?? '';

/**
 * Checks the chosen files before sending (type and size; the server judges them again by content).
 * Browsers give no reliable type for Word and ODT files, so documents are judged by extension.
 */
export function fileProblem(files: readonly File[], upload: UploadDef): MessageKey | null {
  if (upload.required && files.length === 0) return 'field_required';
  if (files.length > upload.max) return 'upload_too_many_photos';
  for (const file of files) {
    const ext = extensionOf(file.name);
    const typeOk =
      upload.kinds === 'photo'
        ? PHOTO_TYPES.includes(file.type) || (file.type === '' && PHOTO_EXTENSIONS.includes(ext))
        : DOCUMENT_EXTENSIONS.includes(ext);
    if (!typeOk) return upload.kinds === 'photo' ? 'upload_photo_type' : 'upload_cv_type';
    if (file.size > MAX_FILE_BYTES) return 'upload_too_large';
  }
  return null;
}

/**
 * What a form refused without JavaScript says on its file field when files were sent: a browser
 * never fills a file input again, so the visitor must choose them again (named, to find them).
 */
export function reattachMessage(files: readonly File[], upload: UploadDef): string {
  const names = files.map((file) => file.name).join(', ');
  if (upload.kinds === 'document')
    return `Choisissez à nouveau votre CV (${names})\u00a0: il n’est pas gardé quand le formulaire est refusé.`;
  return files.length > 1
    ? `Choisissez à nouveau vos photos (${names})\u00a0: elles ne sont pas gardées quand le formulaire est refusé.`
    : `Choisissez à nouveau votre photo (${names})\u00a0: elle n’est pas gardée quand le formulaire est refusé.`;
}
