/** @jest-environment node */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { prerenderToNodeStream } from 'react-dom/static';
import { inlinedImages, provideInlineImages, useInlineImage } from './inline-image';

let calls: string[] = [];
const DATA_URL = 'data:image/webp;base64,UklGRgECA/o=';

/** A server render's client, whose fetcher inlines the pictures named in `inlined`. */
function serverClient(inlined: string[] = []): QueryClient {
  calls = [];
  const client = new QueryClient();
  provideInlineImages(client, async (src) => {
    calls.push(src);
    return inlined.includes(src) ? DATA_URL : '';
  });
  return client;
}

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
    const client = serverClient(['/api/v1/media/hero/render-1200x630.webp']);
    const html = await render(
      client,
      <>
        <Hero src="/api/v1/media/hero/render-1200x630.webp" priority />
        <Hero src="/api/v1/media/product/below-800x800.webp" priority={false} />
      </>,
    );
    expect(html).toContain(`src="${DATA_URL}"`);
    expect(html).toContain('src="/api/v1/media/product/below-800x800.webp"');
    // A picture below the first screen is never asked for.
    expect(calls).toEqual(['/api/v1/media/hero/render-1200x630.webp']);
    expect(inlinedImages(client)).toEqual(['/api/v1/media/hero/render-1200x630.webp']);
  });

  it('renders the URL when the picture stays a URL (too big, API down), and reports nothing inlined', async () => {
    const client = serverClient();
    const html = await render(client, <Hero src="/api/v1/media/hero/absent-1200x630.webp" priority />);
    expect(html).toContain('src="/api/v1/media/hero/absent-1200x630.webp"');
    expect(inlinedImages(client)).toEqual([]);
  });

  it('renders the URL, asking nothing, for a client the server gave no fetcher', async () => {
    const html = await render(new QueryClient(), <Hero src="/api/v1/media/hero/plain-1200x630.webp" priority />);
    expect(html).toContain('src="/api/v1/media/hero/plain-1200x630.webp"');
  });
});
