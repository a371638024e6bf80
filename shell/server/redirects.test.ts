/** @jest-environment node */
import type { Redirection } from '@arbora/shared/schemas';
import { redirectLocation } from './redirects';
import { redirection } from './testing/fixtures';
import { siteApi } from './testing/site-api';
import { closedPortUrl } from './testing/fake-servers';
import { shellContext } from './testing/shell-context';

const ctx = shellContext();
const redirectionCalls = () =>
  ctx.api.calls.filter((url) => url.pathname === '/v1/redirection').map((url) => url.searchParams.get('slug'));

describe('per-path redirections from the API (SPEC 2.1)', () => {
  it('sends the browser to an internal target with the status of the rule (302), query kept', async () => {
    const app = await ctx.shell();
    const res = await app.inject({ method: 'GET', url: '/promo-ete?utm_source=lettre' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/promotion-ete?utm_source=lettre');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends the browser to an external target, without the query of the visit', async () => {
    const app = await ctx.shell();
    const res = await app.inject({ method: 'GET', url: '/espace-pro?email=a@b.fr' });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('https://pro.arbora.example/');
  });

  it('answers 301 when the rule has no usable status, and a 301 stays cacheable for an hour only', async () => {
    const app = await ctx.shell();
    const res = await app.inject({ method: 'GET', url: '/sans-statut' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/qui-sommes-nous');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('sends a legacy trailing-slash path straight to its target in one hop (external too)', async () => {
    const app = await ctx.shell();
    const internal = await app.inject({ method: 'GET', url: '/conseils-terrasse/' });
    expect(internal.statusCode).toBe(301);
    expect(internal.headers.location).toBe('/conseils/terrasse');
    const external = await app.inject({ method: 'GET', url: '/recrutement/offres/' });
    expect(external.statusCode).toBe(301);
    expect(external.headers.location).toBe('https://emplois.arbora.example/');
    expect(redirectionCalls()).toEqual(expect.arrayContaining(['/conseils-terrasse/', '/recrutement/offres/']));
  });

  it('a legacy `/faq/ → /faq` rule redirects once and then serves /faq (no loop)', async () => {
    const app = await ctx.shell();
    const first = await app.inject({ method: 'GET', url: '/faq/' });
    expect(first.statusCode).toBe(301);
    expect(first.headers.location).toBe('/faq');
    const second = await app.inject({ method: 'GET', url: '/faq' });
    expect(second.headers.location).toBeUndefined();
  });

  it('still answers the plain trailing-slash 301 when no rule exists', async () => {
    const app = await ctx.shell();
    const res = await app.inject({ method: 'GET', url: '/cookies/?x=1' });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe('/cookies?x=1');
  });

  it('ignores a rule whose target would leave the site through a protocol-relative URL', async () => {
    const app = await ctx.shell();
    const res = await app.inject({ method: 'GET', url: '/ancien-piege' });
    expect(res.headers.location).toBeUndefined();
    // Not a redirect: the page itself (here without a renderer, left to the browser).
    expect(res.statusCode).toBe(200);
  });

  it('asks only for content, product and unmatched paths: never for other routes of the table or files', async () => {
    const app = await ctx.shell();
    const before = redirectionCalls().length;
    for (const url of [
      '/panier',
      '/contactez-nous',
      '/c-lames-de-terrasse',
      '/',
      '/blog',
      '/main.0123abcd.js',
      '/absent.png',
    ]) {
      await app.inject({ method: 'GET', url });
    }
    expect(redirectionCalls()).toHaveLength(before);
    await app.inject({ method: 'GET', url: '/cookies' });
    await app.inject({ method: 'GET', url: '/Pas_Une_Page' });
    await app.inject({ method: 'GET', url: '/p-lame-horizon' });
    expect(redirectionCalls().slice(before)).toEqual(['/cookies', '/Pas_Une_Page', '/p-lame-horizon']);
  });

  it('sends a product page’s other spelling to its one URL (301), and serves the product’s own', async () => {
    const app = await ctx.shell();
    const other = await app.inject({ method: 'GET', url: '/p-jardiniere-oscar?variante=3' });
    expect(other.statusCode).toBe(301);
    expect(other.headers.location).toBe('/ocelia/p-jardiniere-oscar?variante=3');
    const own = await app.inject({ method: 'GET', url: '/p-lame-horizon' });
    expect(own.headers.location).toBeUndefined();
  });
});

describe('the rules read once per few seconds for all the renders of a path', () => {
  // A rule the back office adds while the site runs.
  let added: Redirection | null = null;
  const site = siteApi();
  const live = shellContext((url) =>
    url.pathname === '/v1/redirection' && added && url.searchParams.get('slug') === added.source
      ? { data: added }
      : site(url),
  );
  const callsFor = (slug: string) =>
    live.api.calls.filter((url) => url.pathname === '/v1/redirection' && url.searchParams.get('slug') === slug);

  afterEach(() => jest.restoreAllMocks());

  it('asks the API once for the rule of a path rendered many times, at once or one after another', async () => {
    const app = await live.shell();
    const together = await Promise.all(
      [1, 2, 3, 4, 5].map(() => app.inject({ method: 'GET', url: '/promo-ete?utm_source=lettre' })),
    );
    expect(together.map((res) => res.headers.location)).toEqual(Array(5).fill('/promotion-ete?utm_source=lettre'));
    for (let i = 0; i < 5; i += 1) {
      const res = await app.inject({ method: 'GET', url: '/cookies' });
      expect(res.statusCode).toBe(200);
      expect(res.headers.location).toBeUndefined();
    }
    expect(callsFor('/promo-ete')).toHaveLength(1);
    // No rule (the API's 404) is an answer too: kept as long.
    expect(callsFor('/cookies')).toHaveLength(1);
  });

  it('applies a rule added in the back office once the few seconds have passed', async () => {
    const app = await live.shell();
    const before = await app.inject({ method: 'GET', url: '/ancienne-offre' });
    expect(before.headers.location).toBeUndefined();
    added = redirection('/ancienne-offre', '/promotion-ete', 302);
    const kept = await app.inject({ method: 'GET', url: '/ancienne-offre' });
    expect(kept.headers.location).toBeUndefined();
    expect(callsFor('/ancienne-offre')).toHaveLength(1);

    const start = Date.now();
    jest.spyOn(Date, 'now').mockImplementation(() => start + 5_001);
    const after = await app.inject({ method: 'GET', url: '/ancienne-offre' });
    expect(after.statusCode).toBe(302);
    expect(after.headers.location).toBe('/promotion-ete');
    expect(callsFor('/ancienne-offre')).toHaveLength(2);
  });
});

describe('when the API cannot answer', () => {
  const slow = shellContext(siteApi({ slow: 2000 }));

  it('falls through to the page when the API is down', async () => {
    const app = await ctx.shell({ API_URL: await closedPortUrl() });
    const res = await app.inject({ method: 'GET', url: '/promo-ete' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
  });

  it('falls through within the page budget when the API is slow', async () => {
    const app = await slow.shell({ PAGE_API_TIMEOUT_MS: '150' });
    const started = Date.now();
    const res = await app.inject({ method: 'GET', url: '/promo-ete' });
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.statusCode).toBe(200);
    const slash = await app.inject({ method: 'GET', url: '/conseils-terrasse/' });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/conseils-terrasse');
  });
});

describe('redirectLocation', () => {
  it.each([
    ['/realisations', '', '/realisations'],
    ['/realisations', '?a=1', '/realisations?a=1'],
    ['/realisations?tri=date', '?a=1', '/realisations?tri=date'],
    ['https://pro.arbora.example/x', '?a=1', null],
    ['//evil.example', '', null],
    ['/\\evil.example', '', null],
    ['/%2F%2Fevil.example', '', null],
    ['/a/../..//evil.example', '', null],
    ['/\t/evil.example/x', '', null],
    ['javascript:alert(1)', '', null],
    ['ftp://files.example', '', null],
    ['realisations', '', null],
  ])('%s with %p → %p', (target, search, expected) => {
    expect(redirectLocation({ target }, search)).toBe(expected);
  });

  it('leaves the site only for a rule marked external', () => {
    expect(redirectLocation({ target: 'https://pro.arbora.example/x', external: true }, '?a=1')).toBe(
      'https://pro.arbora.example/x',
    );
    expect(redirectLocation({ target: '//evil.example', external: true }, '')).toBeNull();
  });
});
