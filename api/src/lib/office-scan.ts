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

const XML_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** Character and entity references decoded, as an XML parser hands a value to Word or Writer. */
function unescapeXml(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, ref: string) => {
    if (ref[0] !== '#') return XML_ENTITIES[ref.toLowerCase()] ?? whole;
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : '';
  });
}

type XmlElement = { name: string; local: string; attributes: Map<string, string> };

/**
 * The start tags of an XML text with their attributes, read as XML reads them: values in double or
 * single quotes (a `>` inside one does not end the tag), references decoded; names kept with their
 * prefix, `local` without it (a prefix can be bound to any namespace).
 */
function* elements(xml: string): Generator<XmlElement> {
  for (const tag of xml.matchAll(/<([\w.-]+(?::[\w.-]+)?)((?:[^>"']|"[^"]*"|'[^']*')*)>/g)) {
    const attributes = new Map<string, string>();
    for (const a of tag[2]!.matchAll(/([\w.-]+(?::[\w.-]+)?)\s*=\s*(?:"([^"]*)"|'([^']*)')/g))
      attributes.set(a[1]!, unescapeXml(a[2] ?? a[3] ?? ''));
    yield { name: tag[1]!, local: tag[1]!.replace(/^.*:/, ''), attributes };
  }
}

/** A DOCX relationship part: no macro or active content, and nothing outside but hyperlinks. */
function relationshipsOk(xml: string): boolean {
  for (const element of elements(xml)) {
    if (element.local !== 'Relationship') continue;
    const type = element.attributes.get('Type')?.trim() ?? '';
    if (ACTIVE_TYPE.test(type)) return false;
    // A remote template (settings' attachedTemplate), frame or picture is fetched when the file opens.
    const mode = element.attributes.get('TargetMode')?.trim().toLowerCase();
    if (mode === 'external' && !type.endsWith('/hyperlink')) return false;
  }
  return true;
}

/**
 * The field instructions of a WordprocessingML part (`w:instrText` runs joined, as Word joins a field
 * split over runs, and `w:fldSimple`'s `w:instr`): no DDE, which runs a program, and no field that
 * pulls in a file or page from outside (INCLUDETEXT, INCLUDEPICTURE, LINK, IMPORT).
 */
function fieldsOk(xml: string): boolean {
  let instructions = '';
  for (const m of xml.matchAll(/<(?:[\w.-]+:)?instrText\b(?:[^>"']|"[^"]*"|'[^']*')*>([^<]*)</g))
    instructions += unescapeXml(m[1]!);
  for (const element of elements(xml)) {
    if (element.local !== 'fldSimple') continue;
    for (const [name, value] of element.attributes)
      if (name.replace(/^.*:/, '') === 'instr') instructions += ` ${value} `;
  }
  if (/\bDDE(?:AUTO)?\b/i.test(instructions)) return false;
  return !/\b(?:INCLUDETEXT|INCLUDEPICTURE|LINK|IMPORT)\s+"?\s*(?:[a-z][a-z0-9+.-]*:|\\\\|\/\/)/i.test(instructions);
}

/** An ODF part: no macro binding, and only hyperlinks point outside the file. */
function odfXmlOk(xml: string): boolean {
  if (/<script:event-listener\b|<office:script\b|<office:event-listeners>\s*<[^/]/.test(xml)) return false;
  for (const element of elements(xml)) {
    if (element.local === 'event-listener' || element.local === 'script') return false;
    for (const [name, value] of element.attributes) {
      if (name.replace(/^.*:/, '') === 'media-type' && /basic|script/i.test(value)) return false;
      if (name.replace(/^.*:/, '') !== 'href') continue;
      const href = value.trim();
      if (/^(?:vnd\.sun\.star\.script|macro):/i.test(href)) return false;
      if (OUTSIDE.test(href) && element.local !== 'a') return false;
    }
  }
  return true;
}

/**
 * Reads every part of a DOCX or ODT (the caller checked the ZIP's sizes): refused when a part is an
 * OLE2 file (a VBA project under any name), a content or relationship type names macros or active
 * content, something other than a hyperlink points outside the file (a remote template, a linked
 * picture), or a field runs a program (DDE) or includes something from outside.
 */
export function officeIsInert(bytes: Buffer, entries: ZipEntry[], ext: 'docx' | 'odt'): boolean {
  for (const entry of entries) {
    if (entry.name.endsWith('/')) continue;
    const part = partBytes(bytes, entry);
    if (!part) return false;
    if (part.subarray(0, OLE_MAGIC.length).equals(OLE_MAGIC)) return false;
    if (!/\.(xml|rels)$/i.test(entry.name)) continue;
    const xml = part.toString('utf8');
    // Part names are compared without regard to case (OPC), as Word finds them.
    const name = entry.name.toLowerCase();
    if (ext === 'docx') {
      if (name === '[content_types].xml' && ACTIVE_TYPE.test(unescapeXml(xml))) return false;
      if (name.endsWith('.rels') && !relationshipsOk(xml)) return false;
      if (!fieldsOk(xml)) return false;
    } else if (!odfXmlOk(xml)) return false;
  }
  return true;
}
