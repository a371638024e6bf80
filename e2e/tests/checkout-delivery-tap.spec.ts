import { ADDRESS, customerCart, loggedInCustomer, variantInStock } from '../support/customer-api';
import { expect, test } from '../support/fixtures';
import { waitForInteractive } from '../support/interactive';
import { signedInContext } from './checkout-helpers';

// Issue 35 point 10, on the delivery step (forms-no-shift.spec.ts does the quote form): a message
// that goes away when a field is fixed never moves the next control, so a tap on it lands. Order
// with the new address empty, fix « Téléphone », then tap « Enregistrer cette adresse dans mon
// compte »: it is ticked, where it was.

test('/panier/livraison: after an empty order, fixing the phone then tapping « Enregistrer cette adresse » ticks it', async ({
  browser,
  request,
  stack,
  baseURL,
}) => {
  const { token } = await loggedInCustomer(request, stack.apiDataDir, 'checkout-delivery-tap');
  const variant = await variantInStock(request, 20);
  const cart = await customerCart(request, token, variant.id, 1);
  const context = await signedInContext(browser, baseURL!, token, cart.token);
  const page = await context.newPage();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/panier/livraison');
  await waitForInteractive(page);
  await page.getByRole('button', { name: 'Commander avec obligation de paiement' }).click();
  const delivery = page.getByRole('radiogroup', { name: /Adresse de livraison/ });
  const phone = delivery.getByRole('textbox', { name: 'Téléphone', exact: true });
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await phone.fill(ADDRESS.phone);
  const save = page.getByRole('checkbox', { name: 'Enregistrer cette adresse dans mon compte' });
  // In view first, so that the click does not scroll and the box's place can be compared.
  await save.scrollIntoViewIfNeeded();
  const before = await save.boundingBox();
  // The click blurs the phone first (its message goes away), then lands where the box was.
  await save.click();
  await expect(phone).not.toHaveAttribute('aria-invalid', 'true');
  await expect(save).toBeChecked();
  expect((await save.boundingBox())?.y).toBe(before?.y);
  await context.close();
});
