import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { api, apiLogin } from '../support/customer-api';
import { expect, test } from '../support/fixtures';
import { SESSION_COOKIE_NAME } from '../support/session';

// Issue 36: without JavaScript, a signed-in customer downloads an order's invoice and a
// construction site's documents: plain links to the shell's /api proxy, which adds the session
// cookie's token. The orders list is in the server's HTML (no skeleton). Read only: the demo
// accounts' seeded orders and sites are not changed.

const DEMO_PASSWORD = 'Demo-Arbora-2025!';
const SHOTS = process.env.ARBORA_SHOTS ?? path.join(__dirname, '..', 'test-results', 'account-downloads-no-js');
test.describe.configure({ timeout: 120_000 });

/** A context without JavaScript holding the customer's session cookie, as after a login. */
async function signedInWithoutScript(browser: Browser, baseURL: string, token: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, acceptDownloads: true });
  const { hostname } = new URL(baseURL);
  await context.addCookies([
    { name: SESSION_COOKIE_NAME, value: token, domain: hostname, path: '/', httpOnly: true, sameSite: 'Lax' },
  ]);
  return context;
}

/** Clicks the link and checks that what arrives is a PDF file. */
async function downloadsPdf(page: Page, name: string | RegExp) {
  const link = page.getByRole('link', { name }).first();
  await expect(link).toHaveAttribute('href', /^\/api\/v1\//);
  await expect(link).toHaveAttribute('download', /\.pdf$/);
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync((await download.path())!)
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-');
}

test('without JavaScript, a customer’s orders are in the page and a paid order’s invoice downloads', async ({
  browser,
  baseURL,
  request,
}) => {
  const token = await apiLogin(request, 'demo.particulier@arbora.example', DEMO_PASSWORD);
  const { items } = await api<{ items: { reference: string; status: string }[] }>(request, 'GET', '/order', token);
  const paid = items.find((order) => order.status === 'paid')!;
  const context = await signedInWithoutScript(browser, baseURL!, token);
  try {
    const page = await context.newPage();
    await page.goto('/mes-commandes');
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expect(page.getByRole('link', { name: paid.reference }).first()).toBeVisible();

    await page.goto(`/mes-commandes/${paid.reference}`);
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('link', { name: 'Télécharger la facture' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, 'invoice-390.png') });
    await downloadsPdf(page, 'Télécharger la facture');
  } finally {
    await context.close();
  }
});

test('without JavaScript, a professional downloads a construction site’s document', async ({
  browser,
  baseURL,
  request,
}) => {
  const token = await apiLogin(request, 'demo.pro@arbora.example', DEMO_PASSWORD);
  const context = await signedInWithoutScript(browser, baseURL!, token);
  try {
    const page = await context.newPage();
    await page.goto('/mes-chantiers');
    const site = page.getByRole('link', { name: 'Résidence Les Chênes' });
    await page.goto((await site.getAttribute('href'))!);
    await expect(page.getByRole('heading', { name: 'Documents' })).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: path.join(SHOTS, 'site-documents-1280.png'), fullPage: true });
    await downloadsPdf(page, /Télécharger le PDF/);
  } finally {
    await context.close();
  }
});
