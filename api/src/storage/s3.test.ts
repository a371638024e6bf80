import { text } from 'node:stream/consumers';
import { parseEnv } from '../env';
import { startS3Server } from '../../test/s3-server';
import type { S3TestServer } from '../../test/s3-server';
import { createStorage } from './index';

let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
});

describe('S3 storage (against s3rver on loopback)', () => {
  test('S3_* variables choose the bucket; an object round-trips with its content type', async () => {
    const storage = createStorage(parseEnv({ DATA_DIR: '/nonexistent', ...s3.env }));
    expect(storage.kind).toBe('s3');
    const bytes = Buffer.from('%PDF-1.7 facture');
    await storage.put('invoices/2026/FA-2026-000001-x.pdf', bytes, { contentType: 'application/pdf' });
    expect(await storage.exists('invoices/2026/FA-2026-000001-x.pdf')).toBe(true);
    expect((await storage.get('invoices/2026/FA-2026-000001-x.pdf'))?.equals(bytes)).toBe(true);
    expect(await text((await storage.stream('invoices/2026/FA-2026-000001-x.pdf'))!)).toBe('%PDF-1.7 facture');
    const head = await fetch(`${s3.endpoint}/${s3.bucket}/invoices/2026/FA-2026-000001-x.pdf`, { method: 'HEAD' });
    expect(head.headers.get('content-type')).toBe('application/pdf');
  });

  test('a missing object answers null / false, and delete removes', async () => {
    const storage = createStorage(parseEnv({ ...s3.env }));
    expect(await storage.get('nothing/here.pdf')).toBeNull();
    expect(await storage.stream('nothing/here.pdf')).toBeNull();
    expect(await storage.exists('nothing/here.pdf')).toBe(false);
    await storage.put('tmp/a.txt', Buffer.from('a'), { contentType: 'text/plain' });
    await storage.delete('tmp/a.txt');
    expect(await storage.exists('tmp/a.txt')).toBe(false);
  });

  test('list names every object under a folder, with when it was written', async () => {
    const storage = createStorage(parseEnv({ ...s3.env }));
    const since = Date.now() - 60_000;
    for (const key of ['listed/2001-01/a.png', 'listed/2001-02/b.png', 'listed-not/c.png'])
      await storage.put(key, Buffer.from('x'), { contentType: 'image/png' });
    const listed = [];
    for await (const object of storage.list('listed')) listed.push(object);
    expect(listed.map((o) => o.key).sort()).toEqual(['listed/2001-01/a.png', 'listed/2001-02/b.png']);
    expect(listed.every((o) => o.modified.getTime() >= since)).toBe(true);
  });

  test('half an S3 setting stops the start with the missing variable named', () => {
    expect(() => parseEnv({ S3_BUCKET: 'b-uc' })).toThrow(/S3_REGION: required/);
    expect(() => parseEnv({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET: required/);
    expect(createStorage(parseEnv({})).kind).toBe('filesystem');
  });
});
