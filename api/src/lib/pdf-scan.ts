import { inflateRawSync, inflateSync } from 'node:zlib';
import { PDFArray, PDFDict, PDFName, PDFStream } from 'pdf-lib';
import type { PDFDocument, PDFObject } from 'pdf-lib';

/**
 * Names a CV never needs: scripts, launch actions, attached files, embedded media. Checked as PDF
 * names (`/JS`), after `#xx` escapes are decoded (`/J#61vaScript` is `/JavaScript`).
 */
const FORBIDDEN_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'EmbeddedFile', 'EmbeddedFiles', 'RichMedia']);
/** Dictionary names of streams that hold pictures or font programs, not PDF syntax. */
const BINARY_STREAMS = new Set(['Image', 'Length1', 'Length2', 'Length3', 'Type1C', 'CIDFontType0C', 'OpenType']);
/** What all decoded streams of one file may add up to (a compressed bomb stops there). */
const MAX_DECODED_BYTES = 64 * 1024 * 1024;

/** `#xx` escapes of a PDF name decoded (PDF 1.2+, ISO 32000-1 §7.3.5). */
const decodeName = (name: string) =>
  name.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * The text with literal strings `( … )` (nesting and backslash escapes included) and hex strings
 * `< … >` blanked out: a name is only a name outside them, so a CV whose title reads « React/JS »
 * is not taken for a script.
 */
function withoutStrings(text: string): string {
  let out = '';
  let depth = 0;
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]!;
    if (depth > 0) {
      if (c === '\\') i += 1;
      else if (c === '(') depth += 1;
      else if (c === ')') depth -= 1;
      out += ' ';
    } else if (c === '(') {
      depth = 1;
      out += ' ';
    } else if (c === '<' && text[i + 1] !== '<' && text[i - 1] !== '<') {
      const end = text.indexOf('>', i);
      if (end < 0) return out;
      out += ' '.repeat(end - i + 1);
      i = end;
    } else out += c;
  }
  return out;
}

/** The PDF names of `text` (outside strings), escapes decoded. */
function names(text: string): string[] {
  return [...withoutStrings(text).matchAll(/\/([^\s/[\]<>(){}%]+)/g)].map((m) => decodeName(m[1]!));
}

type Stream = { dictionary: string; data: Buffer };

/** Every `stream … endstream` of the file with the dictionary written before it. */
function streams(bytes: Buffer, text: string): { found: Stream[]; outside: string } {
  const found: Stream[] = [];
  let outside = '';
  let from = 0;
  const keyword = /stream(\r\n|\r|\n)/g;
  for (let m = keyword.exec(text); m; m = keyword.exec(text)) {
    if (text.slice(m.index - 3, m.index) === 'end') continue;
    const dictStart = text.lastIndexOf('obj', m.index);
    const dataStart = m.index + m[0].length;
    const dataEnd = text.indexOf('endstream', dataStart);
    if (dictStart < from || dataEnd < 0) continue;
    outside += text.slice(from, m.index);
    found.push({ dictionary: text.slice(dictStart, m.index), data: bytes.subarray(dataStart, dataEnd) });
    from = dataEnd + 'endstream'.length;
    keyword.lastIndex = from;
  }
  return { found, outside: outside + text.slice(from) };
}

function inflate(data: Buffer, budget: number): Buffer {
  const options = { maxOutputLength: budget, finishFlush: 2 /* Z_SYNC_FLUSH: tolerate a missing end */ };
  try {
    return inflateSync(data, options);
  } catch {
    return inflateRawSync(data, options);
  }
}

/** The stream's data through its filters, or null when one of them is not one this check decodes. */
function decode(stream: Stream, budget: number): Buffer | null {
  const dictionaryNames = names(stream.dictionary);
  const filterAt = dictionaryNames.indexOf('Filter');
  if (filterAt < 0) return stream.data;
  // `/Filter /A` or `/Filter [/A /B]`: the names after /Filter up to the next key of the dictionary.
  const filters: string[] = [];
  for (const name of dictionaryNames.slice(filterAt + 1)) {
    if (!/Decode$|^(Fl|AHx|A85|LZW|RL|CCF|DCT)$/.test(name)) break;
    filters.push(name);
  }
  let data = stream.data;
  for (const filter of filters) {
    if (filter === 'FlateDecode' || filter === 'Fl') data = inflate(data, budget);
    else if (filter === 'ASCIIHexDecode' || filter === 'AHx')
      data = Buffer.from(data.toString('latin1').replace(/[^0-9a-fA-F]/g, ''), 'hex');
    else return null;
  }
  return data;
}

/**
 * True when no object of the PDF, written plainly or inside a compressed object stream, carries
 * JavaScript, a launch action or an embedded file, however its names are escaped. Every stream is
 * decoded (Flate, ASCIIHex) and read like the rest, except pictures and fonts; a stream this check
 * cannot decode is refused when it holds objects (`/Type /ObjStm`), let through otherwise (a JPEG's
 * DCT data cannot hold objects).
 */
export function pdfIsInert(bytes: Buffer): boolean {
  const text = bytes.toString('latin1');
  const { found, outside } = streams(bytes, text);
  if (names(outside).some((n) => FORBIDDEN_NAMES.has(n))) return false;
  let budget = MAX_DECODED_BYTES;
  for (const stream of found) {
    const dictionaryNames = names(stream.dictionary);
    if (dictionaryNames.some((n) => FORBIDDEN_NAMES.has(n))) return false;
    const holdsObjects = dictionaryNames.includes('ObjStm');
    let data: Buffer | null;
    try {
      data = decode(stream, budget);
    } catch {
      data = null;
    }
    if (!data) {
      if (holdsObjects) return false;
      continue;
    }
    budget -= data.length;
    if (budget <= 0) return false;
    // Pictures and font programs are binary: any bytes may look like a name there.
    if (dictionaryNames.some((n) => BINARY_STREAMS.has(n))) continue;
    if (names(data.toString('latin1')).some((n) => FORBIDDEN_NAMES.has(n))) return false;
  }
  return true;
}

/**
 * The same rule on the objects pdf-lib parsed (`pdf`, loaded from the same bytes): every name of
 * every object, the ones it unpacked from object streams included, as a key or a value at any depth.
 * Where the text scan above can be misled about where a stream ends (the word `stream` in a string,
 * the bytes `endstream` inside compressed data), the parser reads the objects as a viewer does.
 * pdf-lib decodes `#xx` escapes in capitals only: the rest are decoded here.
 */
export function parsedPdfIsInert(pdf: PDFDocument): boolean {
  const pending: PDFObject[] = pdf.context.enumerateIndirectObjects().map(([, object]) => object);
  for (const value of Object.values(pdf.context.trailerInfo)) if (value) pending.push(value);
  for (let object = pending.pop(); object; object = pending.pop()) {
    if (object instanceof PDFName) {
      if (FORBIDDEN_NAMES.has(decodeName(object.decodeText()))) return false;
    } else if (object instanceof PDFDict) for (const [key, value] of object.entries()) pending.push(key, value);
    else if (object instanceof PDFArray) pending.push(...object.asArray());
    else if (object instanceof PDFStream) pending.push(object.dict);
  }
  return true;
}
