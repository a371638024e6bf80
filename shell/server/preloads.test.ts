/** @jest-environment node */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { filesOfManifest } from '../src/federation/manifest-files';
import { remoteHints } from './remote-assets';
import { fakeRenderer } from './testing/fake-renderer';
import { closedPortUrl, fakeManifest } from './testing/fake-servers';
import { shellContext } from './testing/shell-context';

const ctx = shellContext();
// A shell whose render reports each page's first priority picture; a page that is no more is a 404.
const rendered = shellContext();
beforeAll(() => {
  const renderer = fakeRenderer(rendered.dist);
  renderer.page('/', { preloads: [{ href: '/api/v1/media/hero/accueil-1200x630.webp' }] });
  renderer.page('/conseils/portail', { preloads: [{ href: '/api/v1/media/page/conseils-portail-1200x630.webp' }] });
  renderer.page('/page-disparue', { status: 404 });
});
const links = (html: string) => [...html.matchAll(/<link rel="(preload|preconnect)" [^>]*\/>/g)].map((m) => m[0]);
const shellBootLinks = ['/main.0123abcd.js', '/202.4567cdef.js'].map(
  (href) => `<link rel="preload" href="${href}" as="script" />`,
);
/** The head's hints, and those a page with a hero picture asks for once it is in (server/picture-first.ts). */
const hrefs = (html: string) => [
  ...links(html).map((tag) => /href="([^"]*)"/.exec(tag)?.[1]?.replace(/&amp;/g, '&')),
  ...((
    JSON.parse(/<script id="arbora-later" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
      links?: { href: string }[];
    }
  ).links?.map((link) => link.href) ?? []),
];

