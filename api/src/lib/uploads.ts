import { open, readFile, rename, rm } from 'node:fs/promises';
import { filetypeinfo } from 'magic-bytes.js';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { officeIsInert } from './office-scan';
import type { ZipEntry } from './office-scan';
import { parsedPdfIsInert, pdfIsInert } from './pdf-scan';

export type Sniffed = { mime: string; ext: string };

const PHOTOS: Record<string, Sniffed & { format: 'jpeg' | 'png' | 'webp' }> = {
  jpg: { mime: 'image/jpeg', ext: 'jpg', format: 'jpeg' },
  png: { mime: 'image/png', ext: 'png', format: 'png' },
  webp: { mime: 'image/webp', ext: 'webp', format: 'webp' },
};
const PDF: Sniffed = { mime: 'application/pdf', ext: 'pdf' };
/** Office formats share a container (ZIP or OLE): the name chooses among the ones the bytes allow. */
const CONTAINER_DOCUMENTS: Record<string, Sniffed> = {
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
  odt: { mime: 'application/vnd.oasis.opendocument.text', ext: 'odt' },
  doc: { mime: 'application/msword', ext: 'doc' },
};
/** A photo larger than this many pixels is refused before it is decoded. */
const MAX_PIXELS = 50_000_000;
/** The parts of a document may not unpack past this (a ZIP bomb would). */
const MAX_UNPACKED_BYTES = 100 * 1024 * 1024;
const ODT_MEDIA_TYPE = 'application/vnd.oasis.opendocument.text';
/** Names no word-processing document needs: programs, scripts, macros, nested archives. */
const EXECUTABLE =
  /\.(exe|dll|com|scr|bat|cmd|msi|ps1|vbs|vbe|js|jse|wsf|wsh|hta|jar|sh|app|apk|lnk|cpl|zip|rar|7z)$|vbaproject\.bin$|(^|\/)basic\//i;

/** The entries of a ZIP from its central directory, or null when it is not a well-formed ZIP. */
export function zipEntries(bytes: Buffer): ZipEntry[] | null {
  const from = Math.max(0, bytes.length - 65_557);
  let eocd = -1;
  for (let i = bytes.length - 22; i >= from; i -= 1)
    if (bytes.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  if (eocd < 0) return null;
  const count = bytes.readUInt16LE(eocd + 10);
  const size = bytes.readUInt32LE(eocd + 12);
  let at = bytes.readUInt32LE(eocd + 16);
  if (at + size > eocd || count === 0) return null;
  const entries: ZipEntry[] = [];
  for (let n = 0; n < count; n += 1) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = bytes.readUInt16LE(at + 28);
    const next = at + 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (next > bytes.length) return null;
    entries.push({
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
      method: bytes.readUInt16LE(at + 10),
      compressed: bytes.readUInt32LE(at + 20),
      size: bytes.readUInt32LE(at + 24),
      offset: bytes.readUInt32LE(at + 42),
    });
    at = next;
  }
  return entries;
}

/** A DOCX or ODT: a ZIP holding the parts of its format, nothing executable or remote, no bomb. */
function officeZipOk(bytes: Buffer, ext: 'docx' | 'odt'): boolean {
  const entries = zipEntries(bytes);
  if (!entries) return false;
  const names = new Set(entries.map((e) => e.name));
  if (entries.some((e) => EXECUTABLE.test(e.name) || e.name.includes('..') || e.name.startsWith('/'))) return false;
  const unpacked = entries.reduce((s, e) => s + e.size, 0);
  if (unpacked > MAX_UNPACKED_BYTES || entries.some((e) => e.size === 0xffffffff)) return false;
  if (!officeIsInert(bytes, entries, ext)) return false;
  if (ext === 'docx') return names.has('[Content_Types].xml') && names.has('word/document.xml');
  // ODF: `mimetype` is the first entry, stored uncompressed, right after its 30-byte local header.
  const nameLength = bytes.readUInt16LE(26);
  const extraLength = bytes.readUInt16LE(28);
  const first = bytes.toString('latin1', 30, 30 + nameLength);
  const start = 30 + nameLength + extraLength;
  const mediaType = bytes.toString('latin1', start, start + ODT_MEDIA_TYPE.length);
  return first === 'mimetype' && mediaType === ODT_MEDIA_TYPE && names.has('content.xml');
}

/** A PDF that parses, with at least one page and no script, launch action or attached file. */
async function pdfOk(bytes: Buffer): Promise<boolean> {
  if (!pdfIsInert(bytes)) return false;
  try {
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false, ignoreEncryption: false });
    return pdf.getPageCount() > 0 && parsedPdfIsInert(pdf);
  } catch {
    return false;
  }
}

const utf16 = (s: string) => Buffer.from(s, 'utf16le');
/** A Word 97 file: an OLE container with a WordDocument stream and no macro storage. */
function docOk(bytes: Buffer): boolean {
  return (
    bytes.includes(utf16('WordDocument')) && !bytes.includes(utf16('Macros')) && !bytes.includes(utf16('_VBA_PROJECT'))
  );
}

/**
 * Decodes the whole photo and writes it again in its format: a file that only starts like an image
 * fails, and whatever rode along after the image data (a script in a polyglot, EXIF location) is
 * not kept. Replaces the file in place.
 */
async function cleanPhoto(file: string, format: 'jpeg' | 'png' | 'webp'): Promise<boolean> {
  const clean = `${file}.clean`;
  try {
    await sharp(file, { failOn: 'error', limitInputPixels: MAX_PIXELS }).rotate().toFormat(format).toFile(clean);
    await rename(clean, file);
    return true;
  } catch {
    await rm(clean, { force: true });
    return false;
  }
}

async function head(file: string): Promise<Buffer> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(64);
    const { bytesRead } = await handle.read(buffer, 0, 64, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/**
 * The kind of an uploaded file (already on disk) judged by its whole structure, never by the name
 * or the Content-Type the browser claims: null when it is not one the field accepts (a CV: PDF,
 * DOC, DOCX, ODT; a photo: JPEG, PNG, WebP) or does not hold together as one.
 */
export async function inspectUpload(
  file: string,
  filename: string,
  kinds: 'document' | 'photo',
): Promise<Sniffed | null> {
  const names = new Set(filetypeinfo(await head(file)).map((f) => f.typename));
  if (kinds === 'photo') {
    const photo = Object.entries(PHOTOS).find(([name]) => names.has(name))?.[1];
    if (!photo) return null;
    return (await cleanPhoto(file, photo.format)) ? { mime: photo.mime, ext: photo.ext } : null;
  }
  if (names.has('pdf')) return (await pdfOk(await readFile(file))) ? PDF : null;
  const ext = /\.([a-z]{3,4})$/i.exec(filename)?.[1]?.toLowerCase() ?? '';
  const candidate = CONTAINER_DOCUMENTS[ext];
  if (!candidate || !names.has(ext)) return null;
  const bytes = await readFile(file);
  const ok = ext === 'doc' ? docOk(bytes) : officeZipOk(bytes, ext as 'docx' | 'odt');
  return ok ? candidate : null;
}
