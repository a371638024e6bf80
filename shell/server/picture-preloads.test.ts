/** @jest-environment node */
import { fakeRenderer } from './testing/fake-renderer';
import { shellContext } from './testing/shell-context';

// The server render knows which picture a page paints first and at which widths (its first
// `<Picture priority>`, shared/ui): the shell preloads that one, with its srcset and sizes.
const ctx = shellContext();
let renderer: ReturnType<typeof fakeRenderer>;
beforeAll(() => {
  renderer = fakeRenderer(ctx.dist);
});
beforeEach(() => renderer.reset());

const imagePreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" [^>]*as="image"[^>]*\/>/g)].map((match) => match[0]);
const SRCSET =
  '/api/v1/images/terrasse-1-teck-3x2.0123456789/320 320w, /api/v1/images/terrasse-1-teck-3x2.0123456789/640 640w';

describe('picture preloads (the largest picture of the render)', () => {
  it('preloads the picture the render reported, by srcset and sizes, in the head and the Link header', async () => {
    renderer.page('/category/c-lames-de-terrasse', {
      head: { title: 'Lames' },
      preloads: [
        { href: '/api/v1/images/terrasse-1-teck-3x2.0123456789/1280.jpg', imagesrcset: SRCSET, imagesizes: '100vw' },
      ],
    });
    const app = await ctx.shell();
    const { body, headers } = await app.inject({ method: 'GET', url: '/category/c-lames-de-terrasse' });
    expect(imagePreloads(body)).toEqual([
      `<link rel="preload" href="/api/v1/images/terrasse-1-teck-3x2.0123456789/1280.jpg" as="image" imagesrcset="${SRCSET}" imagesizes="100vw" fetchpriority="high" />`,
    ]);
    expect(headers.link).toContain(`imagesrcset="${SRCSET}"; imagesizes="100vw"`);
    expect(body).not.toContain('data:image');
  });

  it('gives each crop its own screens', async () => {
    renderer.page('/conseils/portail', {
      preloads: [
        { href: '/p.jpg', imagesrcset: '/p/320 320w', imagesizes: '100vw', media: '(max-width: 47.99em)' },
        { href: '/w.jpg', imagesrcset: '/w/320 320w', imagesizes: '100vw', media: 'not all and (max-width: 47.99em)' },
      ],
    });
    const app = await ctx.shell();
    const { body } = await app.inject({ method: 'GET', url: '/conseils/portail' });
    expect(imagePreloads(body).map((link) => /media="([^"]+)"/.exec(link)?.[1])).toEqual([
      '(max-width: 47.99em)',
      'not all and (max-width: 47.99em)',
    ]);
  });
});