describe('preloads of the route remote (first paint without a chain of round trips)', () => {
  it('the home page preloads the content remote manifest, its remoteEntry.js and the HomePage chunks', async () => {
    const app = await ctx.shell();
    const base = `${ctx.remotes.url}/content`;
    // A page waits only briefly for a manifest not read yet (remote-assets.ts WAIT_MS); on a busy
    // machine the first reading may take longer, and the pages after it get the chunks.
    let body = '';
    for (;;) {
      body = (await app.inject({ method: 'GET', url: '/' })).body;
      if (body.includes(`${base}/remoteEntry.js`)) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(links(body)).toEqual(
      expect.arrayContaining([
        `<link rel="preload" href="${base}/mf-manifest.json" as="fetch" crossorigin="anonymous" />`,
        `<link rel="preload" href="${base}/remoteEntry.js" as="script" />`,
        `<link rel="preload" href="${base}/501.6b62984e.js" as="script" />`,
        `<link rel="preload" href="${base}/__federation_expose_HomePage.de29faf9.js" as="script" />`,
      ]),
    );
    // Only the route's remote and module: not ContentPage's chunk, not another remote.
    expect(links(body).join('\n')).not.toContain('__federation_expose_ContentPage');
    expect(links(body).join('\n')).not.toContain(`${ctx.remotes.url}/catalogue/`);
  });

  it('preloads the hero image of home and content pages, and the ContentPage chunk on a content page', async () => {
    const app = await rendered.shell();
    const home = hrefs((await app.inject({ method: 'GET', url: '/' })).body);
    expect(home).toContain('/api/v1/media/hero/accueil-1200x630.webp');
    const { body } = await app.inject({ method: 'GET', url: '/conseils/portail' });
    expect(hrefs(body)).toContain(`${rendered.remotes.url}/content/__federation_expose_ContentPage.3da8e18c.js`);
    expect(body).toContain(
      '<link rel="preload" href="/api/v1/media/page/conseils-portail-1200x630.webp" as="image" fetchpriority="high" />',
    );
    // API reads are not preloaded: the shared client sends `Accept: application/json`, and Chrome
    // only reuses a fetch preload whose headers are the same (the page would fetch twice).
    expect(hrefs(body).filter((href) => href?.startsWith('/api/v1/') && !href.startsWith('/api/v1/media/'))).toEqual(
      [],
    );
  });

  it('PRELOAD_HINTS=off drops every hint', async () => {
    const app = await ctx.shell({ PRELOAD_HINTS: 'off' });
    expect(links((await app.inject({ method: 'GET', url: '/' })).body)).toEqual([]);
  });

  it('a 404 preloads no remote, only the shell boot scripts', async () => {
    const app = await rendered.shell();
    const { body } = await app.inject({ method: 'GET', url: '/page-disparue' });
    expect(links(body)).toEqual(shellBootLinks);
  });

  it('the shell boot scripts the build lists come first, before the remote ones', async () => {
    const app = await ctx.shell();
    const { body } = await app.inject({ method: 'GET', url: '/' });
    expect(links(body).slice(0, 2)).toEqual(shellBootLinks);
  });

  it('reads each manifest once per TTL, not once per page', async () => {
    const app = await ctx.shell();
    await app.inject({ method: 'GET', url: '/contactez-nous' });
    const before = ctx.remotes.calls.length;
    for (let i = 0; i < 3; i += 1) await app.inject({ method: 'GET', url: '/contactez-nous' });
    expect(ctx.remotes.calls).toHaveLength(before);
  });
});

/** The remotes config a page inlines, by remote name. */
function inlinedRemotes(html: string): Record<string, { entry: string; remoteEntry?: string; buildId?: string }> {
  const json = /<script id="arbora-remotes" type="application\/json">([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  const { remotes } = JSON.parse(json) as { remotes: { name: string; entry: string }[] };
  return Object.fromEntries(remotes.map(({ name, ...remote }) => [name, remote]));
}

describe("the inlined remotes config names each remote's remoteEntry.js (no manifest before the page's code)", () => {
  it("adds the remoteEntry URL and build id of the page's remote, then of every remote whose manifest the server has read", async () => {
    const app = await ctx.shell();
    const first = inlinedRemotes((await app.inject({ method: 'GET', url: '/' })).body);
    expect(first.content).toEqual({
      entry: `${ctx.remotes.url}/content/mf-manifest.json`,
      version: 'local',
      remoteEntry: `${ctx.remotes.url}/content/remoteEntry.js`,
      buildId: 'content-build-1',
    });
    // The other remotes' manifests are read for the next pages, without delaying this one.
    let next = inlinedRemotes((await app.inject({ method: 'GET', url: '/' })).body);
    while (!next.forms?.remoteEntry) next = inlinedRemotes((await app.inject({ method: 'GET', url: '/' })).body);
    expect(next.forms).toEqual({
      entry: `${ctx.remotes.url}/forms/mf-manifest.json`,
      version: 'local',
      remoteEntry: `${ctx.remotes.url}/forms/remoteEntry.js`,
      buildId: 'forms-build-1',
    });
  });

  it('keeps only the entry of a remote whose manifest it cannot read, and /remotes.json names entries only', async () => {
    const down = await closedPortUrl();
    const app = await ctx.shell({ REMOTE_CONTENT_URL: `${down}/mf-manifest.json` });
    const remotes = inlinedRemotes((await app.inject({ method: 'GET', url: '/' })).body);
    expect(remotes.content).toEqual({ entry: `${down}/mf-manifest.json`, version: 'local' });
    const network = inlinedRemotes(
      `<script id="arbora-remotes" type="application/json">${(await app.inject({ method: 'GET', url: '/remotes.json' })).body}</script>`,
    );
    expect(network.forms).toEqual({ entry: `${ctx.remotes.url}/forms/mf-manifest.json`, version: 'local' });
  });

  it('a remote repointed in REMOTES_FILE: the next page names the new remoteEntry.js', async () => {
    const file = path.join(ctx.dist, 'remotes-repointed.json');
    const point = (at: string) =>
      writeFileSync(
        file,
        JSON.stringify({ remotes: [{ name: 'catalogue', entry: `${ctx.remotes.url}/${at}/mf-manifest.json` }] }),
      );
    point('catalogue');
    const app = await ctx.shell({ REMOTES_FILE: file });
    // A product page: catalogue is the page's remote, waited for.
    const before = inlinedRemotes((await app.inject({ method: 'GET', url: '/p-chaise' })).body);
    expect(before.catalogue?.remoteEntry).toBe(`${ctx.remotes.url}/catalogue/remoteEntry.js`);
    point('account');
    const after = inlinedRemotes((await app.inject({ method: 'GET', url: '/p-chaise' })).body);
    expect(after.catalogue?.remoteEntry).toBe(`${ctx.remotes.url}/account/remoteEntry.js`);
    expect(after.catalogue?.buildId).toBe('account-build-1');
  });
});

describe('remoteHints', () => {
  it('falls back to the manifest preload and a preconnect when the remote is down', async () => {
    const down = await closedPortUrl();
    const hints = await remoteHints(`${down}/mf-manifest.json`, 'HomePage', 'http://localhost:3000');
    expect(hints).toEqual([
      { rel: 'preload', href: `${down}/mf-manifest.json`, as: 'fetch', crossorigin: true },
      { rel: 'preconnect', href: down },
    ]);
  });

  it('preloads a remoteEntry.js entry as a script', async () => {
    expect(
      await remoteHints('https://cdn.example/content/remoteEntry.js', 'HomePage', 'http://localhost:3000'),
    ).toEqual([{ rel: 'preload', href: 'https://cdn.example/content/remoteEntry.js', as: 'script' }]);
  });
});

describe('filesOfManifest', () => {
  it('resolves the entry and chunks beside the manifest when publicPath is auto', () => {
    const files = filesOfManifest('https://cdn.example/content/1.4.0/mf-manifest.json', fakeManifest('content'));
    expect(files?.remoteEntry).toBe('https://cdn.example/content/1.4.0/remoteEntry.js');
    expect(files?.modules.get('HomePage')?.js).toEqual([
      'https://cdn.example/content/1.4.0/501.6b62984e.js',
      'https://cdn.example/content/1.4.0/__federation_expose_HomePage.de29faf9.js',
    ]);
  });

  it('follows a remoteEntry path and an explicit publicPath', () => {
    const manifest = {
      ...fakeManifest('content'),
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: 'entry' }, publicPath: 'https://static.example/c/' },
    };
    const files = filesOfManifest('https://cdn.example/content/mf-manifest.json', manifest);
    expect(files?.remoteEntry).toBe('https://cdn.example/content/entry/remoteEntry.js');
    expect(files?.modules.get('ContentPage')?.js[1]).toBe(
      'https://static.example/c/__federation_expose_ContentPage.3da8e18c.js',
    );
  });

  it('gives nothing for a manifest without an entry', () => {
    expect(filesOfManifest('https://cdn.example/mf-manifest.json', {})).toBeNull();
  });
});
