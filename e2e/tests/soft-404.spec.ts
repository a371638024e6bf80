import { expect, test } from '../support/fixtures';

/** Paths that are no page: each answers 404 with noindex, never a 200 with an empty page area. */
const NOT_PAGES = [
  ['a category page past the API’s bound', '/c-lames-de-terrasse/-p--99999'],
  ['a category page past the last', '/c-lames-de-terrasse/-p--999'],
  ['a blog page past the API’s bound', '/blog/-p--99999'],
  ['a blog page past the last', '/blog/-p--999'],
  ['a path of 501 characters', `/${'a'.repeat(500)}`],
  ['an empty first segment', '//blog'],
];

for (const [label, path] of NOT_PAGES) {
  test(`${label} answers 404`, async ({ stack }) => {
    // Fetch, not the browser: `//blog` must reach the server as it is.
    const response = await fetch(`${stack.baseURL}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(response.headers.get('location')).toBeNull();
  });
}

test('the first page of a list still answers 200', async ({ request }) => {
  expect((await request.get('/blog')).status()).toBe(200);
  expect((await request.get('/c-lames-de-terrasse')).status()).toBe(200);
});

/** `-p--1` is the first page again (SPEC 2.1: page 1 has no segment): one URL, a 301 to it, the query kept. */
const FIRST_PAGES = [
  ['/blog/-p--1', '/blog'],
  ['/blog/tendances/-p--1?utm_source=lettre', '/blog/tendances?utm_source=lettre'],
  ['/realisations/-p--1', '/realisations'],
  ['/realisations/terrasse/-p--1', '/realisations/terrasse'],
  ['/c-lames-de-terrasse/-p--1?tri=prix', '/c-lames-de-terrasse?tri=prix'],
];

for (const [path, location] of FIRST_PAGES) {
  test(`${path} answers 301 to ${location}`, async ({ stack }) => {
    const response = await fetch(`${stack.baseURL}${path}`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(location);
    // The first page itself is there.
    expect((await fetch(`${stack.baseURL}${location}`, { redirect: 'manual' })).status).toBe(200);
  });
}
