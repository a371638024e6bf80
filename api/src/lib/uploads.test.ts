import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { DOCX_BYTES, ODT_BYTES, PDF_BYTES, PNG_BYTES, zip } from '../../test/forms';
import { inspectUpload } from './uploads';

/** Issue 18 point 6: uploads are judged by their whole structure, not their first 64 bytes. */
const dir = mkdtempSync(path.join(tmpdir(), 'arbora-uploads-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let n = 0;
const onDisk = (bytes: Buffer) => {
  const file = path.join(dir, String((n += 1)));
  writeFileSync(file, bytes);
  return file;
};
const inspect = (bytes: Buffer, name: string, kinds: 'document' | 'photo') => inspectUpload(onDisk(bytes), name, kinds);

describe('documents (CV)', () => {
  test('a real PDF, DOCX and ODT pass', async () => {
    expect((await inspect(PDF_BYTES, 'cv.pdf', 'document'))?.ext).toBe('pdf');
    expect((await inspect(DOCX_BYTES, 'cv.docx', 'document'))?.ext).toBe('docx');
    expect((await inspect(ODT_BYTES, 'cv.odt', 'document'))?.ext).toBe('odt');
  });

  test.each([
    ['any ZIP named .docx', zip([['notes.txt', 'hello']]), 'cv.docx'],
    [
      'a DOCX holding evil.exe',
      zip([
        ['[Content_Types].xml', '<Types/>'],
        ['word/document.xml', '<w:document/>'],
        ['evil.exe', 'MZ...'],
      ]),
      'cv.docx',
    ],
    [
      'a DOCX with macros',
      zip([
        ['[Content_Types].xml', '<Types/>'],
        ['word/document.xml', '<w:document/>'],
        ['word/vbaProject.bin', 'x'],
      ]),
      'cv.docx',
    ],
    ['any ZIP named .odt', zip([['content.xml', '<x/>']]), 'cv.odt'],
    ['a truncated ZIP', DOCX_BYTES.subarray(0, 60), 'cv.docx'],
    ['%PDF followed by HTML', Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>'), 'cv.pdf'],
    [
      'a PDF with JavaScript',
      Buffer.from(PDF_BYTES.toString().replace('/Type/Catalog', '/Type/Catalog/OpenAction<</S/JavaScript/JS(x)>>')),
      'cv.pdf',
    ],
    [
      'an OLE file that is no Word document',
      Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(600)]),
      'cv.doc',
    ],
  ])('refuses %s', async (_label, bytes, name) => {
    expect(await inspect(bytes, name, 'document')).toBeNull();
  });
});

describe('photos', () => {
  test('a real image passes and is written again without what followed its data', async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#7a5' } })
      .jpeg()
      .toBuffer();
    const file = onDisk(Buffer.concat([jpeg, Buffer.from('<?php system($_GET["c"]); ?>')]));
    expect(await inspectUpload(file, 'jardin.jpg', 'photo')).toEqual({ mime: 'image/jpeg', ext: 'jpg' });
    expect(readFileSync(file).includes('<?php')).toBe(false);
    expect((await sharp(file).metadata()).width).toBe(4);
    expect((await inspect(PNG_BYTES, 'a.png', 'photo'))?.ext).toBe('png');
  });

  test('a JPEG header followed by PHP is refused', async () => {
    const jpeg = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .jpeg()
      .toBuffer();
    const fake = Buffer.concat([jpeg.subarray(0, 20), Buffer.from('<?php system($_GET["c"]); ?>')]);
    expect(await inspect(fake, 'photo.jpg', 'photo')).toBeNull();
    expect(await inspect(PDF_BYTES, 'photo.png', 'photo')).toBeNull();
  });
});
