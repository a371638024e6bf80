/** @jest-environment node */
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { forwardedHeaders } from '../api-proxy';
import { shellContext } from '../testing/shell-context';
import { actionGuard } from './guard';
import { fromSiteOrigin } from './origin';
import { formToken, validFormToken, withFormToken } from './token';

const SECRET = 'a'.repeat(40);
const ORIGIN = 'http://localhost:3000';

// CommonJS like the real dist/server/render.js: its form action answers from the body's `outcome`
// field and writes what it received to a file (it runs outside Jest's sandbox).
const RENDERER = `
const fs = require('node:fs');
const path = require('node:path');
const log = path.join(__dirname, 'actions.json');
exports.renderRoute = async (input) => {
  const form = '<form method="post"><input type="hidden" name="_csrf" value="__arbora_form_token__"/></form>';
  const cart = '<pre id="cart">' + JSON.stringify(input.cartToken === undefined ? 'not asked' : input.cartToken) + '</pre>';
  const html = '<main>' + form + '<pre id="state">' + JSON.stringify(input.formState || null) + '</pre>' + cart + '</main>';
  const state = { queries: { mutations: [], queries: [] }, page: null };
  return { status: 200, html, styles: '', state, stateJson: JSON.stringify(state), head: null,
    pageRendered: true, preloads: [] };
};
exports.runAction = async (input) => {
  const fields = Object.fromEntries(input.formData.entries());
  if (fields.outcome === 'whoami') {
    // What a session page's action would send the API: the bearer token its fetch adds.
    const http = require('node:http');
    let authorization = null;
    const api = http.createServer((req, res) => {
      authorization = req.headers.authorization || null;
      res.end('{}');
    });
    await new Promise((resolve) => api.listen(0, '127.0.0.1', resolve));
    await input.fetch('http://127.0.0.1:' + api.address().port + '/v1/me');
    await new Promise((resolve) => api.close(resolve));
    fs.writeFileSync(path.join(__dirname, 'session.json'), JSON.stringify({ url: input.url, session: input.session, authorization }));
    return { kind: 'done', result: { redirect: input.url } };
  }
  fs.writeFileSync(log, JSON.stringify({ url: input.url, fields, cartToken: input.cartToken }));
  if (fields.outcome === 'none') return { kind: 'no-action' };
  if (fields.outcome === 'refused')
    return { kind: 'done', result: { status: 422, state: { values: { email: fields.email }, errors: { email: 'invalid_email' } } } };
  if (fields.outcome === 'login')
    return { kind: 'done', result: { redirect: '/', session: { token: 'tok_0123456789abcdef' } } };
  if (fields.outcome === 'cart') return { kind: 'done', result: { redirect: '/panier', cartToken: 'cart_0123456789abcdef' } };
  if (fields.outcome === 'away') return { kind: 'done', result: { redirect: '//ailleurs.example/' } };
  if (fields.outcome === 'away-url') return { kind: 'done', result: { redirect: 'https://ailleurs.example/payer' } };
  if (fields.outcome === 'own-url')
    return { kind: 'done', result: { redirect: 'http://localhost:3000/api/v1/payment/sandbox/checkout/p_1?retour=1' } };
  return { kind: 'done', result: { redirect: '/form/confirmation' } };
};
`;

const ctx = shellContext();
let dist = '';
beforeAll(() => {
  dist = ctx.dist;
  mkdirSync(path.join(dist, 'server'), { recursive: true });
  writeFileSync(path.join(dist, 'server', 'render.js'), RENDERER);
});
const shell = () => ctx.shell({ FORM_TOKEN_SECRET: SECRET, PUBLIC_URL: ORIGIN });
const lastAction = () => JSON.parse(readFileSync(path.join(dist, 'server', 'actions.json'), 'utf8'));

const VISITOR = '0123456789abcdef';
const post = (body: Record<string, string>, headers: Record<string, string> = {}) => ({
  method: 'POST' as const,
  url: '/contactez-nous?produit=lame',
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    cookie: `arbora_vid=${VISITOR}`,
    origin: ORIGIN,
    ...headers,
  },
  payload: new URLSearchParams(body).toString(),
});
const token = formToken(VISITOR, SECRET);

describe('form tokens', () => {
  it('are bound to the visitor and the key', () => {
    expect(validFormToken(VISITOR, token, SECRET)).toBe(true);
    expect(validFormToken('fedcba9876543210', token, SECRET)).toBe(false);
    expect(validFormToken(VISITOR, token, 'b'.repeat(40))).toBe(false);
    expect(validFormToken(VISITOR, `${token}x`, SECRET)).toBe(false);
    expect(validFormToken(undefined, token, SECRET)).toBe(false);
    expect(withFormToken('<input value="__arbora_form_token__">', 'T')).toBe('<input value="T">');
  });
});

