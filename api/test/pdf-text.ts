import { inflateSync } from 'node:zlib';
import { PDFArray, type PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';

/**
 * The text runs of a PDF written by pdf-lib with embedded fonts, page by page: each `<hex> Tj` read
 * back through its font's ToUnicode map. Enough to check what a generated document says without a
 * PDF reader dependency (pdf-lib writes one run per drawText call).
 */
export async function pdfTextRuns(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await PDFDocument.load(bytes);
  const ctx = pdf.context;
  const resolve = (o: PDFObject | undefined) => (o instanceof PDFRef ? ctx.lookup(o) : o);
  const streamText = (o: PDFObject | undefined): string => {
    const stream = resolve(o);
    if (!(stream instanceof PDFRawStream)) return '';
    const filter = stream.dict.get(PDFName.of('Filter'));
    const raw = Buffer.from(stream.contents);
    return (filter === PDFName.of('FlateDecode') ? inflateSync(raw) : raw).toString('latin1');
  };
  const unicodeMap = (font: PDFDict): Map<string, string> => {
    const map = new Map<string, string>();
    const cmap = streamText(font.get(PDFName.of('ToUnicode')));
    for (const [, glyph, hex] of cmap.matchAll(/<([0-9a-fA-F]{4})>\s*<([0-9a-fA-F]+)>/g)) {
      const units = hex!.match(/.{4}/g)!.map((u) => parseInt(u, 16));
      map.set(glyph!.toLowerCase(), String.fromCharCode(...units));
    }
    return map;
  };

  return pdf.getPages().map((page) => {
    const fontDict = resolve(page.node.Resources()?.get(PDFName.of('Font'))) as PDFDict | undefined;
    const fonts = new Map<string, Map<string, string>>();
    for (const [name, ref] of fontDict?.entries() ?? [])
      fonts.set(name.asString(), unicodeMap(resolve(ref) as PDFDict));
    const contents = page.node.Contents();
    const parts = contents instanceof PDFArray ? contents.asArray() : [contents];
    const content = parts.map((p) => streamText(p as PDFObject)).join('\n');
    const runs: string[] = [];
    let current = new Map<string, string>();
    for (const [, font, hex] of content.matchAll(/(\/[^\s/]+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj/g)) {
      if (font) current = fonts.get(font) ?? new Map();
      else runs.push((hex!.match(/.{4}/g) ?? []).map((g) => current.get(g.toLowerCase()) ?? '\ufffd').join(''));
    }
    return runs;
  });
}
