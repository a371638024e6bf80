import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { loggedInCustomer, orderByTransfer, PASSWORD, variantInStock } from '../support/customer-api';
import { expect, test } from '../support/fixtures';
import { watchUrls } from '../support/watch-urls';

// Issue 36 and issue 35 point 3: the withdrawal function works without JavaScript. Each step is a
// POST to the page (its action calls the API), the recorded withdrawal a 303 to the acknowledgement;
// a refusal renders the page again with the French message and what was typed. The guest's
// reference and e-mail never reach a URL. Each test withdraws from an order it placed itself.

const SHOTS = process.env.ARBORA_SHOTS ?? path.join(__dirname, '..', 'test-results', 'account-withdrawal-no-js');
const NOT_FOUND = /Aucune commande ne correspond à cette référence et à cette adresse e-mail/;
const NOTHING_CHOSEN = 'Choisissez au moins un article.';
test.describe.configure({ timeout: 180_000 });

async function withoutScript(browser: Browser, baseURL: string | undefined, width: number) {
  return browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width, height: 900 } });
}

/** A fresh customer's order (one product, awaiting its transfer: withdrawable at once). */
async function placedOrder(request: Parameters<typeof loggedInCustomer>[0], apiDataDir: string, kind: string) {
  const { email, token } = await loggedInCustomer(request, apiDataDir, kind);
  const variant = await variantInStock(request, 20);
  return { email, reference: await orderByTransfer(request, token, variant.id) };
}

/** « Renoncer au contrat ici » with nothing ticked: refused in French, the lines still there. */
async function refuseEmptyChoice(page: Page) {
  const form = page.getByRole('form', { name: 'Rétractation' });
  await form.getByRole('button', { name: 'Renoncer au contrat ici' }).click();
  await expect(page.getByRole('form', { name: 'Rétractation' })).toContainText(NOTHING_CHOSEN);
}

/** Tick the line, « Renoncer au contrat ici », then « Confirmer la rétractation ». */
async function withdrawLine(page: Page) {
  const form = page.getByRole('form', { name: 'Rétractation' });
  await form.getByRole('checkbox').first().check();
  await form.getByRole('button', { name: 'Renoncer au contrat ici' }).click();
  await expect(page.getByRole('heading', { name: 'Confirmez votre rétractation' })).toBeVisible();
  await page.getByRole('button', { name: 'Confirmer la rétractation' }).click();
  await expect(page.getByRole('heading', { name: 'Votre rétractation est enregistrée' })).toBeVisible();
}