describe('fromSiteOrigin', () => {
  const request = (headers: Record<string, string>) => ({ headers, protocol: 'http' as const });
  it('takes the public origin or the address the request was sent to, from Origin or else Referer', () => {
    expect(fromSiteOrigin(request({ origin: ORIGIN }), ORIGIN)).toBe(true);
    expect(fromSiteOrigin(request({ origin: 'http://127.0.0.1:4321', host: '127.0.0.1:4321' }), ORIGIN)).toBe(true);
    expect(fromSiteOrigin(request({ referer: `${ORIGIN}/contactez-nous` }), ORIGIN)).toBe(true);
  });
  it('refuses another site, a null origin without referer, and a request that names none', () => {
    expect(fromSiteOrigin(request({ origin: 'https://ailleurs.example', host: 'localhost:3000' }), ORIGIN)).toBe(false);
    expect(fromSiteOrigin(request({ origin: 'null' }), ORIGIN)).toBe(false);
    expect(fromSiteOrigin(request({}), ORIGIN)).toBe(false);
  });
});

describe('POST on a page (form actions)', () => {
  it('writes the visitor’s token into the page’s forms', async () => {
    const app = await shell();
    const res = await app.inject({
      method: 'GET',
      url: '/contactez-nous',
      headers: { cookie: `arbora_vid=${VISITOR}` },
    });
    expect(res.body).toContain(`name="_csrf" value="${token}"`);
    expect(res.body).not.toContain('__arbora_form_token__');
  });

  it('refuses a cross-site POST and one without the visitor’s token with 403, before any action', async () => {
    const app = await shell();
    const crossSite = await app.inject(post({ _csrf: token, outcome: 'ok' }, { origin: 'https://ailleurs.example' }));
    expect(crossSite.statusCode).toBe(403);
    const forged = await app.inject(post({ _csrf: 'forged', outcome: 'ok' }));
    expect(forged.statusCode).toBe(403);
    const otherVisitor = await app.inject(
      post({ _csrf: token, outcome: 'ok' }, { cookie: 'arbora_vid=fedcba9876543210' }),
    );
    expect(otherVisitor.statusCode).toBe(403);
  });

  it('runs the page’s action with the parsed body and answers 303 to its confirmation', async () => {
    const app = await shell();
    const res = await app.inject(post({ _csrf: token, outcome: 'ok', email: 'lea@exemple.fr' }));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/form/confirmation');
    expect(lastAction()).toEqual({
      url: '/contactez-nous?produit=lame',
      fields: { _csrf: token, outcome: 'ok', email: 'lea@exemple.fr' },
      cartToken: null,
    });
  });

  it('renders the page again with the refused state and its status, the token in place', async () => {
    const app = await shell();
    const res = await app.inject(post({ _csrf: token, outcome: 'refused', email: 'lea@exemple' }));
    expect(res.statusCode).toBe(422);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain(
      '{&quot;values&quot;:{&quot;email&quot;:&quot;lea@exemple&quot;}'.replace(/&quot;/g, '"'),
    );
    expect(res.body).toContain(`value="${token}"`);
    // Its title says first that the form was refused; a visitor's page, not indexed.
    expect(res.body).toContain('<title>Erreur\u00a0: Contactez-nous | Arbora</title>');
    expect(res.body).toMatch(/<meta name="robots" content="noindex"/);
  });

  it('reads a multipart body too', async () => {
    const app = await shell();
    const boundary = 'arbora-boundary';
    const part = (name: string, value: string) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const res = await app.inject({
      ...post({}),
      headers: { ...post({}).headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `${part('_csrf', token)}${part('outcome', 'ok')}${part('city', 'Nantes')}--${boundary}--\r\n`,
    });
    expect(res.statusCode).toBe(303);
    expect(lastAction().fields).toEqual({ _csrf: token, outcome: 'ok', city: 'Nantes' });
  });

  it('sets the session of a login in an HttpOnly, SameSite=Lax cookie', async () => {
    const app = await shell();
    const res = await app.inject(post({ _csrf: token, outcome: 'login' }));
    expect(res.statusCode).toBe(303);
    const cookie = [res.headers['set-cookie']].flat().find((line) => line?.startsWith('arbora_session='));
    expect(cookie).toMatch(/^arbora_session=tok_0123456789abcdef;/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('answers 405 where the page has no action, and never sends the visitor off the site', async () => {
    const app = await shell();
    expect((await app.inject(post({ _csrf: token, outcome: 'none' }))).statusCode).toBe(405);
    const away = await app.inject(post({ _csrf: token, outcome: 'away' }));
    expect(away.statusCode).toBe(303);
    expect(away.headers.location).toBe('/contactez-nous');
    const awayUrl = await app.inject(post({ _csrf: token, outcome: 'away-url' }));
    expect(awayUrl.headers.location).toBe('/contactez-nous');
  });

  it('follows a URL of the site itself written whole (the payment sandbox’s page) as its path', async () => {
    const app = await shell();
    const res = await app.inject(post({ _csrf: token, outcome: 'own-url' }));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/api/v1/payment/sandbox/checkout/p_1?retour=1');
  });
});

describe('the forms of a customer’s own pages (session cookie)', () => {
  const PAGE = '/mes-informations-personnelles';
  const SESSION = 'arbora_session=tok_alix_0123456789';
  const sessionLog = () => path.join(dist, 'server', 'session.json');
  const postOn = (url: string, cookie: string, body: Record<string, string> = { _csrf: token, outcome: 'whoami' }) => ({
    ...post(body, { cookie }),
    url,
  });

  it('runs the page’s action for the session, its API calls carrying the cookie’s bearer token', async () => {
    const app = await shell();
    rmSync(sessionLog(), { force: true });
    const res = await app.inject(postOn(PAGE, `arbora_vid=${VISITOR}; ${SESSION}`));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(PAGE);
    expect(JSON.parse(readFileSync(sessionLog(), 'utf8'))).toEqual({
      url: PAGE,
      session: true,
      authorization: 'Bearer tok_alix_0123456789',
    });
  });

  it('answers a POST without a session cookie as its GET: 302 to the login page, before any action', async () => {
    const app = await shell();
    rmSync(sessionLog(), { force: true });
    const res = await app.inject(postOn(`${PAGE}?vue=1`, `arbora_vid=${VISITOR}`));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`/connexion?redirect=${encodeURIComponent(`${PAGE}?vue=1`)}`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(existsSync(sessionLog())).toBe(false);
  });

  it('keeps the origin and token checks for a session’s POST', async () => {
    const app = await shell();
    rmSync(sessionLog(), { force: true });
    const cookie = `arbora_vid=${VISITOR}; ${SESSION}`;
    const crossSite = await app.inject({
      ...postOn(PAGE, cookie),
      headers: { ...postOn(PAGE, cookie).headers, origin: 'https://ailleurs.example' },
    });
    expect(crossSite.statusCode).toBe(403);
    const noToken = await app.inject(postOn(PAGE, cookie, { outcome: 'whoami' }));
    expect(noToken.statusCode).toBe(403);
    expect(noToken.body).toContain('Cette page a expiré');
    expect(existsSync(sessionLog())).toBe(false);
  });
});

describe('the cart without JavaScript (cart cookie)', () => {
  const CART = 'arbora_cart';
  const cookieLine = (res: { headers: Record<string, unknown> }, name: string) =>
    [res.headers['set-cookie']].flat().find((line) => typeof line === 'string' && line.startsWith(`${name}=`)) as
      string | undefined;

  it('hands the action the visitor’s cart token and keeps the cart it made in a cookie the browser’s store reads', async () => {
    const app = await shell();
    const res = await app.inject(
      post({ _csrf: token, outcome: 'cart' }, { cookie: `arbora_vid=${VISITOR}; ${CART}=cart_fedcba9876543210` }),
    );
    expect(lastAction().cartToken).toBe('cart_fedcba9876543210');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/panier');
    const cookie = cookieLine(res, CART);
    expect(cookie).toMatch(/^arbora_cart=cart_0123456789abcdef;/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/HttpOnly/);
  });

  it('renders the cart page with each visitor’s own cart, never cached nor public', async () => {
    const app = await shell();
    const get = (cookie: string) => app.inject({ method: 'GET', url: '/panier', headers: { cookie } });
    const first = await get(`${CART}=cart_aaaaaaaaaaaaaaaa`);
    expect(first.body).toContain('<pre id="cart">"cart_aaaaaaaaaaaaaaaa"</pre>');
    expect(first.headers['cache-control']).toContain('no-store');
    const second = await get(`${CART}=cart_bbbbbbbbbbbbbbbb`);
    expect(second.body).toContain('<pre id="cart">"cart_bbbbbbbbbbbbbbbb"</pre>');
    const none = await get('');
    expect(none.body).toContain('<pre id="cart">null</pre>');
    // A public page is rendered for everyone, without the visitor's cart.
    const publicPage = await app.inject({
      method: 'GET',
      url: '/contactez-nous',
      headers: { cookie: `${CART}=cart_aaaaaaaaaaaaaaaa` },
    });
    expect(publicPage.body).toContain('<pre id="cart">"not asked"</pre>');
  });
});

describe('the cart’s forms: the Origin only, no token in the page (guard.ts)', () => {
  const PRODUCT = '/p-lame-de-terrasse-alveolaire-boreal';
  const actionLog = () => path.join(dist, 'server', 'actions.json');
  // An anonymous visitor on a public product page: no cookie at all, no token.
  const add = (headers: Record<string, string>, body: Record<string, string> = { outcome: 'cart', variant: '7' }) => ({
    method: 'POST' as const,
    url: PRODUCT,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(body).toString(),
  });

  it('guards the product pages and the cart page by Origin only, every other form by Origin and token', () => {
    expect(actionGuard(PRODUCT)).toBe('origin-only');
    expect(actionGuard('/ocelia/p-lame-composite')).toBe('origin-only');
    expect(actionGuard('/panier')).toBe('origin-only');
    for (const pathname of [
      '/connexion',
      '/inscription',
      '/contactez-nous',
      '/mes-commandes',
      '/livraison',
      '/x'.repeat(400),
    ])
      expect(actionGuard(pathname)).toBe('token');
  });

  it('adds to the cart from the site without a token nor a visitor cookie: 303 to the cart, its cookie set', async () => {
    const app = await shell();
    const fromSite: Record<string, string>[] = [{ origin: ORIGIN }, { referer: `${ORIGIN}${PRODUCT}` }];
    for (const headers of fromSite) {
      rmSync(actionLog(), { force: true });
      const res = await app.inject(add(headers));
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe('/panier');
      expect(lastAction()).toEqual({ url: PRODUCT, fields: { outcome: 'cart', variant: '7' }, cartToken: null });
      expect([res.headers['set-cookie']].flat().join('\n')).toMatch(/arbora_cart=cart_0123456789abcdef;.*SameSite=Lax/);
    }
    const cart = await app.inject({
      ...add({ origin: ORIGIN }, { _action: 'remove', outcome: 'cart' }),
      url: '/panier',
    });
    expect(cart.statusCode).toBe(303);
  });

  it('refuses a POST from another site, or naming no origin, with a French 403 page, before the action', async () => {
    const app = await shell();
    const cart = 'arbora_cart=cart_fedcba9876543210';
    const elsewhere: Record<string, string>[] = [
      { origin: 'https://ailleurs.example', cookie: cart },
      { referer: 'https://ailleurs.example/piege', cookie: cart },
      { origin: 'null', cookie: cart },
      { cookie: cart },
    ];
    for (const headers of elsewhere) {
      rmSync(actionLog(), { force: true });
      const res = await app.inject(add(headers));
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Cette demande ne vient pas du site Arbora\u00a0: elle est refusée');
      // A page of the site's, in French, not indexed, with a way back.
      expect(res.body).toContain('<meta name="robots" content="noindex">');
      expect(res.body).toContain('<a href="/">Revenir à l’accueil d’Arbora</a>');
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(existsSync(actionLog())).toBe(false);
    }
  });

  it('keeps the token for every other form: a contact form posted without one is refused', async () => {
    const app = await shell();
    rmSync(actionLog(), { force: true });
    const res = await app.inject(post({ outcome: 'ok', email: 'lea@exemple.fr' }));
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain('Cette page a expiré');
    expect(existsSync(actionLog())).toBe(false);
  });

  it('renders a refused addition again for a visitor who had no cookie: its own page, private, with its token', async () => {
    const app = await shell();
    const res = await app.inject(add({ origin: ORIGIN }, { outcome: 'refused', email: 'x' }));
    expect(res.statusCode).toBe(422);
    expect(res.headers['cache-control']).toBe('no-store');
    const visitor = /arbora_vid=([0-9a-f]{16});/.exec([res.headers['set-cookie']].flat().join('\n'))?.[1];
    expect(visitor).toBeDefined();
    expect(res.body).toContain(`value="${formToken(visitor!, SECRET)}"`);
  });
});

describe('the /api proxy and the session cookie', () => {
  it('ends the cookie session when the customer logs out through the proxy', async () => {
    const app = await shell();
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/user/logout',
      headers: { cookie: 'arbora_session=tok_0123456789abcdef' },
    });
    const cookie = [res.headers['set-cookie']].flat().find((line) => line?.startsWith('arbora_session='));
    expect(cookie).toMatch(/^arbora_session=;/);
    expect(cookie).toMatch(/Expires=Thu, 01 Jan 1970/);
  });

  it('adds the bearer token from the session cookie when the request carries none', () => {
    const request = { ip: '10.0.0.1', cookies: { arbora_session: 'tok_0123456789abcdef' } };
    expect(forwardedHeaders(request, {}).authorization).toBe('Bearer tok_0123456789abcdef');
    expect(forwardedHeaders(request, { authorization: 'Bearer own' }).authorization).toBe('Bearer own');
    expect(forwardedHeaders({ ip: '10.0.0.1', cookies: {} }, {}).authorization).toBeUndefined();
  });
});
