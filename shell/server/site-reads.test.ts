/** @jest-environment node */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { shellContext } from './testing/shell-context';
import { siteApi } from './testing/site-api';

const site = siteApi();
const ctx = shellContext((url) => {
  if (url.pathname === '/v1/menu') return { data: [{ id: 1, label: 'Terrasse', children: [] }] };
  if (url.pathname === '/v1/setting') return { data: { phone: '01 23 45 67 89' } };
  return site(url);
});

/**
 * A renderer standing in for dist/server/render.js: like a product page, it reads the menus and the
 * settings every page shares, then its own resources, through the fetch the shell server hands it.
 */
const FAKE_RENDERER = `
exports.renderRoute = async (input) => {
  const base = input.apiBaseUrl;
  const read = (url) => input.fetch(url, { headers: { Accept: 'application/json' } }).then((r) => r.json());
  const query = '?sales_plan_id=1&site_id=1&lang=fr';
  const [menu, setting] = await Promise.all([read(base + '/menu' + query), read(base + '/setting' + query)]);
  const entity = await read(base + '/url/entity?lang=fr&entity_type=cms_page&slug=cookies&site_id=1&sales_plan_id=1');
  const page = await read(base + '/page/' + entity.data.id + query);
  return {
    status: 200,
    html: '<main>' + page.data.title + ' ' + menu.data[0].label + ' ' + setting.data.phone + '</main>',
    styles: '',
    state: {},
    stateJson: '{}',
    head: { title: page.data.title },
    pageRendered: true,
  };
};
`;

beforeAll(() => {
  mkdirSync(path.join(ctx.dist, 'server'), { recursive: true });
  writeFileSync(path.join(ctx.dist, 'server', 'render.js'), FAKE_RENDERER);
});

it('asks the API for the menus and settings once for two page renders, for the page’s own data each time', async () => {
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
  expect(count('/v1/url/entity')).toBe(2);
  expect(count('/v1/page/26')).toBe(2);
});
