/** @jest-environment node */
import { image } from './testing/fixtures';
import { PAGES, siteApi } from './testing/site-api';
import { shellContext } from './testing/shell-context';

// The portail advice page also has the square crop phones get (`covers_mobile`).
const site = siteApi();
const ctx = shellContext((url) => {
  const answer = site(url);
  if (url.pathname !== '/v1/page/40') return answer;
  const page = PAGES.find((candidate) => candidate.id === 40)!;
  return { data: { ...page, covers_mobile: [image('conseils-portail', 'page', 600, 600)] } };
});

const imagePreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" [^>]*as="image"[^>]*\/>/g)].map((match) => match[0]);

describe('hero preload (the LCP picture comes with the HTML)', () => {
  it('preloads the phone crop for phones and the wide cover for the rest, never both for one screen', async () => {
    const app = await ctx.shell();
    const { body, headers } = await app.inject({ method: 'GET', url: '/conseils/portail' });
    // The same two, as a Link header: the picture starts with the response headers.
    expect(headers.link).toBe(
      '</api/v1/media/page/conseils-portail-600x600.webp>; rel=preload; as=image; type="image/webp"; media="(max-width: 47.99em)"; fetchpriority=high, ' +
        '</api/v1/media/page/conseils-portail-1200x630.webp>; rel=preload; as=image; type="image/webp"; media="(min-width: 48em)"; fetchpriority=high',
    );
    expect(imagePreloads(body)).toEqual([
      '<link rel="preload" href="/api/v1/media/page/conseils-portail-600x600.webp" as="image" type="image/webp" media="(max-width: 47.99em)" fetchpriority="high" />',
      '<link rel="preload" href="/api/v1/media/page/conseils-portail-1200x630.webp" as="image" type="image/webp" media="(min-width: 48em)" fetchpriority="high" />',
    ]);
  });

  it('preloads the cover of an article route (a blog post), without media when it has no phone crop', async () => {
    const app = await ctx.shell();
    const { body } = await app.inject({ method: 'GET', url: '/blog/cinq-idees' });
    expect(imagePreloads(body)).toEqual([
      '<link rel="preload" href="/api/v1/media/page/blog-cinq-idees-1200x630.webp" as="image" type="image/webp" fetchpriority="high" />',
    ]);
  });

  it('preloads no picture for a legal page (it shows none) or a product list', async () => {
    const app = await ctx.shell();
    const legal = await app.inject({ method: 'GET', url: '/cookies' });
    expect(imagePreloads(legal.body)).toEqual([]);
    expect(legal.headers.link).toBeUndefined();
    expect(imagePreloads((await app.inject({ method: 'GET', url: '/blog' })).body)).toEqual([]);
  });
});
