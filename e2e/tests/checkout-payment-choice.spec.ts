import { expect, test } from '../support/fixtures';
import { adoptCart, call, freshCustomer, logIn, variants } from './checkout-helpers';

// Issue 35 point 4: a payment method is offered only when the order qualifies; otherwise it is
// shown disabled with its reason, before « Commander avec obligation de paiement ».

test('a cart under 150 €: « Paiement en plusieurs fois » is disabled with its reason, card and transfer are offered', async ({
  page,
  request,
  stack,
}) => {
  test.slow();
  const email = await freshCustomer(request, stack.apiDataDir);
  // Ample stock: the shared stack's other specs order at the same time.
  const cheap = (await variants(request)).find(
    (v) => v.stock >= 20 && v.prices.ttc >= 100_000 && v.prices.ttc <= 1_000_000,
  );
  expect(cheap, 'a variant between 10 € and 100 € with 20 in stock').toBeTruthy();
  const cart = await call<{ token: string }>(request, 'POST', '/cart/update', {
    type: 'add',
    elements: [{ element_id: cheap!.id, element_type: 'product_variant', type: 'product', quantity: 1 }],
  });
  await adoptCart(page, cart.token);
  await page.goto(`/connexion?redirect=${encodeURIComponent('/panier/livraison')}`);
  await logIn(page, email);
  await expect(page).toHaveURL(/\/panier\/livraison$/);

  const payments = page.getByRole('radiogroup', { name: /Moyen de paiement/ });
  const credit = payments.getByRole('radio', { name: 'Paiement en plusieurs fois' });
  await expect(credit).toBeDisabled();
  await expect(credit).toHaveAccessibleDescription(
    /^Indisponible pour cette commande\s: le financement est proposé pour les commandes de 150\s€ à 6\s000\s€\.$/,
  );
  // Its amounts do not break (Chromium's description makes every space plain: the text says it).
  expect(await payments.getByText(/^Indisponible pour cette commande/).textContent()).toContain(
    '150\u00a0€ à 6\u202f000\u00a0€.',
  );
  await expect(payments.getByRole('radio', { name: 'Carte bancaire' })).toBeEnabled();
  await expect(payments.getByRole('radio', { name: 'Virement bancaire' })).toBeEnabled();
});
