/** @jest-environment node */
import { cmsPageRenderer } from './testing/cms-page-renderer';
import { shellContext, titleOf } from './testing/shell-context';

const ctx = shellContext();

// The renderer reads the page `cookies` as a content page's `pageQueries` do.
beforeAll(() => cmsPageRenderer(ctx.dist));

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
    // The menus: read by the server for all the renders of a few seconds (site-menus.ts).
  ).toEqual(['/v1/menu', '/v1/page/26', '/v1/redirection', '/v1/url/entity']);
});
