import { expect, test } from '../support/fixtures';
import { lineCount } from '../support/text-lines';
import {
  browserToken,
  call,
  fillNewAddress,
  freshCustomer,
  loggedInWithCart,
  logIn,
  transferOrderByApi,
} from './checkout-helpers';

// Issue 13: transfer orders show what to pay and where; a double click on the order button makes
// exactly one order (one Idempotency-Key per attempt, the button disabled while sending).

test('transfer: a double click on the order button creates one order, and the page gives IBAN, BIC, amount, reference', async ({
  page,
  request,
  stack,
}) => {
  await loggedInWithCart(page, request, stack.apiDataDir);

  await fillNewAddress(page);
  await page.getByLabel(/Commentaire pour la livraison/).fill('Portail vert, sonner deux fois.');
  const chosen = page.waitForResponse((r) => r.url().includes('/api/v1/cart/livraison') && r.ok());
  await page.getByRole('radio', { name: /Retrait en magasin/ }).check();
  await chosen;
  await page.getByRole('radio', { name: 'Virement bancaire' }).check();
  await page.getByRole('checkbox', { name: /conditions générales de vente/ }).check();

  let validations = 0;
  page.on('request', (r) => {
    if (r.url().includes('/api/v1/cart/validation')) validations += 1;
  });
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).dblclick();

  await expect(page).toHaveURL(/\/commande\/confirmation-virement\?order=AR-\d{4}-\d{6}$/);
  const reference = new URL(page.url()).searchParams.get('order')!;
  await expect(page.getByRole('heading', { level: 1, name: 'Votre commande est enregistrée' })).toBeVisible();
  const bank = page.getByLabel('Coordonnées bancaires');
  await expect(bank).toContainText('IBAN');
  await expect(bank).toContainText('FR76');
  await expect(bank).toContainText('BIC');
  await expect(bank).toContainText(reference);
  await expect(bank).toContainText('€');
  expect(validations).toBe(1);
  // On a phone the IBAN reads on one line, in groups of four (shared BankDetails, as on the order page).
  await page.setViewportSize({ width: 390, height: 844 });
  const iban = bank.locator('dt', { hasText: /^IBAN$/ }).locator('xpath=following-sibling::dd[1]');
  await expect(iban).toHaveText(/^FR76( \w{1,4})+$/);
  expect(await lineCount(iban)).toBe(1);
  // Playwright's default, as the rest of the test had.
  await page.setViewportSize({ width: 1280, height: 720 });

  const jwt = await browserToken(page);
  const orders = await call<{ items: { reference: string; status: string }[] }>(
    request,
    'GET',
    '/order',
    undefined,
    jwt,
  );
  expect(orders.items).toEqual([expect.objectContaining({ reference, status: 'awaiting_transfer' })]);
  const order = await call<{ comment: string }>(request, 'GET', `/order/${reference}`, undefined, jwt);
  expect(order.comment).toBe('Portail vert, sonner deux fois.');

  // A reload of the confirmation keeps showing the order; the cart is new and empty.
  await page.reload();
  await expect(page.getByLabel('Coordonnées bancaires')).toContainText(reference);
  // The next steps stand apart: side by side on a desktop, one under the other on a phone.
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const track = (await page.getByRole('link', { name: 'Suivre ma commande' }).boundingBox())!;
    const more = (await page.getByRole('link', { name: 'Continuer mes achats' }).boundingBox())!;
    const apart = Math.max(more.x - (track.x + track.width), more.y - (track.y + track.height));
    expect(apart, `the two links at ${width} px`).toBeGreaterThanOrEqual(8);
  }
  await page.goto('/panier');
  await expect(page.getByRole('heading', { name: 'Votre panier est vide' })).toBeVisible();
});

test('another customer’s order reference is the 404 screen', async ({ page, request, stack, baseURL }) => {
  const order = await transferOrderByApi(request, stack.apiDataDir);
  const other = await freshCustomer(request, stack.apiDataDir);

  await page.goto('/connexion');
  await logIn(page, other);
  await expect(page).toHaveURL(`${baseURL}/`);
  await page.goto(`/commande/confirmation-virement?order=${order.reference}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Page introuvable' })).toBeVisible();
  await expect(page.getByText('IBAN')).toHaveCount(0);
});

test('the delivery step works with the keyboard alone, up to the confirmation', async ({ page, request, stack }) => {
  await loggedInWithCart(page, request, stack.apiDataDir);

  const group = page.getByRole('radiogroup', { name: /Adresse de livraison/ });
  await group.getByRole('textbox', { name: 'Adresse', exact: true }).focus();
  await page.keyboard.type('3 quai de la Fosse');
  await page.keyboard.press('Tab'); // complément
  await page.keyboard.press('Tab'); // code postal
  await page.keyboard.type('44000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Nantes');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0612345678');

  const chosen = page.waitForResponse((r) => r.url().includes('/api/v1/cart/livraison') && r.ok());
  await page.getByRole('radio', { name: /Retrait en magasin/ }).focus();
  await page.keyboard.press('Space');
  await chosen;
  await page.getByRole('radio', { name: 'Virement bancaire' }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('checkbox', { name: /conditions générales de vente/ }).focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).focus();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/commande\/confirmation-virement\?order=AR-\d{4}-\d{6}$/);
  await expect(page.getByLabel('Coordonnées bancaires')).toContainText('IBAN');
});
