import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import {
  formatMoney,
  moneyFromWire,
  orderSummary,
  proAmountText,
  proOrderSummary,
  summaryAmountText,
  type Money,
} from '@arbora/shared/format';
import type { Cart } from '@arbora/shared/schemas';
import { loadFonts, printable, spacedSiret as spaced } from './pdf';

/** The seller's identity as an invoice must print it (Code de commerce L441-9, CGI annexe II 242 nonies A). */
export interface InvoiceSeller {
  name: string;
  /** Legal form, share capital, RCS registration. */
  legal: string;
  address: string;
  siret: string;
  vat: string;
  contact: string;
}

export interface InvoiceInput {
  number: string;
  issuedAt: Date;
  /** The order date: the date of the sale, when it differs from the invoice date. */
  soldAt: Date;
  orderReference: string;
  paymentLabel: string;
  seller: InvoiceSeller;
  /** The billing address, one line each (name, company, street…). */
  buyer: string[];
  /** A professional buyer's SIRET (its SIREN is a mandatory mention from the 2026 e-invoicing reform). */
  buyerSiret: string | null;
  /** A professional buyer reads the amounts HT first: lines HT, then « Total HT », the VAT, « Total TTC ». */
  pro: boolean;
  /** The delivery address when it differs from the billing one. */
  delivery: string[] | null;
  /** Where a pickup order is collected: the carrier's label and the place's lines. */
  pickup?: { title: string; lines: string[] } | null;
  carrier: string;
  /** What was sold: the order's cart less the lines withdrawn from before the payment (invoices/sold-cart.ts). */
  cart: Cart;
  totalTtc: number;
  /** The lines withdrawn from before the payment (droit de rétractation): named, not invoiced. */
  withdrawn?: { reference: string; name: string; quantity: number }[];
}

const A4: [number, number] = [595.28, 841.89];
const LEFT = 50;
const RIGHT = 545;
const BOTTOM = 120;
const INK = rgb(0.1, 0.1, 0.1);
const GREY = rgb(0.4, 0.4, 0.4);
const VAT_RATE = '20 %';

