/** @jest-environment node */
import { STARTER_SCRIPT } from './picture-first';
import { fakeRenderer } from './testing/fake-renderer';
import { shellContext } from './testing/shell-context';

// The hero is the page's first `<Picture priority>`, reported by its render (the page knows where
// its covers switch to the phone crop); the shell server preloads it with the document and in the Link header.
const ctx = shellContext();
let renderer: ReturnType<typeof fakeRenderer>;
beforeAll(() => {
  renderer = fakeRenderer(ctx.dist);
});
beforeEach(() => renderer.reset());

const imagePreloads = (html: string) =>
  [...html.matchAll(/<link rel="preload" [^>]*as="image"[^>]*\/>/g)].map((match) => match[0]);

describe('hero preload (the LCP picture comes with the HTML)', () => {
  it('preloads each picture the render reported for its screens: the phone crop for phones, the wide cover for the rest', async () => {
    renderer.page('/conseils/portail', {
      head: { title: 'Conseils portail' },
      preloads: [
        { href: '/api/v1/media/page/conseils-portail-600x600.webp', media: '(max-width: 47.99em)' },
        { href: '/api/v1/media/page/conseils-portail-1200x630.webp', media: '(min-width: 48em)' },
      ],
    });
    const app = await ctx.shell();
    const { body, headers } = await app.inject({ method: 'GET', url: '/conseils/portail' });
    // The same two, as a Link header: the picture starts with the response headers.
    expect(headers.link).toBe(
      '</api/v1/media/page/conseils-portail-600x600.webp>; rel=preload; as=image; media="(max-width: 47.99em)"; fetchpriority=high, ' +
        '</api/v1/media/page/conseils-portail-1200x630.webp>; rel=preload; as=image; media="(min-width: 48em)"; fetchpriority=high',
    );
    expect(imagePreloads(body)).toEqual([
      '<link rel="preload" href="/api/v1/media/page/conseils-portail-600x600.webp" as="image" media="(max-width: 47.99em)" fetchpriority="high" />',
      '<link rel="preload" href="/api/v1/media/page/conseils-portail-1200x630.webp" as="image" media="(min-width: 48em)" fetchpriority="high" />',
    ]);
  });

  it('leaves the picture alone on the link: the scripts are asked for once it is in, not with the document', async () => {
    renderer.page('/conseils/portail', {
      head: { title: 'Conseils portail' },
      preloads: [{ href: '/api/v1/media/page/conseils-portail-1200x630.webp' }],
    });
    const app = await ctx.shell();
    const { body, headers } = await app.inject({ method: 'GET', url: '/conseils/portail' });
    const preloads = [...body.matchAll(/<link rel="preload" [^>]*\/>/g)].map((match) => match[0]);
    expect(preloads).toEqual([
      '<link rel="preload" href="/api/v1/media/page/conseils-portail-1200x630.webp" as="image" fetchpriority="high" />',
    ]);
    expect(headers.link).toBe(
      '</api/v1/media/page/conseils-portail-1200x630.webp>; rel=preload; as=image; fetchpriority=high',
    );
    // The shell's boot scripts wait in the starter's list.
    const later = JSON.parse(/<script id="arbora-later" type="application\/json">(.*?)<\/script>/.exec(body)![1]);
    expect(later.links).toContainEqual({ rel: 'preload', href: '/main.0123abcd.js', as: 'script' });
    expect(body).toContain(`<script>${STARTER_SCRIPT}</script>`);
  });

  it('keeps the scripts with the document on a page without a hero picture', async () => {
    renderer.page('/cookies', { head: { title: 'Gestion des cookies' } });
    const app = await ctx.shell();
    const { body } = await app.inject({ method: 'GET', url: '/cookies' });
    expect(body).toContain('<link rel="preload" href="/main.0123abcd.js" as="script" />');
    expect(body).not.toContain('arbora-later');
    expect(body).not.toContain(STARTER_SCRIPT);
  });

  it('preloads no picture when the render reported none (a legal page, a list), nor on a 404', async () => {
    renderer.page('/cookies', { head: { title: 'Gestion des cookies' } });
    renderer.page('/ancienne-page', { status: 404, preloads: [{ href: '/api/v1/media/page/x-1200x630.webp' }] });
    const app = await ctx.shell();
    const legal = await app.inject({ method: 'GET', url: '/cookies' });
    expect(imagePreloads(legal.body)).toEqual([]);
    expect(legal.headers.link).toBeUndefined();
    expect(imagePreloads((await app.inject({ method: 'GET', url: '/blog' })).body)).toEqual([]);
    const gone = await app.inject({ method: 'GET', url: '/ancienne-page' });
    expect(gone.statusCode).toBe(404);
    expect(imagePreloads(gone.body)).toEqual([]);
  });
});
