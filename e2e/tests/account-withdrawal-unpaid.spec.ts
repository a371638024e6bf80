import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { api, loggedInCustomer, orderByTransfer, PASSWORD, variantInStock } from '../support/customer-api';
import { expect, test } from '../support/fixtures';
import { logIn, transferOrderByApi } from './checkout-helpers';

// Withdrawing from every line of an order not paid yet (here: awaiting its bank transfer) cancels
// it at the API, in the same transaction as the withdrawal: the order page no longer shows how to
// pay it, says « Annulée », and the acknowledgement (page and e-mail) says the order is cancelled,
// nothing charged nor sent, instead of « Retournez ces produits ». With and without JavaScript.
// Withdrawing from some lines only keeps the order, and what is left to pay drops at once: the
// order page shows the total, the lines deducted and « Reste à régler », the bank details ask for
// that amount, and the acknowledgement (page and e-mail) says so.

const SHOTS = path.join(__dirname, '..', 'test-results', 'account-withdrawal-unpaid');
const CANCELLED = /Votre commande est annulée\s: elle n’était pas encore réglée/;

/** The acknowledgement e-mail written for this address (the suite's API writes .eml files), quoted-printable decoded. */
function acknowledgement(apiDataDir: string, email: string): string | null {
  const dir = path.join(apiDataDir, 'mail');
  for (const file of readdirSync(dir).filter((f) => f.endsWith('-withdrawal_acknowledgement.eml'))) {
    const raw = readFileSync(path.join(dir, file), 'latin1');
    if (!raw.includes(email)) continue;
    const unwrapped = raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(unwrapped, 'latin1').toString('utf8');
  }
  return null;
}

/** The order page once cancelled: no bank details, the status « Annulée »; later, the lines withdrawn with their date. */
async function expectCancelledOrder(page: Page, { later = false } = {}) {
  await expect(page.getByRole('region', { name: 'Payer par virement' })).toHaveCount(0);
  await expect(page.getByLabel('Coordonnées bancaires')).toHaveCount(0);
  await expect(page.getByText('Annulée', { exact: true }).first()).toBeVisible();
  if (!later) return;
  await expect(page.getByText(/Rétractation enregistrée le/).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Renoncer au contrat ici' })).toHaveCount(0);
}

async function expectCancelledMail(apiDataDir: string, email: string) {
  await expect.poll(() => acknowledgement(apiDataDir, email), { timeout: 15_000 }).not.toBeNull();
  const mail = acknowledgement(apiDataDir, email)!;
  expect(mail).toContain('Votre commande est annulée');
  expect(mail).not.toContain('Retournez');
}

test.use({ viewport: { width: 390, height: 844 } });

test('with JavaScript: every line withdrawn from an order awaiting its transfer cancels it; its bank details go at once', async ({
  page,
  request,
  stack,
}) => {
  // Two products and a free sample (not withdrawable, and no reason to keep the order).
  const { email, reference } = await transferOrderByApi(request, stack.apiDataDir);
  await page.goto(`/connexion?redirect=${encodeURIComponent(`/mes-commandes/${reference}`)}`);
  await logIn(page, email);
  await expect(page).toHaveURL(new RegExp(`/mes-commandes/${reference}$`));
  await expect(page.getByRole('region', { name: 'Payer par virement' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Rétractation' });
  const boxes = form.getByRole('checkbox');
  await expect(boxes).toHaveCount(2);
  for (const box of await boxes.all()) await box.check();
  await form.getByRole('button', { name: 'Renoncer au contrat ici' }).click();
  await page.getByRole('button', { name: 'Confirmer la rétractation' }).click();
  await expect(page.getByRole('heading', { name: 'Votre rétractation est enregistrée' })).toBeVisible();
  await expect(page.getByText(CANCELLED)).toBeVisible();
  await expect(page.getByText(/Retournez ces produits/)).toHaveCount(0);
  // Nothing left to pay, on the same page without reloading it.
  await expect(page.getByRole('region', { name: 'Payer par virement' })).toHaveCount(0);
  await page.screenshot({ path: path.join(SHOTS, 'js-cancelled-390.png'), fullPage: true });
  await expectCancelledMail(stack.apiDataDir, email);

  await expectCancelledOrder(page);
  await page.reload();
  await expectCancelledOrder(page, { later: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, 'js-cancelled-order-1280.png'), fullPage: true });
});

test('with JavaScript, a guest at /retractation reads what the API answered: one line, not charged; the last, the order cancelled', async ({
  page,
  request,
  stack,
}) => {
  const { email, reference } = await transferOrderByApi(request, stack.apiDataDir);
  /** Finds the order by reference and e-mail, withdraws the first line still available. */
  async function withdrawOne() {
    await page.goto('/retractation');
    const lookup = page.getByRole('form', { name: 'Retrouver ma commande' });
    await lookup.getByLabel(/Référence de la commande/).fill(reference);
    await lookup.getByLabel(/Adresse e-mail/).fill(email);
    await lookup.getByRole('button', { name: 'Retrouver ma commande' }).click();
    const form = page.getByRole('form', { name: 'Rétractation' });
    await form.getByRole('checkbox').first().check();
    await form.getByRole('button', { name: 'Renoncer au contrat ici' }).click();
    await page.getByRole('button', { name: 'Confirmer la rétractation' }).click();
    const done = page.getByRole('region', { name: 'Votre rétractation est enregistrée' });
    await expect(done).toBeVisible();
    return done;
  }
  const first = await withdrawOne();
  await expect(first).toContainText(/Cette commande n’est pas encore réglée\s: nous n’avons encaissé aucun paiement/);
  await expect(first).toContainText('Le reste de la commande est maintenu');
  await expect(first).not.toContainText(/annulée|Retournez/);
  await page.screenshot({ path: path.join(SHOTS, 'guest-js-not-charged-390.png'), fullPage: true });

  const last = await withdrawOne();
  await expect(last).toContainText(CANCELLED);
  await expect(last).not.toContainText(/Le reste de la commande|Retournez/);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, 'guest-js-cancelled-1280.png'), fullPage: true });
});

