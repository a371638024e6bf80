import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';
import { lineCount } from '../support/text-lines';
import { logIn, transferOrderByApi } from './checkout-helpers';

// Issue 35 points 3 and 5: the withdrawal function (from « Mes commandes » and without logging
// in), and the bank details of an order awaiting its transfer, at phone width.

test.use({ viewport: { width: 390, height: 844 } });

const SHOTS = path.join(__dirname, '..', 'test-results', 'account-withdrawal');

/** The acknowledgement e-mail written by the API for this address (the suite's API writes .eml files). */
function acknowledgement(apiDataDir: string, email: string): string | null {
  const dir = path.join(apiDataDir, 'mail');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('-withdrawal_acknowledgement.eml'))) {
    const text = readFileSync(path.join(dir, file), 'utf8').replace(/=\r?\n/g, '');
    if (text.includes(email)) return text;
  }
  return null;
}

async function withdrawFirstLine(page: Page) {
  const form = page.getByRole('form', { name: 'Rétractation' });
  await form.getByRole('checkbox').first().check();
  await form.getByRole('button', { name: 'Renoncer au contrat ici' }).click();
  await expect(page.getByRole('heading', { name: 'Confirmez votre rétractation' })).toBeFocused();
  await page.getByRole('button', { name: 'Confirmer la rétractation' }).click();
  await expect(page.getByRole('heading', { name: 'Votre rétractation est enregistrée' })).toBeVisible();
  await expect(
    page.getByText(/Nous avons reçu votre rétractation le \d{1,2}(er)?\s\S+ \d{4} à \d{2}:\d{2}/),
  ).toBeVisible();
}

