/** @jest-environment node */
import { createHash } from 'node:crypto';
import { renderPage, type LinkHint } from './html';
import { STARTER_CSP_SOURCE, STARTER_SCRIPT } from './picture-first';
import { securityHeaders } from './security-headers';

const MAIN = '<script defer="defer" src="/main.1234abcd.js" integrity="sha384-abc" crossorigin="anonymous"></script>';
const TEMPLATE =
  `<!doctype html><html><head><title>Arbora</title><!--arbora-head-->${MAIN}</head>` +
  '<body><div id="root"></div><!--arbora-config--></body></html>';
const REMOTES = { remotes: [] };
const SSR = { html: '<main>Terrasse</main>', styles: '', state: '{}' };
const HERO: LinkHint = { rel: 'preload', href: '/api/v1/media/cover-960.webp', as: 'image', fetchpriority: 'high' };
const SCRIPTS: LinkHint[] = [
  { rel: 'preload', href: '/react-dom-client.85f58770.js', as: 'script' },
  { rel: 'preload', href: 'http://cdn.example/catalogue/mf-manifest.json', as: 'fetch', crossorigin: true },
  { rel: 'preload', href: 'http://cdn.example/catalogue/remoteEntry.js', as: 'script', crossorigin: true },
  { rel: 'preconnect', href: 'http://cdn.example' },
];

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
const laterOf = (html: string) =>
  JSON.parse(/<script id="arbora-later" type="application\/json">(.*?)<\/script>/.exec(html)?.[1] ?? 'null');

describe('picture first', () => {
  afterEach(() => {
    delete process.env.PICTURE_FIRST;
  });

  it('moves the scripts and their preloads out of the head of a page with a hero picture, attributes kept', () => {
    const html = renderPage(TEMPLATE, REMOTES, { hints: [HERO, ...SCRIPTS] }, SSR);
    const head = headOf(html);
    expect(head).not.toContain('main.1234abcd.js');
    expect(head).not.toContain('as="script"');
    expect(head).not.toContain('as="fetch"');
    expect(head).toContain(
      '<link rel="preload" href="/api/v1/media/cover-960.webp" as="image" fetchpriority="high" />',
    );
    // A preconnect costs no bandwidth: it stays.
    expect(head).toContain('<link rel="preconnect" href="http://cdn.example" />');
    expect(laterOf(html)).toEqual({
      links: [
        { rel: 'preload', href: '/react-dom-client.85f58770.js', as: 'script' },
        {
          rel: 'preload',
          href: 'http://cdn.example/catalogue/mf-manifest.json',
          as: 'fetch',
          crossorigin: 'anonymous',
        },
        { rel: 'preload', href: 'http://cdn.example/catalogue/remoteEntry.js', as: 'script', crossorigin: 'anonymous' },
      ],
      scripts: [{ defer: 'defer', src: '/main.1234abcd.js', integrity: 'sha384-abc', crossorigin: 'anonymous' }],
    });
    // The starter comes after the state, so the page's picture is parsed when it runs.
    expect(html).toMatch(/id="arbora-ssr"[\s\S]*id="arbora-later"[\s\S]*<script>\(function\(\)/);
  });

  it('leaves a page without a hero picture, a client-rendered page and PICTURE_FIRST=off as they were', () => {
    for (const html of [
      renderPage(TEMPLATE, REMOTES, { hints: SCRIPTS }, SSR),
      renderPage(TEMPLATE, REMOTES, { hints: [HERO, ...SCRIPTS] }),
      (() => {
        process.env.PICTURE_FIRST = 'off';
        return renderPage(TEMPLATE, REMOTES, { hints: [HERO, ...SCRIPTS] }, SSR);
      })(),
    ]) {
      expect(headOf(html)).toContain(MAIN);
      expect(headOf(html)).toContain('<link rel="preload" href="/react-dom-client.85f58770.js" as="script" />');
      expect(html).not.toContain('arbora-later');
      expect(html).not.toContain(STARTER_SCRIPT);
    }
  });

  it('is the one inline script the CSP allows, by the hash of its text', () => {
    const html = renderPage(TEMPLATE, REMOTES, { hints: [HERO] }, SSR);
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    expect(inline).toEqual([STARTER_SCRIPT]);
    const hash = `'sha256-${createHash('sha256').update(inline[0]).digest('base64')}'`;
    expect(STARTER_CSP_SOURCE).toBe(hash);
    const scriptSrc = securityHeaders([], true)['Content-Security-Policy'].split('; ')[1];
    expect(scriptSrc.split(' ')).toContain(hash);
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    // No eval and no string to a timer in the starter.
    expect(STARTER_SCRIPT).not.toMatch(/\beval\b|new Function|setTimeout|setInterval/);
  });
});
