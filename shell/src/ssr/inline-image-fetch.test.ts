/** @jest-environment node */
import { configureApi } from '@arbora/shared/api';
import { fetchInlineImage, INLINE_IMAGE_MAX_BYTES } from './inline-image-fetch';

const WEBP: Uint8Array<ArrayBuffer> = new Uint8Array([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 250]);
let calls: string[] = [];

/** The API as the server reaches it: a picture per URL, with its headers. */
function serve(answers: Record<string, () => Response | Promise<Response>>) {
  calls = [];
  configureApi({
    baseUrl: 'http://api.test/v1',
    fetch: async (input) => {
      const url = String(input);
      calls.push(url);
      const answer = answers[url];
      return answer ? answer() : new Response('{}', { status: 404 });
    },
  });
}

const picture =
  (body: Uint8Array<ArrayBuffer> | string, headers: Record<string, string> = {}) =>
  () =>
    new Response(body, {
      headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable', ...headers },
    });

describe('fetchInlineImage (the server side of an inlined first-screen picture)', () => {
  it('gives a small API picture as a data: URL of its bytes and type', async () => {
    serve({ 'http://api.test/v1/media/hero/a-1200x630.webp': picture(WEBP) });
    await expect(fetchInlineImage('/api/v1/media/hero/a-1200x630.webp')).resolves.toBe(
      `data:image/webp;base64,${Buffer.from(WEBP).toString('base64')}`,
    );
  });

  it('keeps the URL of a picture over the budget, whether or not its length is declared', async () => {
    const big: Uint8Array<ArrayBuffer> = new Uint8Array(INLINE_IMAGE_MAX_BYTES + 1);
    serve({
      'http://api.test/v1/media/hero/declared-800x600.webp': picture(big),
      'http://api.test/v1/media/hero/streamed-800x600.webp': () =>
        new Response(new Blob([big]).stream(), { headers: { 'content-type': 'image/webp' } }),
    });
    await expect(fetchInlineImage('/api/v1/media/hero/declared-800x600.webp')).resolves.toBe('');
    await expect(fetchInlineImage('/api/v1/media/hero/streamed-800x600.webp')).resolves.toBe('');
  });

  it('never inlines what is not one of the API pictures, nor an error, nor a non-image answer', async () => {
    serve({
      'http://api.test/v1/media/hero/html-100x100.webp': picture('<p>x</p>', { 'content-type': 'text/html' }),
      'http://api.test/v1/media/hero/down-100x100.webp': () => Promise.reject(new Error('ECONNREFUSED')),
    });
    await expect(fetchInlineImage('https://cdn.example/a.webp')).resolves.toBe('');
    await expect(fetchInlineImage('/images/a.webp')).resolves.toBe('');
    expect(calls).toEqual([]);
    await expect(fetchInlineImage('/api/v1/media/hero/missing-100x100.webp')).resolves.toBe('');
    await expect(fetchInlineImage('/api/v1/media/hero/html-100x100.webp')).resolves.toBe('');
    await expect(fetchInlineImage('/api/v1/media/hero/down-100x100.webp')).resolves.toBe('');
  });

  it('asks once for an immutable picture, again for one that may change or failed', async () => {
    serve({
      'http://api.test/v1/media/page/kept-100x100.webp': picture(WEBP),
      'http://api.test/v1/media/page/fresh-100x100.webp': picture(WEBP, { 'cache-control': 'no-cache' }),
    });
    await fetchInlineImage('/api/v1/media/page/kept-100x100.webp');
    await fetchInlineImage('/api/v1/media/page/kept-100x100.webp');
    await fetchInlineImage('/api/v1/media/page/fresh-100x100.webp');
    await fetchInlineImage('/api/v1/media/page/fresh-100x100.webp');
    await fetchInlineImage('/api/v1/media/page/gone-100x100.webp');
    await fetchInlineImage('/api/v1/media/page/gone-100x100.webp');
    expect(calls.filter((url) => url.includes('kept'))).toHaveLength(1);
    expect(calls.filter((url) => url.includes('fresh'))).toHaveLength(2);
    expect(calls.filter((url) => url.includes('gone'))).toHaveLength(2);
  });
});