async function placedOrder(request: APIRequestContext, apiDataDir: string) {
  const { email, token } = await loggedInCustomer(request, apiDataDir, 'retractation-annulee');
  const variant = await variantInStock(request, 20);
  return { email, reference: await orderByTransfer(request, token, variant.id) };
}

test('without JavaScript: the only line of an order awaiting its transfer withdrawn, the order is cancelled, the acknowledgement says so', async ({
  browser,
  baseURL,
  request,
  stack,
}) => {
  const { email, reference } = await placedOrder(request, stack.apiDataDir);
  const order = `/mes-commandes/${reference}`;
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 900 },
  });
  try {
    const page = await context.newPage();
    await page.goto(order);
    const login = page.getByRole('form', { name: 'Connexion' });
    await login.getByRole('textbox', { name: /e-mail/i }).fill(email);
    await login.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await login.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(order);
    await expect(page.getByRole('region', { name: 'Payer par virement' })).toBeVisible();

    const form = page.getByRole('form', { name: 'Rétractation' });
    await form.getByRole('checkbox').first().check();
    await form.getByRole('button', { name: 'Renoncer au contrat ici' }).click();
    await page.getByRole('button', { name: 'Confirmer la rétractation' }).click();
    // What follows travels in the acknowledgement's address as the API answered it (`suite`).
    await expect(page).toHaveURL(`${order}?enregistre=retractation&suite=order_cancelled#commande-retractation`);
    await expect(page.getByRole('heading', { name: 'Votre rétractation est enregistrée' })).toBeVisible();
    await expect(page.getByText(CANCELLED)).toBeVisible();
    await expect(page.getByText(/Retournez ces produits/)).toHaveCount(0);
    await page.screenshot({ path: path.join(SHOTS, 'no-js-cancelled-390.png'), fullPage: true });
    await expectCancelledOrder(page);
    await expectCancelledMail(stack.apiDataDir, email);

    await page.goto(order);
    await expectCancelledOrder(page, { later: true });
    await page.screenshot({ path: path.join(SHOTS, 'no-js-cancelled-order-390.png'), fullPage: true });
  } finally {
    await context.close();
  }
});

type Line = { id: number; name: string; type: string; total_ttc: number; total_ecotax_ttc: number };
type Detail = {
  total_ttc: number;
  cart: { list: Line[] };
  transfer: { amount: number } | null;
  amount_due?: { amount_ttc: number; withdrawn_ttc: number } | null;
};

/** « 1 234,56 € » with its spaces taken out (the page uses no-break ones): `1234,56€`. */
const compactEuros = (amount: number) =>
  `${Math.floor(amount / 10_000)},${String(Math.round((amount % 10_000) / 100)).padStart(2, '0')}€`;
const compact = (text: string | null) => (text ?? '').replace(/\s/g, '');

/**
 * An order awaiting its transfer (two products and a free sample), with what withdrawing its first
 * product leaves to pay: its total less that line's price and éco-participation (no discount here,
 * and the delivery, a store pickup, stays as charged).
 */
async function partlyWithdrawable(request: APIRequestContext, apiDataDir: string) {
  const placed = await transferOrderByApi(request, apiDataDir);
  const detail = await api<Detail>(request, 'GET', `/order/${placed.reference}`, placed.jwt);
  const first = detail.cart.list.find((l) => l.type === 'product')!;
  const withdrawn = first.total_ttc + first.total_ecotax_ttc;
  return { ...placed, first, total: detail.total_ttc, withdrawn, left: detail.total_ttc - withdrawn };
}

