// How many bytes of a generated file each original source accounts for, read from the file's
// source map: every mapping segment owns the generated text up to the next segment on its line.
// Bytes are UTF-8 (French strings hold accents), counted on the generated text itself.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((c, i) => [c, i]));

/** Decodes one segment ("AAgBC") into its numbers (deltas, as stored). */
function decodeSegment(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`bad VLQ character ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/**
 * @param {string} code   the generated file
 * @param {{ sources: string[], mappings: string }} map
 * @returns {{ bySource: Map<string, number>, unmapped: number }}
 */
export function bytesBySource(code, map) {
  const bySource = new Map();
  let unmapped = 0;
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  let sourceIndex = 0;
  for (let lineNo = 0; lineNo < lines.length; lineNo++) {
    const line = lines[lineNo];
    // The newline belongs to the line it ends (one byte), except after the last line.
    const lineBytes = (text) => Buffer.byteLength(text, 'utf8');
    const segments = [];
    let column = 0;
    for (const raw of (mappingLines[lineNo] ?? '').split(',')) {
      if (!raw) continue;
      const [dCol, dSource] = decodeSegment(raw);
      column += dCol;
      // Source line/column/name deltas are irrelevant here; the source index is cumulative.
      if (dSource !== undefined) sourceIndex += dSource;
      segments.push({ column, source: dSource === undefined ? null : map.sources[sourceIndex] });
    }
    segments.sort((a, b) => a.column - b.column);
    if (segments.length === 0 || segments[0].column > 0) {
      unmapped += lineBytes(line.slice(0, segments[0]?.column ?? line.length));
    }
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.column ?? line.length;
      const bytes = lineBytes(line.slice(segment.column, end));
      if (segment.source === null) unmapped += bytes;
      else bySource.set(segment.source, (bySource.get(segment.source) ?? 0) + bytes);
    });
    if (lineNo < lines.length - 1) unmapped += 1;
  }
  return { bySource, unmapped };
}
