import { expect, test } from '../support/fixtures';

// Per-path redirections come from GET /v1/redirection (rules seeded in api/src/seed/redirections.ts)
// and are answered by the shell server with a real HTTP redirect on the first load.

test('an internal rule answers its own status (302) and keeps the query', async ({ request, stack }) => {
  const response = await request.get(`${stack.baseURL}/promo-ete?utm_source=lettre`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/promotion-ete?utm_source=lettre');
});

test('an external rule answers an HTTP redirect to the other site', async ({ request, stack }) => {
  const response = await request.get(`${stack.baseURL}/espace-pro`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('https://pro.arbora.example/');
});

test('a legacy trailing-slash path goes to its target in one hop, 301', async ({ request, stack }) => {
  const legacy = await request.get(`${stack.baseURL}/conseils-terrasse/`, { maxRedirects: 0 });
  expect(legacy.status()).toBe(301);
  expect(legacy.headers().location).toBe('/conseils/terrasse');
  const external = await request.get(`${stack.baseURL}/recrutement/offres/`, { maxRedirects: 0 });
  expect(external.status()).toBe(301);
  expect(external.headers().location).toBe('https://emplois.arbora.example/');
});

test('a legacy `/faq/` rule ends on the FAQ content page (no loop)', async ({ request, stack }) => {
  const first = await request.get(`${stack.baseURL}/faq/`, { maxRedirects: 0 });
  expect(first.status()).toBe(301);
  expect(first.headers().location).toBe('/faq');
  const followed = await request.get(`${stack.baseURL}/faq/`);
  expect(followed.status()).toBe(200);
  expect(followed.url()).toBe(`${stack.baseURL}/faq`);
});

test('a trailing slash without a rule answers 301 to the path without it, query kept', async ({ request, stack }) => {
  const response = await request.get(`${stack.baseURL}/cookies/?source=pub`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe('/cookies?source=pub');
});

test('the browser follows a rule on first load, to the site and to an external address', async ({ page }) => {
  await page.goto('/nos-realisations');
  await expect(page).toHaveURL(/\/realisations$/);

  // The external site does not exist here (and Playwright cannot answer for a redirect target):
  // the browser asking for it, as the redirect of /espace-pro, is the proof.
  const external = page.waitForRequest('https://pro.arbora.example/');
  await page.goto('/espace-pro').catch(() => null);
  const request = await external;
  expect(request.isNavigationRequest()).toBe(true);
  expect(request.redirectedFrom()?.url()).toMatch(/\/espace-pro$/);
});
