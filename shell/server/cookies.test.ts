/** @jest-environment node */
import { LOCALE_COOKIE, readCookie, siteCookies, VISITOR_COOKIE } from './cookies';
import { shellContext } from './test-support/shell-context';

const ctx = shellContext();
const setCookies = (header: string | string[] | undefined) => (Array.isArray(header) ? header : header ? [header] : []);

describe('siteCookies (SPEC 9)', () => {
  it('sets a visitor id of 16 lowercase hex characters for 395 days, Secure, SameSite=Strict, and the locale for 365 days, SameSite=Lax', () => {
    const [visitor, locale] = siteCookies(undefined, false);
    expect(visitor).toMatch(/^arbora_vid=[0-9a-f]{16}; Max-Age=34128000; Path=\/; Secure; HttpOnly; SameSite=Strict$/);
    expect(locale).toBe('arbora_locale=fr; Max-Age=31536000; Path=/; SameSite=Lax');
    expect(VISITOR_COOKIE.maxAgeSeconds).toBe(395 * 86400);
    expect(LOCALE_COOKIE.maxAgeSeconds).toBe(365 * 86400);
  });

  it('draws a new random id each time', () => {
    const ids = new Set(
      Array.from({ length: 50 }, () => /arbora_vid=([0-9a-f]+)/.exec(siteCookies(undefined, false)[0] ?? '')?.[1]),
    );
    expect(ids.size).toBe(50);
  });

  it('sets nothing when both are there, and replaces a malformed id', () => {
    expect(siteCookies('a=1; arbora_vid=0123456789abcdef; arbora_locale=fr', false)).toEqual([]);
    const lines = siteCookies('arbora_vid=<script>; arbora_locale=fr', false);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^arbora_vid=[0-9a-f]{16};/);
  });

  it('makes the locale cookie Secure on an https site', () => {
    expect(siteCookies('arbora_vid=0123456789abcdef', true)).toEqual([
      'arbora_locale=fr; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    ]);
  });

  it('reads one cookie among others', () => {
    expect(readCookie(' x=1;arbora_vid=abc ; y=2', 'arbora_vid')).toBe('abc');
    expect(readCookie('xarbora_vid=abc', 'arbora_vid')).toBeUndefined();
  });
});

describe('cookies on answers', () => {
  it('are set on HTML pages (200 and 404) for a first visit, not again once the browser has them', async () => {
    const app = await ctx.shell();
    for (const url of ['/', '/contactez-nous', '/Pas_Une_Page']) {
      const first = setCookies((await app.inject({ method: 'GET', url })).headers['set-cookie']);
      expect(first.map((line) => line.split('=')[0])).toEqual(['arbora_vid', 'arbora_locale']);
    }
    const again = await app.inject({
      method: 'GET',
      url: '/',
      headers: { cookie: 'arbora_vid=0123456789abcdef; arbora_locale=fr' },
    });
    expect(again.headers['set-cookie']).toBeUndefined();
  });

  it('are not set on files, JSON, redirects or robots.txt', async () => {
    const app = await ctx.shell();
    for (const url of ['/remotes.json', '/main.0123abcd.js', '/contactez-nous/', '/robots.txt', '/health']) {
      expect((await app.inject({ method: 'GET', url })).headers['set-cookie']).toBeUndefined();
    }
  });
});
