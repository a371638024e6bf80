import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

// The French texts the API's code writes (e-mails, messages, carrier and care texts, the sandbox
// and ops pages) keep a number with its unit (« 7 jours », « 30 kg », « 24 h », « 2 % ») and
// « : ; ? ! » with their words, by a no-break space, as the rest of the site does: a plain space
// lets a line break there. The seed's texts have their own test (seed/typography.test.ts).

const SRC = path.resolve(__dirname, '..');
/**
 * Not read here: tests, the seed (its own test reads the seeded database), and the PDFs, which
 * place their texts at fixed positions and whose `printable` turns every no-break space into a
 * plain one (the fonts' choice).
 */
const SKIP = /\.test\.ts$|^seed\/|^lib\/(pdf|invoice-pdf)\.ts$/;

const UNIT = '(?:jours?|heures?|h|min|minutes?|secondes?|mois|ans?|semaines?|km|kg|g|m²|m|cm|mm|€|%|Mo|Ko|L)';
const RULES: [name: string, re: RegExp][] = [
  ['a number whose unit may wrap to the next line', new RegExp(`\\d[ \\t]+${UNIT}(?![\\p{L}\\d])`, 'u')],
  ['a « : ; ? ! » that may wrap away from its words', /[^\s] +[:;?!](?=\s|$)/],
];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    return entry.name.endsWith('.ts') && !SKIP.test(path.relative(SRC, file)) ? [file] : [];
  });
}

/** Every string and template text of the API's code (comments are not strings). */
function literals(): { where: string; text: string }[] {
  const found: { where: string; text: string }[] = [];
  for (const file of sources(SRC)) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (
        ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node) ||
        ts.isTemplateMiddle(node) ||
        ts.isTemplateTail(node)
      ) {
        const line = source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
        found.push({ where: `${path.relative(SRC, file)}:${line}`, text: node.text });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

describe('French typography of the texts the API writes', () => {
  const texts = literals();

  test('reads the texts it means to', () => {
    expect(texts.length).toBeGreaterThan(1000);
    expect(texts.some((x) => x.text.includes('valable 7\u00a0jours'))).toBe(true);
  });

  test.each(RULES)('%s', (_name, re) => {
    const offenders = texts.flatMap(({ where, text }) => {
      const m = re.exec(text);
      return m ? [`${where}: …${text.slice(Math.max(0, m.index - 30), m.index + 30)}…`] : [];
    });
    expect(offenders).toEqual([]);
  });
});