for (const width of [390, 1280]) {
  test(`without JavaScript at ${width} px, a guest finds the order at /retractation and withdraws; refusals keep what was typed, nothing in a URL`, async ({
    browser,
    baseURL,
    request,
    stack,
  }) => {
    const { email, reference } = await placedOrder(request, stack.apiDataDir, `retractation-invite-${width}`);
    const context = await withoutScript(browser, baseURL, width);
    try {
      const page = await context.newPage();
      const seen = watchUrls(page);
      await page.goto('/retractation');
      const lookup = page.getByRole('form', { name: 'Retrouver ma commande' });

      // Not the order's e-mail: the page again with the French message and both values typed.
      await lookup.getByLabel(/Référence de la commande/).fill(reference);
      await lookup.getByLabel(/Adresse e-mail/).fill('quelqu.un@exemple.fr');
      await lookup.getByRole('button', { name: 'Retrouver ma commande' }).click();
      await expect(page).toHaveURL(/\/retractation$/);
      await expect(lookup).toContainText(NOT_FOUND);
      await expect(lookup.getByLabel(/Référence de la commande/)).toHaveValue(reference);
      await expect(lookup.getByLabel(/Adresse e-mail/)).toHaveValue('quelqu.un@exemple.fr');
      // The order found by neither: both fields invalid, each described by the message.
      for (const field of [lookup.getByLabel(/Référence de la commande/), lookup.getByLabel(/Adresse e-mail/)]) {
        await expect(field).toHaveAttribute('aria-invalid', 'true');
        await expect(field).toHaveAccessibleDescription(NOT_FOUND);
      }
      await page.screenshot({ path: path.join(SHOTS, `guest-refused-${width}.png`), fullPage: true });

      await lookup.getByLabel(/Adresse e-mail/).fill(email);
      await lookup.getByRole('button', { name: 'Retrouver ma commande' }).click();
      await expect(page.getByRole('heading', { name: `Commande ${reference}` })).toBeVisible();
      await refuseEmptyChoice(page);
      await page.screenshot({ path: path.join(SHOTS, `guest-nothing-chosen-${width}.png`), fullPage: true });
      await withdrawLine(page);
      // The order's only line withdrawn before its transfer: the API cancelled it. The address says
      // that (`suite`), nothing else: no reference, no e-mail (checked below).
      await expect(page).toHaveURL(/\/retractation\?enregistre=retractation&suite=order_cancelled$/);
      await expect(page.getByText(/accusé de réception .* vous est envoyé par e-mail/)).toBeVisible();
      await expect(page.getByText(/Votre commande est annulée\s: elle n’était pas encore réglée/)).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `guest-done-${width}.png`), fullPage: true });

      // Every step posted to the page; neither the reference nor the e-mail reached a URL.
      expect(seen.posts.filter((p) => p === '/retractation')).toHaveLength(5);
      for (const url of seen.urls) {
        expect(url).not.toContain(reference);
        expect(decodeURIComponent(url)).not.toContain(email.split('@')[0]!);
        expect(decodeURIComponent(url)).not.toContain('quelqu.un');
      }
    } finally {
      await context.close();
    }
  });

  test(`without JavaScript at ${width} px, a customer withdraws from « Mes commandes »; nothing ticked is refused`, async ({
    browser,
    baseURL,
    request,
    stack,
  }) => {
    const { email, reference } = await placedOrder(request, stack.apiDataDir, `retractation-client-${width}`);
    const order = `/mes-commandes/${reference}`;
    const context = await withoutScript(browser, baseURL, width);
    try {
      const page = await context.newPage();
      const seen = watchUrls(page);
      await page.goto(order);
      const login = page.getByRole('form', { name: 'Connexion' });
      await login.getByRole('textbox', { name: /e-mail/i }).fill(email);
      await login.getByLabel(/^Mot de passe/).fill(PASSWORD);
      await login.getByRole('button', { name: 'Se connecter' }).click();
      await expect(page).toHaveURL(order);

      await refuseEmptyChoice(page);
      await expect(page).toHaveURL(`${order}#commande-retractation`);
      // The page opens on its withdrawal: the heading in view, below the sticky header.
      const header = await page.getByRole('banner').boundingBox();
      const heading = await page.getByRole('heading', { level: 2, name: 'Rétractation' }).boundingBox();
      expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
      await page.screenshot({ path: path.join(SHOTS, `customer-nothing-chosen-${width}.png`) });
      await withdrawLine(page);
      await expect(page).toHaveURL(`${order}?enregistre=retractation&suite=order_cancelled#commande-retractation`);
      await expect(
        page.getByText(/Nous avons reçu votre rétractation le \d{1,2}(er)?\s\S+ \d{4} à \d{2}:\d{2}/),
      ).toBeVisible();
      await page.screenshot({ path: path.join(SHOTS, `customer-done-${width}.png`), fullPage: true });

      // Back on the order: the line says it was withdrawn.
      await page.goto(order);
      await expect(page.getByText(/Rétractation enregistrée le/)).toBeVisible();
      expect(seen.posts.filter((p) => p === order)).toHaveLength(3);
      for (const url of seen.urls) expect(decodeURIComponent(url)).not.toContain(email.split('@')[0]!);
    } finally {
      await context.close();
    }
  });
}
