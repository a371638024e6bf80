/** @jest-environment node */
import { cmsPageRenderer } from './testing/cms-page-renderer';
import { shellContext } from './testing/shell-context';
import { siteApi } from './testing/site-api';

const site = siteApi();
const ctx = shellContext((url) => {
  if (url.pathname === '/v1/menu') return { data: [{ id: 1, label: 'Terrasse', children: [] }] };
  if (url.pathname === '/v1/setting') return { data: { phone: '01 23 45 67 89' } };
  return site(url);
});

// The renderer reads the menus and the settings every page shares, then the page `cookies`.
beforeAll(() => cmsPageRenderer(ctx.dist, { sharedReads: true }));

it('asks the API for the menus, the settings and what the path names once for two page renders, for the page’s own data each time', async () => {
  // No HTML cache: each request renders.
  const app = await ctx.shell({ SSR: 'on', SSR_CACHE_SECONDS: '0' });
  const before = ctx.api.calls.length;
  for (const _ of [1, 2]) {
    const response = await app.inject({ method: 'GET', url: '/cookies' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<main>Gestion des cookies Terrasse 01 23 45 67 89</main>');
  }
  const count = (pathname: string) => ctx.api.calls.slice(before).filter((url) => url.pathname === pathname).length;
  expect(count('/v1/menu')).toBe(1);
  expect(count('/v1/setting')).toBe(1);
  // What the slug names (a page, its id) is read once per few seconds like its redirection rule.
  expect(count('/v1/url/entity')).toBe(1);
  expect(count('/v1/page/26')).toBe(2);
});
