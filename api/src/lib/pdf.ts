import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { formatMoney, moneyFromWire } from '@arbora/shared/format';
import type { DocumentLine } from '../db/schema/index';
import { ttcFromHt } from './money';

export type PdfDocumentInput = {
  kindLabel: string;
  number: string;
  title: string;
  issuedOn: string;
  customer: string[];
  site: string[];
  lines: DocumentLine[];
};

/** The standard PDF fonts speak WinAnsi: French accents and € are there, narrow spaces are not. */
const winAnsi = (s: string) => s.replace(/[\u202f\u00a0]/g, ' ');
const money = (n: number) => winAnsi(formatMoney(moneyFromWire(n)));

/** A one-page A4 document (quote, invoice, delivery note or plan) with its lines and totals. */
export async function renderSiteDocument(input: PdfDocumentInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`${input.kindLabel} ${input.number}`));
  pdf.setAuthor('Arbora SAS');
  pdf.setCreator('Arbora API');
  // Fixed dates keep the bytes of a document the same on every request (ETag-friendly, testable).
  pdf.setCreationDate(new Date(`${input.issuedOn}T08:00:00Z`));
  pdf.setModificationDate(new Date(`${input.issuedOn}T08:00:00Z`));
  const page = pdf.addPage([595.28, 841.89]);
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const text = (s: string, x: number, y: number, size = 10, f = font) =>
    page.drawText(winAnsi(s), { x, y, size, font: f, color: rgb(0.1, 0.1, 0.1) });

  text('Arbora SAS', 50, 790, 16, bold);
  text('12 rue des Scieries, 44000 Nantes - SIRET 732 829 320 00074', 50, 774, 9);
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
    text(line.label.slice(0, 55), 50, y);
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
