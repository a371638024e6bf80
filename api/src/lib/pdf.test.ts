import { PDFDocument } from 'pdf-lib';
import { pdfTextRuns } from '../../test/pdf-text';
import { CONTACT } from '../seed/site-facts';
import { printable, renderSiteDocument, spacedSiret } from './pdf';

/** Issue 18 point 5: every customer's documents render, whatever the script of their name. */
const base = {
  kindLabel: 'Devis',
  number: 'D-2025-0001',
  title: 'Terrasse et clôture',
  issuedOn: '2025-03-14',
  site: ['Chantier du jardin', '3 rue des Lilas', '44000 Nantes'],
  lines: [{ label: 'Lame de terrasse — teck, 4 m', quantity: 12, unit_ht: 1_234_500 }],
};

describe('site documents in PDF', () => {
  test.each([
    ['Żak Wiśniewski', 'Łódź Ogrody sp. z o.o.'],
    ['Nguyễn Thị Minh Khai', 'Công ty Gỗ Việt'],
    ['Łukasz Ćwikliński', 'Jardins Ørsted ÆØÅ'],
    ['Ζωή Παπαδοπούλου', 'Дмитрий Иванов'],
    ['Chloé Dupont 🌳', 'Menuiserie 木工 🪵 & fils'],
  ])('renders for « %s » of « %s »', async (name, company) => {
    const bytes = await renderSiteDocument({
      ...base,
      customer: [name, company, 'client@exemple.fr'],
      lines: [...base.lines, { label: `Pose par ${name}`, quantity: 1, unit_ht: 50_000_000 }],
    });
    const pdf = await PDFDocument.load(bytes);
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe('Devis D-2025-0001');
    // The embedded TrueType subset, not a standard font.
    const fonts = pdf.context
      .enumerateIndirectObjects()
      .map(([, object]) => String(object))
      .filter((text) => text.includes('/Type /FontDescriptor'));
    expect(fonts.length).toBeGreaterThanOrEqual(2);
    expect(fonts.every((text) => text.includes('/FontFile2') && text.includes('DejaVuSans'))).toBe(true);
  });

  test('the header names the company as its identity (CONTACT) does, its address and SIRET', async () => {
    const bytes = await renderSiteDocument({ ...base, customer: ['Chloé Dupont'] });
    const [runs] = await pdfTextRuns(bytes);
    expect(runs!.slice(0, 2)).toEqual([CONTACT.company, `${CONTACT.address} - SIRET ${spacedSiret(CONTACT.siret)}`]);
    expect((await PDFDocument.load(bytes)).getAuthor()).toBe(CONTACT.company);
  });

  test('characters the font lacks fall back to « ? »; controls and lone surrogates go', () => {
    expect(printable('Żak Nguyễn Łukasz')).toBe('Żak Nguyễn Łukasz');
    expect(printable('Bois 🌳 木')).toBe('Bois ? ?');
    expect(printable('a\u0000b\u0007c\ud800d')).toBe('abcd');
    expect(printable('12\u202f345,00\u00a0€')).toBe('12 345,00 €');
  });
});
