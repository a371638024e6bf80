import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import sharp from 'sharp';
import { parseEnv } from '../../env';
import cache from '../../plugins/cache';
import errors from '../../plugins/errors';
import {
  createImageStore,
  variantEncoding,
  variantKey,
  type ImageStorage,
  type ImageStore,
} from '../../lib/photos/image-store';
import { photoName, type PhotoSpec } from '../../lib/photos/photo-spec';
import imageRoutes from './images';

/** Storage in memory, counting reads and writes. */
function memoryStorage(): ImageStorage & { objects: Map<string, Buffer> } {
  const objects = new Map<string, Buffer>();
  return {
    objects,
    async get(key) {
      return objects.get(key) ?? null;
    },
    async put(key, bytes) {
      objects.set(key, Buffer.from(bytes));
    },
  };
}

async function appWith(store: ImageStore): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errors);
  await app.register(cache);
  await app.register(imageRoutes, { prefix: '/v1', env: parseEnv({ NODE_ENV: 'test' }), store });
  await app.ready();
  return app;
}

/** An app on `store`, started before the enclosing block's tests and closed after them. */
function appForTheseTests(store: ImageStore): () => FastifyInstance {
  let app: FastifyInstance | undefined;
  beforeAll(async () => {
    app = await appWith(store);
  });
  afterAll(() => app?.close());
  return () => app!;
}

const spec: PhotoSpec = { scene: 'terrasse', model: 1, colour: 'gris-anthracite' };
const wide = photoName(spec, '3x2');
const square = photoName(spec, '1x1');