const parisDate = (d: Date) =>
  new Intl.DateTimeFormat('fr-FR', {
    timeZone: 'Europe/Paris',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(d);
const money = (n: number) => printable(formatMoney(moneyFromWire(n)));

/** Columns of the lines table: x of the left edge (text) or of the right edge (figures). */
const COL = { label: LEFT, qty: 300, unit: 370, eco: 435, vat: 470, total: RIGHT };

/** Draws on a page and opens the next one when the current is full. */
class Writer {
  page!: PDFPage;
  y = 0;
  readonly pages: PDFPage[] = [];
  constructor(
    private readonly pdf: PDFDocument,
    readonly font: PDFFont,
    readonly bold: PDFFont,
    private readonly covers: (cp: number) => boolean,
    private readonly continued: string,
  ) {}
  newPage(first: boolean) {
    this.page = this.pdf.addPage(A4);
    this.pages.push(this.page);
    this.y = 800;
    if (!first) {
      this.text(this.continued, LEFT, this.y, 11, this.bold);
      this.y -= 30;
    }
  }
  text(s: string, x: number, y: number, size = 9, font = this.font, color = INK) {
    this.page.drawText(printable(s, this.covers), { x, y, size, font, color });
  }
  /** Right-aligned at x. */
  figure(s: string, x: number, y: number, size = 9, font = this.font) {
    const clean = printable(s, this.covers);
    this.page.drawText(clean, { x: x - font.widthOfTextAtSize(clean, size), y, size, font, color: INK });
  }
  rule(y: number) {
    this.page.drawLine({ start: { x: LEFT, y }, end: { x: RIGHT, y }, thickness: 0.5, color: GREY });
  }
  /** Room for `height` more points on this page, or a new page. */
  need(height: number, onNewPage?: () => void) {
    if (this.y - height >= BOTTOM) return;
    this.newPage(false);
    onNewPage?.();
  }
  /** Splits a text into lines no wider than `width` (at most `max` lines, the last one cut). */
  wrap(s: string, width: number, size = 9, max = 2): string[] {
    const words = printable(s, this.covers).split(/\s+/).filter(Boolean);
    const lines: string[] = [];
    let current = '';
    for (const word of words) {
      const next = current ? `${current} ${word}` : word;
      if (this.font.widthOfTextAtSize(next, size) <= width || !current) current = next;
      else {
        lines.push(current);
        current = word;
      }
    }
    if (current) lines.push(current);
    if (lines.length <= max) return lines;
    const kept = lines.slice(0, max);
    kept[max - 1] = `${kept[max - 1]}…`;
    return kept;
  }
}

/** A row of the totals: label, amount, in bold. */
type TotalRow = [string, string, boolean?];

const noteRow = (note: string | null): TotalRow[] => (note ? [[`  ${note}`, '']] : []);

/**
 * The order pages' summary (shared orderSummary): one TTC basis, lines adding up to the total; then
 * the HT total and the VAT, which add up to it too (the API prices both to the cent).
 */
function consumerTotals(cart: Cart, totalTtc: number): TotalRow[] {
  const summary = orderSummary(cart);
  return [
    ['Montants TTC', '', true],
    ...summary.lines.flatMap((l): TotalRow[] => [[l.label, printable(summaryAmountText(l))], ...noteRow(l.note)]),
    ['Total TTC', money(totalTtc), true],
    ['Total HT', money(totalTtc - cart.tva)],
    [`TVA ${VAT_RATE}`, money(cart.tva)],
  ];
}

/**
 * A professional's summary, as the site shows it to him (shared proOrderSummary): the lines HT adding
 * up to the HT total, then the VAT and the TTC total, the amount paid.
 */
function proTotals(cart: Cart): TotalRow[] {
  const view = proOrderSummary(cart);
  const amount = (m: Money) => printable(formatMoney(m));
  return [
    ['Montants HT', '', true],
    ...view.lines.flatMap((l): TotalRow[] => [[l.label, printable(proAmountText(l))], ...noteRow(l.note)]),
    [view.totalHtLabel, amount(view.totalHt), true],
    [`TVA ${VAT_RATE}`, amount(view.vat)],
    [view.totalTtcLabel, amount(view.totalTtc), true],
  ];
}

/**
 * The invoice of a paid order, in French with the mentions a French shop prints: seller identity
 * (legal form, capital, RCS, SIRET, VAT number), invoice number and date, date of sale, buyer (and
 * their SIRET for a professional), delivery address, lines with unit prices HT, éco-participation
 * and VAT rate, totals HT / TVA / TTC, payment, late-payment terms. Pages follow as lines need.
 */
export async function renderInvoice(input: InvoiceInput): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`Facture ${input.number}`));
  pdf.setAuthor(printable(input.seller.name));
  pdf.setCreator('Arbora API');
  // Dated at the invoice date: the same invoice gives the same bytes on every request.
  pdf.setCreationDate(input.issuedAt);
  pdf.setModificationDate(input.issuedAt);
  const faces = loadFonts();
  pdf.registerFontkit(fontkit);
  const font = await pdf.embedFont(faces.regular, { subset: true });
  const bold = await pdf.embedFont(faces.bold, { subset: true });
  const w = new Writer(pdf, font, bold, faces.covers, `Facture n° ${input.number} (suite)`);
  const { seller, cart } = input;

  w.newPage(true);
  w.text(seller.name, LEFT, w.y, 16, bold);
  [seller.address, `SIRET ${spaced(seller.siret)} - TVA intracommunautaire ${seller.vat}`, seller.contact].forEach(
    (line, i) => w.text(line, LEFT, w.y - 16 - i * 12, 8.5, font, GREY),
  );
  w.y -= 80;
  w.text(`Facture n° ${input.number}`, LEFT, w.y, 14, bold);
  w.text(`Date de facture : ${parisDate(input.issuedAt)}`, LEFT, w.y - 18);
  w.text(`Date de la vente : ${parisDate(input.soldAt)}`, LEFT, w.y - 30);
  w.text(`Commande ${input.orderReference}`, LEFT, w.y - 42);
  w.text('Opération : livraison de biens', LEFT, w.y - 54);

  const blockTop = w.y;
  w.text('Facturé à', 330, blockTop, 10, bold);
  const buyer = [...input.buyer, ...(input.buyerSiret ? [`SIRET ${spaced(input.buyerSiret)}`] : [])];
  buyer.forEach((line, i) => w.text(line, 330, blockTop - 14 - i * 12));
  let low = blockTop - 14 - buyer.length * 12;
  if (input.delivery) {
    w.text('Livré à', 330, low - 8, 10, bold);
    input.delivery.forEach((line, i) => w.text(line, 330, low - 22 - i * 12));
    low -= 22 + input.delivery.length * 12;
  }
  if (input.pickup) {
    w.text(printable(input.pickup.title), 330, low - 8, 10, bold);
    input.pickup.lines.forEach((line, i) => w.text(printable(line), 330, low - 22 - i * 12));
    low -= 22 + input.pickup.lines.length * 12;
  }
  w.y = Math.min(low, blockTop - 60) - 24;

  const header = () => {
    w.text('Désignation', COL.label, w.y, 8.5, bold);
    w.figure('Qté', COL.qty, w.y, 8.5, bold);
    w.figure('PU HT', COL.unit, w.y, 8.5, bold);
    w.figure('Éco-part. HT', COL.eco + 12, w.y + 9, 7.5, bold);
    w.figure('unitaire', COL.eco + 12, w.y, 7.5, bold);
    w.figure('TVA', COL.vat + 22, w.y, 8.5, bold);
    w.figure(input.pro ? 'Total HT' : 'Total TTC', COL.total, w.y, 8.5, bold);
    w.rule(w.y - 6);
    w.y -= 20;
  };
  header();
  for (const line of cart.list) {
    const label = w.wrap(line.name, COL.qty - COL.label - 40);
    w.need(14 + label.length * 11, header);
    label.forEach((part, i) => w.text(part, COL.label, w.y - i * 11));
    w.text(
      `Réf. ${line.reference}${line.type === 'sample' ? ' - échantillon' : ''}`,
      COL.label,
      w.y - label.length * 11,
      7.5,
      font,
      GREY,
    );
    w.figure(String(line.quantity), COL.qty, w.y);
    w.figure(money(line.unit_ht), COL.unit, w.y);
    w.figure(money(line.unit_ecotax), COL.eco + 12, w.y);
    w.figure(VAT_RATE, COL.vat + 22, w.y);
    // With its éco-participation (HT for a professional, TTC otherwise): the lines add up to the
    // « Articles » line of the summary below.
    w.figure(
      money(input.pro ? line.total_ht + line.total_ecotax : line.total_ttc + line.total_ecotax_ttc),
      COL.total,
      w.y,
    );
    w.y -= 14 + label.length * 11;
  }
  w.rule(w.y + 6);
  const withdrawn = input.withdrawn ?? [];
  if (withdrawn.length) {
    // Not sold: named under the lines so the order and the invoice can be read side by side.
    w.need(16 + withdrawn.length * 10);
    w.y -= 4;
    w.text('Articles retirés avant paiement (droit de rétractation), non facturés\u00a0:', LEFT, w.y, 7.5, font, GREY);
    for (const line of withdrawn) {
      w.y -= 10;
      const [text] = w.wrap(`Réf. ${line.reference} - qté ${line.quantity} - ${line.name}`, RIGHT - LEFT - 8, 7.5, 1);
      w.text(text ?? '', LEFT + 8, w.y, 7.5, font, GREY);
    }
    w.y -= 6;
  }

  const totals = input.pro ? proTotals(cart) : consumerTotals(cart, input.totalTtc);
  w.need(totals.length * 14 + 70);
  w.y -= 10;
  for (const [label, amount, strong] of totals) {
    w.text(label, 330, w.y, strong ? 10 : 9, strong ? bold : font);
    w.figure(amount, COL.total, w.y, strong ? 10 : 9, strong ? bold : font);
    w.y -= 14;
  }
  w.y -= 8;
  w.text(
    `Facture acquittée le ${parisDate(input.issuedAt)} - règlement par ${input.paymentLabel}.`,
    LEFT,
    w.y,
    9,
    bold,
  );

  const notes = [
    'Pas d’escompte pour paiement anticipé. Pénalités de retard : trois fois le taux d’intérêt légal ; pour un client',
    'professionnel, indemnité forfaitaire pour frais de recouvrement de 40 € (art. L441-10 et D441-5 du Code de commerce).',
    'L’éco-participation finance la collecte et le recyclage des produits usagés ; elle est reversée à l’éco-organisme agréé.',
    `${seller.name} - ${seller.legal} - SIRET ${spaced(seller.siret)}`,
    `TVA intracommunautaire ${seller.vat} - ${seller.address}`,
  ];
  w.pages.forEach((page, i) => {
    notes.forEach((note, j) =>
      page.drawText(printable(note, faces.covers), { x: LEFT, y: 90 - j * 10, size: 7, font, color: GREY }),
    );
    const label = `Page ${i + 1}/${w.pages.length}`;
    page.drawText(label, { x: RIGHT - font.widthOfTextAtSize(label, 7), y: 30, size: 7, font, color: GREY });
  });
  return pdf.save();
}
