import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildTestApp } from '../../test/helper';
import type { TestApp } from '../../test/helper';
import { rowsOf } from '../db/rows';
import { unitSpaces } from '../lib/french-typography';
import { typesetUnits } from './text';

// French typography of every seeded text a visitor can read (pages, legal texts, catalogue, FAQ,
// menus, reviews…): a non-breaking space (U+00A0 or U+202F) before « : ; ? ! » and inside
// guillemets, the curly apostrophe, a lowercase letter after a colon unless a proper noun or a code,
// amounts that never break (« 1 500 € »).

let t: TestApp;
let app: FastifyInstance;
beforeAll(async () => {
  // Its own copy of the seeded database: on PostgreSQL the shared one also holds what other test
  // files wrote (orders, their e-mails), which are not seed texts.
  t = await buildTestApp({}, { privateDatabase: true });
  app = t.app;
});
afterAll(async () => t?.close());

/**
 * Internal columns: normalised search keys, identifiers (an IBAN's groups are not thousands),
 * addresses, secrets (`app_secrets` holds random base64, which may read « 1h2 »). `unavailable_reason` is shared's CREDIT_RANGE_REASON, which the checkout
 * copies into a demo order's cart: not a seed text (shared's, reported to its owner).
 */
const SKIP_TABLES = new Set(['search_documents', 'app_secrets']);
const SKIP_KEYS =
  /^(url|src|href|slug|canonical|robots|anchor|link|email|to|token|hash|password_hash|token_hash|iban|unavailable_reason)$/i;
/** Words that keep their capital after a colon: proper nouns and codes of the seed. */
const PROPER = new Set(['Arbora', 'Océlia', 'CM2C']);