/** The order page after some lines were withdrawn: total, lines deducted, « Reste à régler », bank details for it. */
async function expectAmountDue(
  page: Page,
  { total, withdrawn, left }: { total: number; withdrawn: number; left: number },
) {
  const due = page.getByRole('region', { name: 'Montant à régler après votre rétractation' });
  await expect(due).toBeVisible();
  const text = compact(await due.textContent());
  expect(text).toContain(`Montantdelacommande${compactEuros(total)}`);
  expect(text).toContain(`−${compactEuros(withdrawn)}`);
  expect(text).toContain(`Resteàrégler${compactEuros(left)}`);
  const bank = compact(await page.getByRole('region', { name: 'Payer par virement' }).textContent());
  expect(bank).toContain(compactEuros(left));
  expect(bank).not.toContain(compactEuros(total));
}

async function expectAmountDueMail(apiDataDir: string, email: string, left: number) {
  await expect.poll(() => acknowledgement(apiDataDir, email), { timeout: 15_000 }).not.toBeNull();
  const mail = compact(acknowledgement(apiDataDir, email));
  expect(mail).toContain('lemontantàréglerestdiminuédecesarticles');
  expect(mail).toContain(`Resteàrégler:${compactEuros(left)}`);
  expect(mail).not.toContain('pasencorediminué');
}

test('with JavaScript: one line withdrawn from an order awaiting its transfer lowers what is left to pay at once', async ({
  page,
  request,
  stack,
}) => {
  const order = await partlyWithdrawable(request, stack.apiDataDir);
  await page.goto(`/connexion?redirect=${encodeURIComponent(`/mes-commandes/${order.reference}`)}`);
  await logIn(page, order.email);
  await expect(page).toHaveURL(new RegExp(`/mes-commandes/${order.reference}$`));
  // Nothing withdrawn yet: the whole total is asked.
  await expect(page.getByRole('region', { name: 'Payer par virement' })).toContainText(/\d/);
  expect(compact(await page.getByRole('region', { name: 'Payer par virement' }).textContent())).toContain(
    compactEuros(order.total),
  );
  await expect(page.getByRole('region', { name: 'Montant à régler après votre rétractation' })).toHaveCount(0);

  const form = page.getByRole('form', { name: 'Rétractation' });
  // The first box is the order's first product (the free sample has none).
  expect(await form.locator('label').first().textContent()).toContain(order.first.name);
  await form.getByRole('checkbox').first().check();
  await form.getByRole('button', { name: 'Renoncer au contrat ici' }).click();
  await page.getByRole('button', { name: 'Confirmer la rétractation' }).click();
  const done = page.getByRole('region', { name: 'Votre rétractation est enregistrée' });
  await expect(done).toContainText('le montant à régler est diminué de ces articles');
  await expect(done).not.toContainText(/pas encore diminué|annulée|Retournez/);
  expect(compact(await done.textContent())).toContain(`Resteàrégler:${compactEuros(order.left)}`);
  // The order above, on the same page without reloading it.
  await expectAmountDue(page, order);
  await expectAmountDueMail(stack.apiDataDir, order.email, order.left);
  await page.getByRole('region', { name: 'Montant à régler après votre rétractation' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SHOTS, 'js-amount-due-390.png'), fullPage: true });

  await page.reload();
  await expectAmountDue(page, order);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: path.join(SHOTS, 'js-amount-due-order-1280.png'), fullPage: true });
});

test('without JavaScript: one line withdrawn from an order awaiting its transfer, the acknowledgement and the order say what is left to pay', async ({
  browser,
  baseURL,
  request,
  stack,
}) => {
  const order = await partlyWithdrawable(request, stack.apiDataDir);
  const url = `/mes-commandes/${order.reference}`;
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    viewport: { width: 390, height: 900 },
  });
  try {
    const page = await context.newPage();
    await page.goto(url);
    const login = page.getByRole('form', { name: 'Connexion' });
    await login.getByRole('textbox', { name: /e-mail/i }).fill(order.email);
    await login.getByLabel(/^Mot de passe/).fill(PASSWORD);
    await login.getByRole('button', { name: 'Se connecter' }).click();
    await expect(page).toHaveURL(url);

    const form = page.getByRole('form', { name: 'Rétractation' });
    await form.getByRole('checkbox').first().check();
    await form.getByRole('button', { name: 'Renoncer au contrat ici' }).click();
    await page.getByRole('button', { name: 'Confirmer la rétractation' }).click();
    await expect(page).toHaveURL(`${url}?enregistre=retractation&suite=not_charged#commande-retractation`);
    const done = page.getByRole('region', { name: 'Votre rétractation est enregistrée' });
    await expect(done).toContainText('le montant à régler est diminué de ces articles');
    expect(compact(await done.textContent())).toContain(`Resteàrégler:${compactEuros(order.left)}`);
    await expectAmountDue(page, order);
    await expectAmountDueMail(stack.apiDataDir, order.email, order.left);
    await page.screenshot({ path: path.join(SHOTS, 'no-js-amount-due-390.png'), fullPage: true });
  } finally {
    await context.close();
  }
});
