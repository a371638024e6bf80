import { LOCALE_COOKIE, VISITOR_COOKIE } from '../../shell/server/cookies';
import { expect, test } from '../support/fixtures';

const DAY = 24 * 60 * 60;

// A public page is the same for everybody (a CDN keeps it): no cookie. A customer's page is the
// browser's own: the site's cookies come with it.
const CUSTOMER_PAGE = '/mon-compte';

test('a public page sets no cookie', async ({ request, stack }) => {
  for (const path of ['/', '/blog']) {
    const response = await request.get(`${stack.baseURL}${path}`);
    expect(response.headers()['set-cookie'], path).toBeUndefined();
    expect(response.headers()['cache-control'], path).toMatch(/^public, /);
  }
});

test('a first visit of a customer page gets the visitor id (395 days, Secure, Strict) and the locale (365 days, Secure, Lax)', async ({
  page,
  context,
}) => {
  const response = await page.goto(CUSTOMER_PAGE);
  const setCookie =
    (await response?.headersArray())?.filter((h) => h.name.toLowerCase() === 'set-cookie').map((h) => h.value) ?? [];
  expect(setCookie).toEqual([
    expect.stringMatching(/^arbora_vid=[0-9a-f]{16}; Max-Age=34128000; Path=\/; HttpOnly; Secure; SameSite=Strict$/),
    'arbora_locale=fr; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
  ]);

  const cookies = await context.cookies();
  const now = Date.now() / 1000;
  const visitor = cookies.find((c) => c.name === 'arbora_vid');
  expect(visitor?.value).toMatch(/^[0-9a-f]{16}$/);
  expect(visitor).toMatchObject({ path: '/', secure: true, httpOnly: true, sameSite: 'Strict' });
  expect((visitor?.expires ?? 0) - now).toBeGreaterThan(394 * DAY);
  expect((visitor?.expires ?? 0) - now).toBeLessThanOrEqual(395 * DAY + 60);
  const locale = cookies.find((c) => c.name === 'arbora_locale');
  expect(locale).toMatchObject({ value: 'fr', path: '/', sameSite: 'Lax' });
  expect((locale?.expires ?? 0) - now).toBeGreaterThan(364 * DAY);

  // The next page keeps the same visitor: the server sets nothing again.
  const next = await page.goto('/contactez-nous');
  expect(await next?.headerValue('set-cookie')).toBeNull();
  expect((await context.cookies()).find((c) => c.name === 'arbora_vid')?.value).toBe(visitor?.value);
});

test('two visitors get two different ids', async ({ request, stack }) => {
  const ids = await Promise.all(
    [0, 1, 2].map(async () => {
      const response = await fetch(`${stack.baseURL}${CUSTOMER_PAGE}`);
      return /arbora_vid=([0-9a-f]{16})/.exec(response.headers.getSetCookie().join('\n'))?.[1];
    }),
  );
  expect(new Set(ids).size).toBe(3);
  expect((await request.get(`${stack.baseURL}/remotes.json`)).headers()['set-cookie']).toBeUndefined();
});

test('the cookie page explains both cookies by name, with their lifetimes', async ({ page }) => {
  await page.goto('/cookies');
  const main = page.locator('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(main).toContainText(`${VISITOR_COOKIE.name} :`);
  await expect(main).toContainText('395 jours');
  await expect(main).toContainText(`${LOCALE_COOKIE.name} :`);
  await expect(main).toContainText('365 jours');
});