const NBSP = '[\\u00a0\\u202f]';
/** Units a seeded text writes after a number (SI symbols, durations, the words of both). */
const NUMBER_UNIT_SPACE =
  /\d[ \t](?:mm|cm|dm|m|km|m²|m2|m³|m3|mg|g|kg|t|L|ml|cl|W|kW|kWh|V|°C?|ans?|mois|jours?|semaines?|heures?|minutes?|min|s|mètres?|centimètres?|millimètres?|kilomètres?|kilos?|litres?|tonnes?)(?![\p{L}\p{N}’'])/u;
const RULES: [name: string, re: RegExp][] = [
  ['space before « : ; ? ! » that may break', / [:;?!]/],
  ['no space before « ; ? ! »', new RegExp(`[^\\s\\u00a0\\u202f][;?!]`)],
  ['no space before « : »', /[^\s\u00a0\u202f\d]:(?=[\s\u00a0]|$)/],
  ['no non-breaking space after «', new RegExp(`«(?!${NBSP})`)],
  ['no non-breaking space before »', new RegExp(`(?<!${NBSP})»`)],
  ['straight apostrophe', /\p{L}'\p{L}/u],
  // « 8 h 30 », « 18 h »: a space on each side of the « h », that never breaks (« 8h30 », « 9 h » may wrap).
  ['a time of day not written « 8 h 30 » with no-break spaces', /\d ?h(?=\d|\b)|\d[\u00a0\u202f]h ?\d/],
  // Amounts as shared formatMoney and formatDecimal write them: « 1 500 € », U+202F between the
  // thousands, U+00A0 before the euro sign; never a space a line may break at.
  ['an amount whose « € » may wrap to the next line', /\d[ \t]*€/],
  ['thousands apart by a space that may break', /\d \d{3}(?!\d)/],
  // « 10 % », as shared frenchTypography writes it: a no-break space before the sign.
  ['a « % » that may wrap to the next line, or glued to its number', /\d[ \t]*%/],
  // « 20 mm », « 4 m », « 25 ans », « 14 jours »: a number and its unit never part at a line's end.
  ['a number apart from its unit by a space that may break', NUMBER_UNIT_SPACE],
];

/** The text a visitor reads: no markup, script or code, URL, e-mail address or time of day. */
function visible(value: string): string {
  return value
    .replace(/<(script|style|code|pre)\b[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<\/?(p|li|ul|ol|dl|dt|dd|h\d|div|br|blockquote|figure|figcaption|tr|td|th)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&#0?39;|&apos;/g, "'")
    .replace(/&(amp|lt|gt|quot);/g, ' ')
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ')
    .replace(/\S+@\S+\.\w+/g, ' ')
    .replace(/\b\d{1,2}:\d{2}\b/g, ' ');
}

function strings(value: unknown, key: string, out: string[]): void {
  if (SKIP_KEYS.test(key)) return;
  if (typeof value === 'string') out.push(value);
  else if (Array.isArray(value)) for (const item of value) strings(item, key, out);
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, k, out);
}

/** Every string of every seeded table, with where it comes from. */
async function seededTexts(): Promise<{ where: string; text: string }[]> {
  const columns = rowsOf<{ table_name: string; column_name: string; data_type: string }>(
    await app.db.execute(sql`select table_name, column_name, data_type from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'jsonb', 'character varying')
        order by table_name, column_name`),
  );
  const texts: { where: string; text: string }[] = [];
  for (const { table_name: table, column_name: column, data_type: type } of columns) {
    if (SKIP_TABLES.has(table) || SKIP_KEYS.test(column)) continue;
    const rows = rowsOf<{ v: unknown }>(
      await app.db.execute(
        sql`select ${sql.identifier(column)} as v from ${sql.identifier(table)} where ${sql.identifier(column)} is not null`,
      ),
    );
    for (const row of rows) {
      const found: string[] = [];
      strings(type === 'jsonb' && typeof row.v === 'string' ? JSON.parse(row.v) : row.v, column, found);
      for (const text of found) texts.push({ where: `${table}.${column}`, text: visible(text) });
    }
  }
  return texts;
}

/** First few offenders of a rule, with a little context, so a failure says where to look. */
function offenders(texts: { where: string; text: string }[], test: (text: string) => RegExpExecArray | null) {
  const found = new Map<string, string>();
  for (const { where, text } of texts) {
    const m = test(text);
    if (m) found.set(`${where}: …${text.slice(Math.max(0, m.index - 30), m.index + 30)}…`, where);
  }
  return [...found.keys()].slice(0, 10);
}

describe('French typography of the seeded texts', () => {
  let texts: { where: string; text: string }[];
  beforeAll(async () => {
    texts = await seededTexts();
  });

  test('the seed holds the texts this test reads', () => {
    const where = new Set(texts.map((x) => x.where));
    for (const column of ['pages.title', 'pages.content', 'products.short_text', 'categories.faqs', 'menu_items.label'])
      expect(where).toContain(column);
    // The CGV say how to withdraw, with guillemets and a semicolon.
    expect(texts.some((x) => x.text.includes('«\u00a0Renoncer au contrat ici\u00a0»\u00a0;'))).toBe(true);
  });

  test.each(RULES)('%s', (_name, re) => {
    expect(offenders(texts, (text) => re.exec(text))).toEqual([]);
  });

  test('a lowercase letter after a colon, unless a proper noun or a code', () => {
    const capital = /:[ \u00a0\u202f]+(\p{Lu}[\p{Ll}’'-]+)(?=[\s,.;:!?)]|$)/u;
    const wrong = (text: string) => {
      const m = capital.exec(text);
      return m && !PROPER.has(m[1]!) ? m : null;
    };
    expect(offenders(texts, wrong)).toEqual([]);
  });

  test('the footer’s accessibility status keeps its colon on the line of its words', async () => {
    const rows = rowsOf<{ label: string }>(
      await app.db.execute(sql`select label from menu_items where label like 'Accessibilit%'`),
    );
    expect(rows.map((r) => r.label)).toEqual(['Accessibilité\u00a0: partiellement conforme']);
  });
});

describe('unitSpaces: a number and its unit, as the seed writes them', () => {
  test('a no-break space between them; other words and identifiers left alone', () => {
    expect(unitSpaces('Laissez 5 mm entre deux lames de 4 m, garanties 20 ans, 24 m² en 3 jours.')).toBe(
      'Laissez 5\u00a0mm entre deux lames de 4\u00a0m, garanties 20\u00a0ans, 24\u00a0m² en 3\u00a0jours.',
    );
    expect(unitSpaces('2 lames, 3 maisons, 12 modèles')).toBe('2 lames, 3 maisons, 12 modèles');
    expect(typesetUnits({ name: 'Lame – 2,40 m', url: '/x?l=2 m', cover: { alt: 'Lame 4 m', src: 'a 4 m' } })).toEqual({
      name: 'Lame – 2,40\u00a0m',
      url: '/x?l=2 m',
      cover: { alt: 'Lame 4\u00a0m', src: 'a 4 m' },
    });
  });
});
