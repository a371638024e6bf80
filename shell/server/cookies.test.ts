/** @jest-environment node */
import { LOCALE_COOKIE, VISITOR_COOKIE } from './cookies';
import { shellContext } from './testing/shell-context';

const ctx = shellContext();
const setCookies = (header: string | string[] | undefined) => (Array.isArray(header) ? header : header ? [header] : []);

// Set on the answers that are this browser's own (a customer page); a public page carries none.
const CUSTOMER_PAGE = '/mon-compte';

describe('the site’s cookies (SPEC 9)', () => {
  const firstVisit = async (cookie?: string, env: Record<string, string> = {}) => {
    const app = await ctx.shell(env);
    return setCookies(
      (await app.inject({ method: 'GET', url: CUSTOMER_PAGE, headers: cookie ? { cookie } : {} })).headers[
        'set-cookie'
      ],
    );
  };

  it('sets a visitor id of 16 lowercase hex characters for 395 days, Secure, SameSite=Strict, and the locale for 365 days, SameSite=Lax', async () => {
    const [visitor, locale] = await firstVisit();
    expect(visitor).toMatch(/^arbora_vid=[0-9a-f]{16}; Max-Age=34128000; Path=\/; HttpOnly; Secure; SameSite=Strict$/);
    // app.inject asks localhost: a loopback host, where the locale cookie is Secure too.
    expect(locale).toBe('arbora_locale=fr; Max-Age=31536000; Path=/; Secure; SameSite=Lax');
    expect(VISITOR_COOKIE.maxAgeSeconds).toBe(395 * 86400);
    expect(LOCALE_COOKIE.maxAgeSeconds).toBe(365 * 86400);
  });

  it('draws a new random id each time', async () => {
    const app = await ctx.shell();
    const ids = new Set<string | undefined>();
    for (let i = 0; i < 20; i += 1) {
      const [visitor] = setCookies((await app.inject({ method: 'GET', url: CUSTOMER_PAGE })).headers['set-cookie']);
      ids.add(/arbora_vid=([0-9a-f]+)/.exec(visitor ?? '')?.[1]);
    }
    expect(ids.size).toBe(20);
  });

  it('sets nothing when both are there, and replaces a malformed id', async () => {
    expect(await firstVisit('a=1; arbora_vid=0123456789abcdef; arbora_locale=fr')).toEqual([]);
    const lines = await firstVisit('arbora_vid=<script>; arbora_locale=fr');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^arbora_vid=[0-9a-f]{16};/);
  });

  it('makes the locale cookie Secure on a loopback host even over plain HTTP (browsers keep it there)', async () => {
    const app = await ctx.shell();
    const res = await app.inject({
      method: 'GET',
      url: CUSTOMER_PAGE,
      headers: { host: 'localhost:3000', cookie: 'arbora_vid=0123456789abcdef' },
    });
    expect(res.headers['set-cookie']).toBe('arbora_locale=fr; Max-Age=31536000; Path=/; Secure; SameSite=Lax');
    // Plain-HTTP development on another host: a Secure cookie would not be kept.
    const elsewhere = await app.inject({
      method: 'GET',
      url: CUSTOMER_PAGE,
      headers: { host: 'shell.dev.example:3000', cookie: 'arbora_vid=0123456789abcdef' },
    });
    expect(elsewhere.headers['set-cookie']).toBe('arbora_locale=fr; Max-Age=31536000; Path=/; SameSite=Lax');
  });

  it('makes the locale cookie Secure on an https site', async () => {
    expect(await firstVisit('arbora_vid=0123456789abcdef', { PUBLIC_URL: 'https://www.arbora.test' })).toEqual([
      'arbora_locale=fr; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
    ]);
  });
});

describe('cookies on answers', () => {
  it('are set on customer pages for a first visit, not again once the browser has them', async () => {
    const app = await ctx.shell();
    for (const url of [CUSTOMER_PAGE, '/panier']) {
      const first = setCookies((await app.inject({ method: 'GET', url })).headers['set-cookie']);
      expect(first.map((line) => line.split('=')[0])).toEqual(['arbora_vid', 'arbora_locale']);
    }
    const again = await app.inject({
      method: 'GET',
      url: CUSTOMER_PAGE,
      headers: { cookie: 'arbora_vid=0123456789abcdef; arbora_locale=fr' },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('are not set on public pages (200 and 404): a CDN serves them to everybody', async () => {
    const app = await ctx.shell();
    for (const url of ['/', '/blog', '/Pas_Une_Page']) {
      expect((await app.inject({ method: 'GET', url })).headers['set-cookie']).toBeUndefined();
    }
  });

  it('are not set on files, JSON, redirects or robots.txt', async () => {
    const app = await ctx.shell();
    for (const url of ['/remotes.json', '/main.0123abcd.js', '/contactez-nous/', '/robots.txt', '/health']) {
      expect((await app.inject({ method: 'GET', url })).headers['set-cookie']).toBeUndefined();
    }
  });
});
