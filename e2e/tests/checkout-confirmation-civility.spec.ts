import { expect, test } from '../support/fixtures';
import { call, freshCustomer, guestCart, PASSWORD, signedInContext } from './checkout-helpers';

// Issue 35: the confirmation page writes the civility as the account's order page does (« M. »,
// « Mme »), not as the API stores it (« M »), with and without JavaScript, at a phone's width.

for (const javaScriptEnabled of [false, true]) {
  test(`the confirmation prints « M. », JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, async ({
    browser,
    baseURL,
    request,
    stack,
  }, testInfo) => {
    const email = await freshCustomer(request, stack.apiDataDir);
    const { token } = await guestCart(request);
    const { token: jwt } = await call<{ token: string }>(request, 'POST', '/user/login', {
      username: email,
      password: PASSWORD,
      cart_token: token,
    });
    await call(
      request,
      'POST',
      '/cart/livraison',
      { cart_token: token, carrier_technical_name: 'retrait_magasin' },
      jwt,
    );
    const order = await call<{ reference: string }>(
      request,
      'POST',
      '/cart/validation',
      {
        cart_token: token,
        payment_method: 'transfer',
        delivery_address: {
          civility: 'M',
          firstname: 'Paul',
          lastname: 'Durand',
          street: '3 quai de la Fosse',
          postcode: '44000',
          city: 'Nantes',
          phone: '0612345678',
        },
        accept_cgv: true,
      },
      jwt,
      201,
    );

    const context = await signedInContext(browser, baseURL!, jwt, token, javaScriptEnabled);
    const page = await context.newPage();
    try {
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(`/commande/confirmation-virement?order=${order.reference}`);
      const recap = page.getByRole('region', { name: `Récapitulatif de la commande ${order.reference}` });
      const billing = recap.locator('address');
      await expect(billing).toContainText('M. Paul Durand');
      await expect(recap).not.toContainText(/\bM Paul/);
      await billing.scrollIntoViewIfNeeded();
      await page.screenshot({ path: testInfo.outputPath(`confirmation-civility-390.png`) });
    } finally {
      await context.close();
    }
  });
}
