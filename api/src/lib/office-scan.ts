import { inflateRawSync } from 'node:zlib';

export type ZipEntry = { name: string; method: number; compressed: number; size: number; offset: number };

/** The first bytes of an OLE2 file: how a VBA project (or any embedded Office object) is stored. */
const OLE_MAGIC = Buffer.from('d0cf11e0a1b11ae1', 'hex');
/** Content and relationship types of macros and active content, whatever the part is called. */
const ACTIVE_TYPE = /vba|macro|activex|oleobject/i;
/** A link to anything outside the file (`http:`, `file:`, `\\server\share`…). */
const OUTSIDE = /^(?:[a-z][a-z0-9+.-]*:|\\\\|\/\/)/i;

/** The bytes of one part (stored or deflated), or null when it cannot be read within its size. */
function partBytes(bytes: Buffer, entry: ZipEntry): Buffer | null {
  const at = entry.offset;
  if (at + 30 > bytes.length || bytes.readUInt32LE(at) !== 0x04034b50) return null;
  const start = at + 30 + bytes.readUInt16LE(at + 26) + bytes.readUInt16LE(at + 28);
  const data = bytes.subarray(start, start + entry.compressed);
  try {
    if (entry.method === 0) return data;
    if (entry.method === 8) return inflateRawSync(data, { maxOutputLength: Math.max(entry.size, 1) });
  } catch {
    return null;
  }
  return null;
}

const attributes = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w:.-]+)\s*=\s*"([^"]*)"/g)].map((m) => [m[1]!, m[2]!]));

/** A DOCX relationship part: no macro or active content, and nothing outside but hyperlinks. */
function relationshipsOk(xml: string): boolean {
  for (const m of xml.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    const rel = attributes(m[0]);
    const type = rel.Type ?? '';
    if (ACTIVE_TYPE.test(type)) return false;
    // A remote template (settings' attachedTemplate), frame or picture is fetched when the file opens.
    if (rel.TargetMode?.toLowerCase() === 'external' && !type.endsWith('/hyperlink')) return false;
  }
  return true;
}

/** An ODF part: no macro binding, and only hyperlinks point outside the file. */
function odfXmlOk(xml: string): boolean {
  if (/<script:event-listener\b|<office:script\b|<office:event-listeners>\s*<[^/]/.test(xml)) return false;
  for (const m of xml.matchAll(/<([\w:.-]+)\b[^>]*\bxlink:href\s*=\s*"([^"]*)"/g)) {
    const [, element, href] = m;
    if (/^(?:vnd\.sun\.star\.script|macro):/i.test(href!)) return false;
    if (OUTSIDE.test(href!) && element !== 'text:a' && element !== 'draw:a') return false;
  }
  return true;
}

/**
 * Reads every part of a DOCX or ODT (the caller checked the ZIP's sizes): refused when a part is an
 * OLE2 file (a VBA project under any name), a content or relationship type names macros or active
 * content, or something other than a hyperlink points outside the file (a remote template, a linked
 * picture).
 */
export function officeIsInert(bytes: Buffer, entries: ZipEntry[], ext: 'docx' | 'odt'): boolean {
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const part = partBytes(bytes, entry);
    if (!part) return false;
    if (part.subarray(0, OLE_MAGIC.length).equals(OLE_MAGIC)) return false;
    if (!/\.(xml|rels)$/i.test(entry.name)) continue;
    const xml = part.toString('utf8');
    if (ext === 'docx') {
      if (entry.name === '[Content_Types].xml' && ACTIVE_TYPE.test(xml)) return false;
      if (entry.name.endsWith('.rels') && !relationshipsOk(xml)) return false;
    } else {
      if (entry.name === 'META-INF/manifest.xml' && /media-type\s*=\s*"[^"]*(basic|script)/i.test(xml)) return false;
      if (!odfXmlOk(xml)) return false;
    }
  }
  return true;
}
