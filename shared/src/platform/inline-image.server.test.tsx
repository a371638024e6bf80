/** @jest-environment node */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { configureApi } from '../api/config';
import { fetchInlineImage, INLINE_IMAGE_MAX_BYTES, inlinedImages, useInlineImage } from './inline-image';

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

function Hero({ src, priority }: { src: string; priority: boolean }) {
  return <img src={useInlineImage(src, priority)} alt="" width={10} height={10} />;
}

async function render(client: QueryClient, children: React.ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <QueryClientProvider client={client}>{children}</QueryClientProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

describe('useInlineImage on the server', () => {
  it('writes the first-screen picture into the HTML and records it for the browser', async () => {
    serve({ 'http://api.test/v1/media/hero/render-1200x630.webp': picture(WEBP) });
    const client = new QueryClient();
    const html = await render(
      client,
      <>
        <Hero src="/api/v1/media/hero/render-1200x630.webp" priority />
        <Hero src="/api/v1/media/product/below-800x800.webp" priority={false} />
      </>,
    );
    expect(html).toContain(`src="data:image/webp;base64,${Buffer.from(WEBP).toString('base64')}"`);
    expect(html).toContain('src="/api/v1/media/product/below-800x800.webp"');
    // A picture below the first screen is never asked for.
    expect(calls).toEqual(['http://api.test/v1/media/hero/render-1200x630.webp']);
    expect(inlinedImages(client)).toEqual(['/api/v1/media/hero/render-1200x630.webp']);
  });

  it('renders the URL when the picture stays a URL (too big, API down), and reports nothing inlined', async () => {
    serve({});
    const client = new QueryClient();
    const html = await render(client, <Hero src="/api/v1/media/hero/absent-1200x630.webp" priority />);
    expect(html).toContain('src="/api/v1/media/hero/absent-1200x630.webp"');
    expect(inlinedImages(client)).toEqual([]);
  });
});
