import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { createFilesystemStorage } from './filesystem';
import { checkKey } from './types';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'arbora-storage-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('filesystem storage', () => {
  test('an object is written under its key in the root, readable by the server user only', async () => {
    const storage = createFilesystemStorage(root);
    await storage.put('uploads/2026-12/a.pdf', Buffer.from('%PDF-1.7 hello'), { contentType: 'application/pdf' });
    const file = path.join(root, 'uploads/2026-12/a.pdf');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(file))).mode & 0o777).toBe(0o700);
    expect((await storage.get('uploads/2026-12/a.pdf'))?.toString()).toBe('%PDF-1.7 hello');
    expect(await text((await storage.stream('uploads/2026-12/a.pdf'))!)).toBe('%PDF-1.7 hello');
    // Written whole: no temporary file is left beside it.
    expect(await readdir(path.dirname(file))).toEqual(['a.pdf']);
  });

  test('a missing object: get and stream answer null, exists false, delete does nothing', async () => {
    const storage = createFilesystemStorage(root);
    expect(await storage.get('invoices/none.pdf')).toBeNull();
    expect(await storage.stream('invoices/none.pdf')).toBeNull();
    expect(await storage.exists('invoices/none.pdf')).toBe(false);
    await expect(storage.delete('invoices/none.pdf')).resolves.toBeUndefined();
  });

  test('exists and delete', async () => {
    const storage = createFilesystemStorage(root);
    await storage.put('k/x.bin', new Uint8Array([1, 2, 3]), { contentType: 'application/octet-stream' });
    expect(await storage.exists('k/x.bin')).toBe(true);
    await storage.delete('k/x.bin');
    expect(await storage.exists('k/x.bin')).toBe(false);
    expect(await storage.get('k/x.bin')).toBeNull();
  });

  test('list names every file under a folder, nested, with its time; nothing for a missing folder', async () => {
    const storage = createFilesystemStorage(root);
    const since = Date.now() - 60_000;
    for (const key of ['listed/2001-01/a.png', 'listed/2001-02/b.png', 'listed-not/c.png'])
      await storage.put(key, Buffer.from('x'), { contentType: 'image/png' });
    const listed = [];
    for await (const object of storage.list('listed')) listed.push(object);
    expect(listed.map((o) => o.key).sort()).toEqual(['listed/2001-01/a.png', 'listed/2001-02/b.png']);
    expect(listed.every((o) => o.modified.getTime() >= since)).toBe(true);
    const none = [];
    for await (const object of storage.list('nothing')) none.push(object);
    expect(none).toEqual([]);
  });

  test('a key that could leave the root is refused before any file is touched', async () => {
    const storage = createFilesystemStorage(root);
    for (const key of ['../escape', '/etc/passwd', 'a/../../b', 'a//b', '', 'a/./b', 'é.pdf', 'a\\b'])
      await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
        'Invalid storage key',
      );
    expect(await readdir(root)).toEqual([]);
    expect(checkKey('uploads/2026-12/0b3f.pdf')).toBe('uploads/2026-12/0b3f.pdf');
  });
});
