/** @jest-environment node */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { shellContext, titleOf } from './testing/shell-context';

const ctx = shellContext();

/**
 * A renderer standing in for dist/server/render.js: like a content page's `pageQueries`, it reads
 * GET /v1/url/entity then /v1/page/{id} through the fetch the shell server hands it.
 */
const FAKE_RENDERER = `
exports.renderRoute = async (input) => {
  const base = input.apiBaseUrl;
  const read = (url) => input.fetch(url, { headers: { Accept: 'application/json' } }).then((r) => r.json());
  const entity = await read(base + '/url/entity?lang=fr&entity_type=cms_page&slug=cookies&site_id=1&sales_plan_id=1');
  const page = await read(base + '/page/' + entity.data.id + '?sales_plan_id=1&site_id=1&lang=fr');
  return {
    status: 200,
    html: '<main>' + page.data.title + '</main>',
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

it('asks the API once per resource when the page’s queries and the shell’s head read the same ones', async () => {
  const app = await ctx.shell({ SSR: 'on', PUBLIC_URL: 'https://www.arbora.example' });
  const before = ctx.api.calls.length;
  const response = await app.inject({ method: 'GET', url: '/cookies' });
  expect(response.statusCode).toBe(200);
  expect(response.body).toContain('<div id="root"><main>');
  expect(titleOf(response.body)).toMatch(/\| Arbora$/);
  expect(
    ctx.api.calls
      .slice(before)
      .map((url) => url.pathname)
      .sort(),
  ).toEqual(['/v1/page/26', '/v1/redirection', '/v1/url/entity']);
});
