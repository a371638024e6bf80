import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';
import { formatMoney, moneyFromWire } from '@arbora/shared/format';
import type { DocumentLine } from '../db/schema/index';
import { ttcFromHt } from './money';
import { apiRoot } from '../paths';
import { CONTACT } from '../seed/site-facts';

export type PdfDocumentInput = {
  kindLabel: string;
  number: string;
  title: string;
  issuedOn: string;
  customer: string[];
  site: string[];
  lines: DocumentLine[];
};

/**
 * The standard PDF fonts only speak Windows-1252: « Żak », « Nguyễn » or « Łukasz » made every
 * document of theirs fail. DejaVu Sans (shipped by the dejavu-fonts-ttf package) covers every Latin
 * script, Greek and Cyrillic; it is embedded as a subset, so a document only carries its glyphs.
 */
const fontFile = (name: string) =>
  readFileSync(createRequire(path.join(apiRoot, 'package.json')).resolve(`dejavu-fonts-ttf/ttf/${name}`));
let fonts: { regular: Uint8Array; bold: Uint8Array; covers: (cp: number) => boolean } | null = null;
/** DejaVu Sans regular and bold, read once; `covers` tells whether the font draws a code point. */
export function loadFonts() {
  if (!fonts) {
    const regular = fontFile('DejaVuSans.ttf');
    const face = fontkit.create(regular) as unknown as { hasGlyphForCodePoint(cp: number): boolean };
    fonts = { regular, bold: fontFile('DejaVuSans-Bold.ttf'), covers: (cp) => face.hasGlyphForCodePoint(cp) };
  }
  return fonts;
}

/**
 * Text the font can draw: narrow and non-breaking spaces become spaces, control characters and lone
 * surrogates go, and a character the font lacks (an emoji, a CJK ideograph) becomes « ? » rather
 * than an empty box or an error.
 */
export function printable(s: string, covers: (cp: number) => boolean = loadFonts().covers): string {
  let out = '';
  for (const ch of s.replace(/[\u202f\u00a0]/g, ' ')) {
    const cp = ch.codePointAt(0)!;
    if (cp < 0x20 || (cp >= 0x7f && cp < 0xa0) || (cp >= 0xd800 && cp <= 0xdfff) || cp === 0xfe0f || cp === 0x200d)
      continue;
    out += covers(cp) ? ch : '?';
  }
  return out;
}
const money = (n: number) => printable(formatMoney(moneyFromWire(n)));

/** A SIRET as a document prints it: « 732 829 320 00074 » (its SIREN's threes, then the establishment's five). */
export const spacedSiret = (siret: string) => siret.replace(/^(\d{3})(\d{3})(\d{3})(\d{5})$/, '$1 $2 $3 $4');

/** A one-page A4 document (quote, invoice, delivery note or plan) with its lines and totals. */
export async function renderSiteDocument(input: PdfDocumentInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`${input.kindLabel} ${input.number}`));
  pdf.setAuthor(printable(CONTACT.company));
  pdf.setCreator('Arbora API');
  // Fixed dates keep the bytes of a document the same on every request (ETag-friendly, testable).
  pdf.setCreationDate(new Date(`${input.issuedOn}T08:00:00Z`));
  pdf.setModificationDate(new Date(`${input.issuedOn}T08:00:00Z`));
  const page = pdf.addPage([595.28, 841.89]);
  const faces = loadFonts();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(faces.regular, { subset: true });
  const bold = await pdf.embedFont(faces.bold, { subset: true });
  const text = (s: string, x: number, y: number, size = 10, f = font) =>
    page.drawText(printable(s, faces.covers), { x, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });

  // The company's identity (CONTACT, the legal notice's), never a copy of its own.
  text(CONTACT.company, 50, 790, 16, bold);
  text(`${CONTACT.address} - SIRET ${spacedSiret(CONTACT.siret)}`, 50, 774, 9);
  text(`${input.kindLabel} n° ${input.number}`, 50, 730, 14, bold);
  text(`Émis le ${input.issuedOn.split('-').reverse().join('/')}`, 50, 714);
  text(input.title, 50, 698);
  input.customer.forEach((line, i) => text(line, 330, 730 - i * 14));
  text('Chantier', 50, 660, 11, bold);
  input.site.forEach((line, i) => text(line, 50, 645 - i * 14));

  let y = 580;
  text('Désignation', 50, y, 10, bold);
  text('Qté', 330, y, 10, bold);
  text('PU HT', 380, y, 10, bold);
  text('Total HT', 470, y, 10, bold);
  page.drawLine({ start: { x: 50, y: y - 6 }, end: { x: 545, y: y - 6 }, thickness: 0.5 });
  let totalHt = 0;
  for (const line of input.lines) {
    y -= 20;
    const lineHt = line.quantity * line.unit_ht;
    totalHt += lineHt;
    text(Array.from(line.label).slice(0, 55).join(''), 50, y);
    text(String(line.quantity), 330, y);
    text(money(line.unit_ht), 380, y);
    text(money(lineHt), 470, y);
  }
  const totalTtc = ttcFromHt(totalHt);
  y -= 40;
  text(`Total HT : ${money(totalHt)}`, 380, y, 10, bold);
  text(`TVA 20 % : ${money(totalTtc - totalHt)}`, 380, y - 16);
  text(`Total TTC : ${money(totalTtc)}`, 380, y - 32, 11, bold);
  return pdf.save();
}
