import { filetypeinfo } from 'magic-bytes.js';

export type Sniffed = { mime: string; ext: string };

const PHOTOS = new Set(['jpg', 'png', 'webp']);
/** Office formats share a container (ZIP or OLE): the name chooses among the ones the bytes allow. */
const CONTAINER_DOCUMENTS: Record<string, Sniffed> = {
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
  odt: { mime: 'application/vnd.oasis.opendocument.text', ext: 'odt' },
  doc: { mime: 'application/msword', ext: 'doc' },
};

/**
 * The kind of an uploaded file judged by its bytes, never by the name or the Content-Type the
 * browser claims: null when it is not one the field accepts (a CV: PDF, DOC, DOCX, ODT; a photo:
 * JPEG, PNG, WebP).
 */
export function sniffUpload(bytes: Buffer, filename: string, kinds: 'document' | 'photo'): Sniffed | null {
  const found = filetypeinfo(bytes.subarray(0, 64));
  const names = new Set(found.map((f) => f.typename));
  if (kinds === 'photo') {
    const hit = found.find((f) => PHOTOS.has(f.typename) && f.mime);
    return hit ? { mime: hit.mime!, ext: hit.typename === 'jpg' ? 'jpg' : hit.typename } : null;
  }
  if (names.has('pdf')) return { mime: 'application/pdf', ext: 'pdf' };
  const ext = /\.([a-z]{3,4})$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  const candidate = CONTAINER_DOCUMENTS[ext];
  return candidate && names.has(ext) ? candidate : null;
}