test('from « Mes commandes »: the transfer order shows its bank details; a line is withdrawn, acknowledged on the page and by e-mail', async ({
  page,
  request,
  stack,
}) => {
  const { email, reference } = await transferOrderByApi(request, stack.apiDataDir);
  await page.goto(`/connexion?redirect=${encodeURIComponent(`/mes-commandes/${reference}`)}`);
  await logIn(page, email);
  await expect(page).toHaveURL(new RegExp(`/mes-commandes/${reference}$`));

  const bank = page.getByLabel('Coordonnées bancaires');
  await expect(bank).toContainText('IBAN');
  await expect(bank).toContainText('FR76 3000 6000 0112 3456 7890 189');
  await expect(bank).toContainText('AGRIFRPPXXX');
  await expect(bank).toContainText(reference);
  await expect(bank).toContainText('€');
  await expect(bank).toContainText(/À régler avant le\s*\d/);
  // At 390 px each label above its value: the IBAN on one line (it took three beside « À régler avant le »),
  // in groups of 4, copied as written.
  const card = page.getByRole('region', { name: 'Payer par virement' });
  const ibanTerm = bank.locator('dt', { hasText: /^IBAN$/ });
  const iban = ibanTerm.locator('xpath=following-sibling::dd[1]');
  await card.screenshot({ path: path.join(SHOTS, 'transfer-390.png') });
  expect(await iban.textContent()).toBe('FR76 3000 6000 0112 3456 7890 189');
  expect(await lineCount(iban)).toBe(1);
  const [termBox, valueBox] = [await ibanTerm.boundingBox(), await iban.boundingBox()];
  expect(valueBox!.y).toBeGreaterThanOrEqual(termBox!.y + termBox!.height - 1);
  // On a wide screen, side by side, the IBAN on one line still.
  await page.setViewportSize({ width: 1280, height: 900 });
  await card.screenshot({ path: path.join(SHOTS, 'transfer-1280.png') });
  expect(await lineCount(iban)).toBe(1);
  const [wideTerm, wideValue] = [await ibanTerm.boundingBox(), await iban.boundingBox()];
  expect(Math.abs(wideValue!.y - wideTerm!.y)).toBeLessThan(4);
  expect(wideValue!.x).toBeGreaterThan(wideTerm!.x + wideTerm!.width);
  await page.setViewportSize({ width: 390, height: 844 });
  // The free sample is not withdrawable, and says why.
  await expect(page.getByText(/Échantillon gratuit ou prestation de service/)).toBeVisible();
  await expect(page.getByText(/pas encore livrée\s: vous pouvez vous rétracter dès maintenant/)).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'order-detail-390.png'), fullPage: true });

  await withdrawFirstLine(page);
  // The order awaits its transfer: nothing was collected nor sent, so no return and no refund to promise.
  await expect(
    page.getByText(/Cette commande n’est pas encore réglée\s: nous n’avons encaissé aucun paiement/),
  ).toBeVisible();
  await expect(page.getByText(/Retournez ces produits/)).toHaveCount(0);
  await page.screenshot({ path: path.join(SHOTS, 'withdrawal-confirmation-390.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, 'withdrawal-confirmation-1280.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect.poll(() => acknowledgement(stack.apiDataDir, email), { timeout: 15_000 }).not.toBeNull();
  expect(acknowledgement(stack.apiDataDir, email)).toMatch(/\d{2}:\d{2} \(heure de Paris\)/);

  // Back on the order: the line says it was withdrawn.
  await page.reload();
  await expect(page.getByText(/Rétractation enregistrée le/)).toBeVisible();

  // Logged in, the withdrawal function of the footer says at the top that « Mes commandes » has it;
  // the guest form stays.
  await page
    .getByRole('navigation', { name: 'Informations légales' })
    .getByRole('link', { name: 'Se rétracter d’un achat' })
    .click();
  await expect(page).toHaveURL(/\/retractation$/);
  const intro = page.getByRole('main').locator('p', {
    hasText:
      /Vous êtes connecté\s: rétractez-vous depuis la commande, dans «\sMes commandes\s», ou avec le formulaire ci-dessous\./,
  });
  await expect(intro).toBeVisible();
  await expect(intro.getByRole('link', { name: 'Mes commandes' })).toHaveAttribute('href', '/mes-commandes');
  await expect(page.getByRole('form', { name: 'Retrouver ma commande' })).toBeVisible();
  await page.screenshot({ path: path.join(SHOTS, 'retractation-logged-in-390.png'), fullPage: true });
  await intro.getByRole('link', { name: 'Mes commandes' }).click();
  await expect(page).toHaveURL(/\/mes-commandes$/);
  await expect(page.getByText(reference).first()).toBeVisible();
});

test('without logging in: /retractation finds the order by reference and e-mail (never in the URL), then withdraws', async ({
  page,
  request,
  stack,
}) => {
  const { email, reference } = await transferOrderByApi(request, stack.apiDataDir);
  // The withdrawal function is one click from every page: the footer's legal links.
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Informations légales' })
    .getByRole('link', { name: 'Se rétracter d’un achat' })
    .click();
  await expect(page).toHaveURL(/\/retractation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Se rétracter d’une commande' })).toBeVisible();
  // The form with JavaScript (account-withdrawal-no-js has it without): a click before the hydration
  // posts it the plain-HTML way, with the same messages. (The footer's link too, followed before it.)
  await waitForInteractive(page);

  await page.getByLabel('Référence de la commande').fill(reference);
  await page.getByLabel('Adresse e-mail').fill('quelqu.un@exemple.fr');
  await page.getByRole('button', { name: 'Retrouver ma commande' }).click();
  await expect(page.getByText(/Aucune commande ne correspond à cette référence/)).toBeVisible();
  // Both fields invalid, described by the message; what was typed stays.
  for (const field of [page.getByLabel('Référence de la commande'), page.getByLabel('Adresse e-mail')]) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(/Aucune commande ne correspond à cette référence/);
  }
  await expect(page.getByLabel('Référence de la commande')).toHaveValue(reference);

  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByRole('button', { name: 'Retrouver ma commande' }).click();
  await expect(page.getByRole('heading', { name: `Commande ${reference}` })).toBeVisible();
  await withdrawFirstLine(page);
  expect(page.url()).not.toContain(email.split('@')[0]!);
  expect(page.url()).not.toContain(reference);
  await expect.poll(() => acknowledgement(stack.apiDataDir, email), { timeout: 15_000 }).not.toBeNull();
});