describe('GET /v1/images/:name/:file (the image endpoint)', () => {
  const storage = memoryStorage();
  const store = createImageStore({ storage, concurrency: 1, queue: 8 });
  const app = appForTheseTests(store);

  it('serves an allowed width in the format its extension names, immutable', async () => {
    const jpeg = await app().inject(`/v1/images/${wide}/320.jpg`);
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(jpeg.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 213 });
    const webp = await app().inject(`/v1/images/${square}/640.webp`);
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 640, height: 640 });
    const avif = await app().inject(`/v1/images/${wide}/480.avif`);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(await sharp(avif.rawPayload).metadata()).toMatchObject({ format: 'heif', width: 480 });
  });

  it('serves the full 2000 px original width of the 3:2 crop', async () => {
    const full = await app().inject(`/v1/images/${wide}/2000.jpg`);
    expect(await sharp(full.rawPayload).metadata()).toMatchObject({ width: 2000, height: 1333 });
  });

  it('chooses AVIF, WebP or JPEG by Accept when the URL names no format, and says it varies', async () => {
    const ask = (accept?: string) => app().inject({ url: `/v1/images/${wide}/320`, headers: accept ? { accept } : {} });
    const avif = await ask('image/avif,image/webp,image/apng,image/*,*/*;q=0.8');
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers.vary).toMatch(/Accept/i);
    expect((await ask('image/webp,*/*')).headers['content-type']).toBe('image/webp');
    expect((await ask('image/*')).headers['content-type']).toBe('image/jpeg');
    expect((await ask()).headers['content-type']).toBe('image/jpeg');
  });

  it('refuses widths and formats outside the allow-list with a stable 400, unknown names with a 404', async () => {
    for (const file of ['321.jpg', '10000.jpg', '0', 'abc', '320.png', '320.svg']) {
      const res = await app().inject(`/v1/images/${wide}/${file}`);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST' });
    }
    // The square crop is 1333 px wide: 1600 and 2000 would be upscaled.
    expect((await app().inject(`/v1/images/${square}/1600.jpg`)).json()).toMatchObject({ field: 'width' });
    for (const name of [wide.replace(/\.[0-9a-f]+$/, '.0000000000'), 'piscine-1-gris-anthracite-3x2.0000000000', 'x'])
      expect((await app().inject(`/v1/images/${name}/320.jpg`)).json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('resizes a variant once: the second request, and a fresh server on the same storage, read it back', async () => {
    const url = `/v1/images/${wide}/960.webp`;
    const first = await app().inject(url);
    const resized = store.stats.resized;
    const generated = store.stats.generated;
    const second = await app().inject(url);
    expect(store.stats.resized).toBe(resized);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const fresh = createImageStore({ storage, concurrency: 1, queue: 8 });
    const other = await appWith(fresh);
    expect((await other.inject(url)).rawPayload.equals(first.rawPayload)).toBe(true);
    expect(fresh.stats).toEqual({ resized: 0, generated: 0 });
    expect(store.stats.generated).toBe(generated);
    await other.close();
  });
});

/** The chroma subsampling an AVIF declares (its `av1C` box: subsampling_x and _y bits). */
function avifChroma(bytes: Buffer): string {
  const box = bytes.indexOf('av1C');
  expect(box).toBeGreaterThan(0);
  const flags = bytes[box + 6] as number;
  return flags & 0b1000 ? (flags & 0b100 ? '4:2:0' : '4:2:2') : '4:4:4';
}

describe('encoder settings by width', () => {
  const storage = memoryStorage();
  const store = createImageStore({ storage, concurrency: 1, queue: 8 });
  const app = appForTheseTests(store);

  it("encodes a phone's AVIF widths (up to 960) at quality 42 in 4:2:0, wider ones at quality 50 in 4:4:4", async () => {
    for (const width of [320, 480, 640, 960])
      expect(variantEncoding('avif', width)).toEqual({
        format: 'avif',
        options: { quality: 42, effort: 3, chromaSubsampling: '4:2:0' },
      });
    for (const width of [1280, 1600, 2000])
      expect(variantEncoding('avif', width)).toEqual({ format: 'avif', options: { quality: 50, effort: 2 } });
    const phone = (await app().inject(`/v1/images/${square}/960.avif`)).rawPayload;
    const desktop = (await app().inject(`/v1/images/${square}/1280.avif`)).rawPayload;
    expect(await sharp(phone).metadata()).toMatchObject({ format: 'heif', width: 960, height: 960 });
    expect(avifChroma(phone)).toBe('4:2:0');
    expect(avifChroma(desktop)).toBe('4:4:4');
  });

  it('never serves a variant stored under other encoder settings: the storage key names them', async () => {
    const stale = Buffer.from('an AVIF encoded with older settings');
    storage.objects.set(`images/variants/${wide}/640.avif`, stale);
    const served = await app().inject(`/v1/images/${wide}/640.avif`);
    expect(served.rawPayload.equals(stale)).toBe(false);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'heif', width: 640 });
    expect(storage.objects.get(variantKey(spec, '3x2', 640, 'avif'))?.equals(served.rawPayload)).toBe(true);
    // Widths of other settings live under other keys, whatever the format's name says.
    const tag = (width: number) => variantKey(spec, '3x2', width, 'avif').split('/').at(-1)?.split('.')[1];
    expect(tag(960)).toBe(tag(640));
    expect(tag(1280)).not.toBe(tag(960));
  });
});

describe('the image endpoint under a flood of distinct requests', () => {
  it('runs a bounded number of resizes, queues a few and refuses the rest with 503 and Retry-After', async () => {
    const store = createImageStore({ storage: memoryStorage(), concurrency: 1, queue: 1 });
    const app = await appWith(store);
    const files = ['320.jpg', '480.jpg', '640.jpg', '960.jpg', '320.webp', '480.webp', '640.webp', '960.webp'];
    const answers = await Promise.all(files.map((file) => app.inject(`/v1/images/${wide}/${file}`)));
    const statuses = answers.map((res) => res.statusCode);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toMatchObject({ code: 'SERVICE_UNAVAILABLE' });
    }
    expect(store.stats.resized).toBe(2);
    // Once the flood is over, the same request succeeds.
    expect((await app.inject(`/v1/images/${wide}/960.webp`)).statusCode).toBe(200);
    await app.close();
  });
});
