/** @jest-environment node */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { shellContext } from './testing/shell-context';

// CommonJS like the real dist/server/render.js: it shows whether the server handed it the session
// and counts its renders, so a cached page would show.
const RENDERER = `
let renders = 0;
exports.renderRoute = async (input) => {
  renders += 1;
  const html = '<main><pre id="session">' + JSON.stringify(input.session || false) + '</pre><i id="renders">' + renders + '</i></main>';
  const state = { queries: { mutations: [], queries: [] }, page: null };
  return { status: 200, html, styles: '', state, stateJson: JSON.stringify(state), head: null,
    pageRendered: true, preloads: [] };
};
`;

const ctx = shellContext();
beforeAll(() => {
  mkdirSync(path.join(ctx.dist, 'server'), { recursive: true });
  writeFileSync(path.join(ctx.dist, 'server', 'render.js'), RENDERER);
});
const shell = () => ctx.shell({ PUBLIC_URL: 'http://localhost:3000', SSR_CACHE_SECONDS: '60' });
const rendersOf = (html: string) => Number(/<i id="renders">(\d+)<\/i>/.exec(html)?.[1]);

describe('the auth guard on the server (issue 36 point 2)', () => {
  it.each(['/mes-commandes', '/mes-commandes/AR-2025-000501', '/mes-chantiers', '/panier/livraison'])(
    '%s without a session cookie: 302 to the login page with the target, before any HTML',
    async (target) => {
      const app = await shell();
      const res = await app.inject({ method: 'GET', url: `${target}?vue=1` });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/connexion?redirect=${encodeURIComponent(`${target}?vue=1`)}`);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).not.toContain('<html');
    },
  );

  it('lets a public page and a page that needs no login through', async () => {
    const app = await shell();
    expect((await app.inject({ method: 'GET', url: '/mon-compte' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/connexion' })).statusCode).toBe(200);
  });
});

describe('a customer’s page rendered with the session cookie', () => {
  it('is rendered for this request with the session, private and never cached nor served to another', async () => {
    const app = await shell();
    const first = await app.inject({
      method: 'GET',
      url: '/mes-commandes',
      headers: { cookie: 'arbora_session=tok_alix_0123456789' },
    });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('<pre id="session">true</pre>');
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.headers.etag).toBeUndefined();
    const rendered = rendersOf(first.body);

    // Another customer: their own render, not the first one's HTML.
    const second = await app.inject({
      method: 'GET',
      url: '/mes-commandes',
      headers: { cookie: 'arbora_session=tok_bruno_0123456789' },
    });
    expect(rendersOf(second.body)).toBe(rendered + 1);
    expect(second.headers['x-page-cache']).toBe('miss');
    // And a visitor without a session gets the login page, never the customer's HTML.
    expect((await app.inject({ method: 'GET', url: '/mes-commandes' })).statusCode).toBe(302);
  });

  it.each([
    '/mes-commandes/AR-2025-000501',
    '/mes-chantiers',
    '/mes-chantiers/residence-les-chenes',
    '/mes-informations-personnelles',
    '/panier/livraison',
    '/commande/confirmation-virement?order=AR-2025-000501',
  ])('%s with the session cookie: rendered with the session, private, never cached', async (target) => {
    const app = await shell();
    const res = await app.inject({
      method: 'GET',
      url: target,
      headers: { cookie: 'arbora_session=tok_alix_0123456789' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<pre id="session">true</pre>');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('never reaches a public page: the session is not handed to its render (it is cached for everyone)', async () => {
    const app = await shell();
    const res = await app.inject({
      method: 'GET',
      url: '/contactez-nous',
      headers: { cookie: 'arbora_session=tok_alix_0123456789' },
    });
    expect(res.body).toContain('<pre id="session">false</pre>');
  });
});
